import { describe, expect, it } from 'vitest';
import { formatMessage, validateMessages } from './messages';

describe('formatMessage', () => {
  it('fills the Chinese message templates', () => {
    expect(formatMessage(validateMessages.required, { label: '机构名称' })).toBe('请输入机构名称');
    expect(formatMessage(validateMessages.maxLength, { label: '姓名', maxLength: 20 })).toBe(
      '姓名不能超过20个字符',
    );
    expect(formatMessage(validateMessages.minimum, { label: '排序', minimum: 0 })).toBe(
      '排序不能小于0',
    );
  });

  it('leaves unknown or empty placeholders visible', () => {
    expect(formatMessage(validateMessages.maxLength, { label: '姓名' })).toBe(
      '姓名不能超过{maxLength}个字符',
    );
    expect(formatMessage('{label}', { label: null })).toBe('{label}');
  });

  it('does not touch double-brace placeholders', () => {
    expect(formatMessage('{{x}} 与 {x}', { x: 1 })).toBe('{{x}} 与 1');
  });
});
