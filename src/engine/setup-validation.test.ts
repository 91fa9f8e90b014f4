import { createForm, type IFieldProps } from '@formily/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupValidation } from './setup-validation';

// Real Formily with our locale: the messages a user sees under a field.
beforeAll(() => setupValidation());

const errorsOf = async (props: IFieldProps) => {
  const form = createForm();
  const field = form.createField(props);
  await field.validate().catch(() => undefined);
  return field.selfErrors;
};

describe('setupValidation', () => {
  it('says 请输入{title} for an empty required field', async () => {
    expect(await errorsOf({ name: 'name', title: '机构名称', required: true })).toEqual([
      '请输入机构名称',
    ]);
  });

  it('rejects the whole form with the same message', async () => {
    const form = createForm();
    form.createField({ name: 'name', title: '机构名称', required: true });
    await expect(form.validate()).rejects.toEqual([
      expect.objectContaining({ path: 'name', messages: ['请输入机构名称'] }),
    ]);
  });

  it('fills the length limit', async () => {
    expect(
      await errorsOf({
        name: 'name',
        title: '机构名称',
        value: '北京朝阳分所啊',
        validator: { maxLength: 5 },
      }),
    ).toEqual(['机构名称不能超过5个字符']);
  });

  it('uses the named validator messages', async () => {
    expect(
      await errorsOf({ name: 'mobile', title: '手机号', validator: 'mobile', value: '123' }),
    ).toEqual(['请输入正确的11位手机号']);
    expect(
      await errorsOf({ name: 'phone', title: '联系电话', validator: 'phone', value: '12-3' }),
    ).toEqual(['请输入正确的手机号或座机号（如 010-12345678）']);
  });

  it('accepts values the named validators allow', async () => {
    expect(
      await errorsOf({
        name: 'mobile',
        title: '手机号',
        validator: 'mobile',
        value: '13800138000',
      }),
    ).toEqual([]);
    expect(
      await errorsOf({
        name: 'phone',
        title: '联系电话',
        validator: 'phone',
        value: '010-12345678',
      }),
    ).toEqual([]);
  });

  it('calls a field without a title 该字段', async () => {
    expect(await errorsOf({ name: 'x', required: true })).toEqual(['请输入该字段']);
  });
});
