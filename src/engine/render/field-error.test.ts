import { createForm, type Field } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { showAtField } from './field-error';

// A server refusal naming a field (the envelope's `field`) shows under that field as its
// validation message, until the user changes the field.
const office = () => {
  const form = createForm();
  const name = form.createField({ name: 'name', required: true });
  const rows = form.createArrayField({ name: 'lawyers', value: [{}, {}] });
  form.createObjectField({ name: '0', basePath: rows.address });
  form.createObjectField({ name: '1', basePath: rows.address });
  const mobile = form.createField({ name: 'mobile', basePath: 'lawyers.1' });
  return { form, name, mobile };
};

const refusal = (message: string, field?: string) => new ApiError(message, '400', null, field);

describe('showAtField', () => {
  it('puts the message under the field it names', () => {
    const { form, name } = office();
    expect(showAtField(form, refusal('机构名称已存在', 'name'))).toBe(true);
    expect(name.selfErrors).toEqual(['机构名称已存在']);
    expect(form.valid).toBe(false);
  });

  it('finds a row’s field by its dotted path', () => {
    const { form, mobile } = office();
    expect(showAtField(form, refusal('手机号 13800000001 已存在', 'lawyers.1.mobile'))).toBe(true);
    expect(mobile.selfErrors).toEqual(['手机号 13800000001 已存在']);
  });

  it('is cleared by the next edit of the field', async () => {
    const { form, name } = office();
    showAtField(form, refusal('机构名称已存在', 'name'));
    await name.onInput('广州分所');
    expect(name.selfErrors).toEqual([]);
  });

  it('leaves the form alone for a refusal without a field, an unknown field or a pattern', () => {
    const { form, name } = office();
    expect(showAtField(form, refusal('总所不能停用'))).toBe(false);
    expect(showAtField(form, refusal('不支持的字段', 'nickname'))).toBe(false);
    expect(showAtField(form, refusal('机构名称已存在', '*'))).toBe(false);
    expect(showAtField(form, new Error('服务器异常'))).toBe(false);
    expect((name as Field).selfErrors).toEqual([]);
  });
});
