// 列设置: stored per user and list file, answered to that user only, validated against the list
// file's columns; 重置 (an empty list) forgets the choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
});
afterAll(() => t.close());

type Columns = { columns: Array<{ field: string; hidden: boolean }> } | null;
const read = (token: string, list = 'lawyer') => t.get<Columns>(`/api/listColumns/${list}`, token);
const save = (token: string, columns: unknown, list = 'lawyer') =>
  t.send('PUT', `/api/listColumns/${list}`, token, { columns });

describe('column settings', () => {
  it('start as the list file’s (null), and keep what the user saved, for that user only', async () => {
    expect((await read(tok.admin)).data).toBeNull();
    const columns = [
      { field: 'status', hidden: false },
      { field: 'name', hidden: false },
      { field: 'mobile', hidden: true },
    ];
    expect((await save(tok.admin, columns)).code).toBe('200');
    expect((await read(tok.admin)).data).toEqual({ columns });
    // Another admin, and another list of the same admin, are untouched.
    expect((await read(tok.branch)).data).toBeNull();
    expect((await read(tok.admin, 'card')).data).toBeNull();
    // Saving again replaces the row.
    expect((await save(tok.admin, [{ field: 'name', hidden: true }])).code).toBe('200');
    expect((await read(tok.admin)).data).toEqual({ columns: [{ field: 'name', hidden: true }] });
  });

  it('are a lawyer’s own too, on the lists they see', async () => {
    expect((await save(tok.lawyer, [{ field: 'title', hidden: true }], 'message')).code).toBe(
      '200',
    );
    expect((await read(tok.lawyer, 'message')).data).toEqual({
      columns: [{ field: 'title', hidden: true }],
    });
  });

  it('重置 forgets the choice', async () => {
    await save(tok.branch, [{ field: 'mobile', hidden: true }]);
    const reset = await save(tok.branch, []);
    expect(reset).toMatchObject({ code: '200', message: '已恢复默认列' });
    expect((await read(tok.branch)).data).toBeNull();
  });

  it('refuses an unknown list or column, duplicates and hiding every column, in Chinese', async () => {
    expect((await read(tok.admin, 'nope')).code).toBe('404');
    expect(await save(tok.admin, [{ field: 'x', hidden: false }], 'nope')).toMatchObject({
      code: '404',
      message: '列表不存在',
    });
    expect(await save(tok.admin, [{ field: 'password', hidden: false }])).toMatchObject({
      code: '400',
      message: '列表中没有列「password」',
    });
    const twice = [
      { field: 'name', hidden: false },
      { field: 'name', hidden: true },
    ];
    expect((await save(tok.admin, twice)).message).toBe('列设置中有重复的列');
    expect(
      (
        await save(tok.admin, [
          { field: 'name', hidden: true },
          { field: 'mobile', hidden: true },
        ])
      ).code,
    ).toBe('200');
    const all = ['name', 'mobile', 'organizationName', 'status', 'cardStatus', 'createTime'];
    const none = all.map((field) => ({ field, hidden: true }));
    expect(await save(tok.admin, none)).toMatchObject({ code: '400', message: '请至少显示一列' });
    expect((await save(tok.admin, 'x')).code).toBe('400');
    const anon = await t.request({ method: 'GET', url: '/api/listColumns/lawyer?firmId=1' });
    expect(anon.body.code).toBe('4003');
  });
});
