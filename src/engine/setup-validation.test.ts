import { createForm, type IFieldProps } from '@formily/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withCheckedValidators } from './schema/checked-validators';
import { withChoiceMarks } from './schema/choice-fields';
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

  it('says 请选择{title} for an empty required field whose value is picked', async () => {
    const schema = withChoiceMarks({
      type: 'object',
      properties: {
        org: { type: 'integer', title: '所属机构', 'x-component': 'RemoteSelect' },
        name: { type: 'string', title: '姓名', 'x-component': 'Input' },
      },
    });
    const data = (key: string) => schema.properties[key]['x-data'] as IFieldProps['data'];
    expect(
      await errorsOf({ name: 'org', title: '所属机构', required: true, data: data('org') }),
    ).toEqual(['请选择所属机构']);
    expect(
      await errorsOf({ name: 'name', title: '姓名', required: true, data: data('name') }),
    ).toEqual(['请输入姓名']);
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

describe('checked named validators (统一社会信用代码)', () => {
  it('refuses a code with the right shape but a wrong check character, in the form', async () => {
    setupValidation();
    const form = createForm();
    const schema = withCheckedValidators({
      type: 'object',
      properties: {
        code: { type: 'string', title: '统一社会信用代码', 'x-validator': 'creditCode' },
      },
    });
    const field = form.createField({
      name: 'code',
      title: '统一社会信用代码',
      validator: schema.properties.code['x-validator'] as never,
    });
    await field.onInput('91350100M000100Y44').catch(() => undefined);
    await field.validate().catch(() => undefined);
    expect(field.selfErrors).toEqual(['请输入正确的18位统一社会信用代码']);
    await field.onInput('91350100M000100Y43').catch(() => undefined);
    await field.validate().catch(() => undefined);
    expect(field.selfErrors).toEqual([]);
  });
});
