import { describe, expect, it } from 'vitest';
import cardForm from '../../../schemas/forms/card.json';
import lawyerForm from '../../../schemas/forms/lawyer.json';
import { headerName, importColumns } from './import-columns';
import type { FormSchema } from './types';

const lawyer = lawyerForm as unknown as FormSchema;
const card = cardForm as unknown as FormSchema;

describe('importColumns', () => {
  it('makes one column per named field, headed by its title, in the order named', () => {
    expect(importColumns(lawyer, ['mobile', 'name', 'organizationId', 'status'])).toEqual([
      { field: 'mobile', title: '手机号', required: true, kind: 'text' },
      { field: 'name', title: '姓名', required: true, kind: 'text' },
      {
        field: 'organizationId',
        title: '所属机构',
        required: true,
        kind: 'choice',
        call: 'organization.validList',
      },
      {
        field: 'status',
        title: '账号状态',
        required: true,
        kind: 'enum',
        options: [
          { label: '待审核', value: 0 },
          { label: '正常', value: 1 },
          { label: '已停用', value: 2 },
        ],
      },
    ]);
  });

  it('reads numbers, multiple choices and optional fields of the card form', () => {
    const [years, areas, email] = importColumns(card, ['practiceYears', 'professions', 'email']);
    expect(years).toMatchObject({ kind: 'number', required: false });
    expect(areas).toMatchObject({ kind: 'choices', call: 'profession.wxList' });
    expect(email).toMatchObject({ kind: 'text', required: false, title: '邮箱' });
  });

  it('refuses fields a cell cannot hold, and names that are not fields', () => {
    expect(() => importColumns(card, ['video'])).toThrow('无法用一个单元格填写');
    expect(() => importColumns(card, ['area'])).toThrow('无法用一个单元格填写');
    expect(() => importColumns(lawyer, ['nickname'])).toThrow('表单中没有字段 "nickname"');
  });
});

describe('headerName', () => {
  it('reads a header with a required mark as the title', () => {
    expect(headerName(' 姓名* ')).toBe('姓名');
    expect(headerName('手机号＊')).toBe('手机号');
  });
});
