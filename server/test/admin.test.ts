// Admin accounts: who may manage them, level derivation, set-main, and the refusals.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmAccessUser } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'bjsub' | 'branch' | 'shsub', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'bjsub', 'branch', 'shsub'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
});
afterAll(() => t.close());

interface Admin {
  id: number;
  username: string;
  level: number;
  status: number;
  system: boolean;
  lastLoginTime: string | null;
}
type Page = { records: Admin[]; total: number };

const accounts = async () => (await t.database.db.select({ n: count() }).from(firmAccessUser))[0].n;
const levelOf = async (id: number) =>
  (await t.database.db.select().from(firmAccessUser).where(eq(firmAccessUser.id, id)))[0]?.level;
const list = (token: string, organizationId: number, extra: Record<string, string> = {}) =>
  t.get<Page>('/api/firmAccessUser/pageList', token, { organizationId, ...extra });
const add = (token: string, body: object) =>
  t.send<{ id: number }>('POST', '/api/firmAccessUser/add', token, {
    status: 1,
    password: 'Secret@2026',
    ...body,
  });
const setMain = async (token: string, id: number) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/lawfirm/admins/main',
    token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}&firmId=1`,
  });
  return res.body;
};

describe('list', () => {
  it('lists an office’s accounts, main admin first, searching name or username', async () => {
    const res = await list(tok.admin, office.sh);
    expect(res.data.records.map((a) => [a.username, a.level])).toEqual([
      ['branch', 3],
      ['shsub', 4],
    ]);
    expect(res.data.records[0].lastLoginTime).not.toBeNull();
    expect(Object.keys(res.data.records[0]).sort()).toEqual([
      'createTime',
      'id',
      'lastLoginTime',
      'level',
      'mobile',
      'name',
      'organizationId',
      'status',
      'system',
      'username',
      'version',
    ]);
    expect(
      (await list(tok.admin, office.sh, { name: '周佳' })).data.records.map((a) => a.username),
    ).toEqual(['shsub']);
    expect((await list(tok.admin, office.sh, { name: 'shs' })).data.total).toBe(1);
  });

  it('requires organizationId and refuses other offices to sub-office admins', async () => {
    expect((await t.get('/api/firmAccessUser/pageList', tok.admin)).message).toBe('请输入机构');
    expect((await list(tok.branch, office.bj)).code).toBe('403');
    expect((await list(tok.shsub, office.sh)).code).toBe('200');
  });
});

describe('add', () => {
  it('derives the level: sub admin where a main admin exists, main where none does', async () => {
    const sub = await add(tok.admin, {
      organizationId: office.bj,
      username: 'bjnew',
      name: '新同事',
      mobile: '13911112222',
    });
    expect(sub.code).toBe('200');
    expect(await levelOf(sub.data.id)).toBe(2);
    // A fresh office has no main admin: its first account becomes 分所主管理员.
    const office4 = await t.send<{ id: number }>('POST', '/api/firmOrganization/add', tok.admin, {
      name: '成都分所',
      status: 1,
    });
    const first = await add(tok.admin, {
      organizationId: office4.data.id,
      username: 'cdmain',
      name: '蓉城',
      mobile: '13911113333',
    });
    expect(await levelOf(first.data.id)).toBe(3);
    const second = await add(tok.admin, {
      organizationId: office4.data.id,
      username: 'cdsub',
      name: '锦官',
      mobile: '13911114444',
    });
    expect(await levelOf(second.data.id)).toBe(4);
    const newcomer = await t.tokenFor('cdmain', 'Secret@2026');
    expect((await t.get('/api/auth/self', newcomer)).data).toMatchObject({
      level: 3,
      auth: ['ADMIN'],
    });
  });

  it('lets a sub-office main admin add only in their own office; sub admins not at all', async () => {
    const own = await add(tok.branch, {
      organizationId: office.sh,
      username: 'shnew',
      name: '沪上',
      mobile: '13911115555',
    });
    expect(own.code).toBe('200');
    expect(await levelOf(own.data.id)).toBe(4);
    const before = await accounts();
    expect(
      (
        await add(tok.branch, {
          organizationId: office.bj,
          username: 'sneaky',
          name: '越权',
          mobile: '13911116666',
        })
      ).code,
    ).toBe('403');
    expect(
      (
        await add(tok.bjsub, {
          organizationId: office.bj,
          username: 'sneaky',
          name: '越权',
          mobile: '13911116666',
        })
      ).code,
    ).toBe('403');
    expect(
      (
        await add(tok.shsub, {
          organizationId: office.sh,
          username: 'sneaky',
          name: '越权',
          mobile: '13911116666',
        })
      ).code,
    ).toBe('403');
    expect(await accounts()).toBe(before);
  });

  it('refuses a duplicate username across the firm, and invalid fields', async () => {
    const before = await accounts();
    expect(
      await add(tok.admin, {
        organizationId: office.sz,
        username: 'branch',
        name: '重名',
        mobile: '13911117777',
      }),
    ).toMatchObject({
      code: '400',
      message: '登录账号已存在',
    });
    expect(
      (
        await add(tok.admin, {
          organizationId: office.sz,
          username: '1abc',
          name: 'x',
          mobile: '13911117777',
        })
      ).message,
    ).toBe('账号须以字母开头，由4-20位字母、数字或下划线组成');
    expect(
      (
        await add(tok.admin, {
          organizationId: office.sz,
          username: 'abcd',
          name: 'x',
          mobile: '123',
        })
      ).message,
    ).toBe('请输入正确的11位手机号');
    expect(
      (
        await add(tok.admin, {
          organizationId: office.sz,
          username: 'abcd',
          name: 'x',
          mobile: '13911117777',
          password: 'weak',
        })
      ).message,
    ).toBe('密码须为8-64位，且同时包含字母和数字');
    expect(
      (
        await add(tok.admin, {
          organizationId: office.sz,
          username: 'abcd',
          name: 'x',
          mobile: '13911117777',
          level: 1,
        })
      ).message,
    ).toBe('不支持的字段：level');
    expect(
      (await add(tok.admin, { username: 'abcd', name: 'x', mobile: '13911117777' })).message,
    ).toBe('请输入机构');
    expect(await accounts()).toBe(before);
  });
});

describe('update', () => {
  it('updates name, mobile and status with versions; username and password are not editable', async () => {
    const [shsub] = (await list(tok.branch, office.sh, { name: 'shsub' })).data.records;
    const body = { id: shsub.id, name: '周佳怡', mobile: '13900000044', status: 1 };
    expect(
      (
        await t.send('PUT', '/api/firmAccessUser/firmAccessUserUpdate', tok.branch, {
          ...body,
          version: 1,
        })
      ).code,
    ).toBe('200');
    expect(
      (
        await t.send('PUT', '/api/firmAccessUser/firmAccessUserUpdate', tok.branch, {
          ...body,
          version: 1,
        })
      ).code,
    ).toBe('409');
    const withName = await t.send('PUT', '/api/firmAccessUser/firmAccessUserUpdate', tok.branch, {
      ...body,
      username: 'renamed',
    });
    expect(withName.message).toBe('不支持的字段：username');
    expect(
      (await t.send('PUT', '/api/firmAccessUser/firmAccessUserUpdate', tok.shsub, body)).code,
    ).toBe('403');
  });

  it('signs a disabled account out and refuses disabling oneself', async () => {
    const token = await t.tokenFor('shnew', 'Secret@2026');
    const [shnew] = (await list(tok.branch, office.sh, { name: 'shnew' })).data.records;
    const res = await t.send('PUT', '/api/firmAccessUser/firmAccessUserUpdate', tok.branch, {
      id: shnew.id,
      name: '沪上',
      mobile: '13911115555',
      status: 0,
    });
    expect(res.code).toBe('200');
    expect((await t.get('/api/auth/self', token)).code).toBe('4003');
    const self = await t.send('PUT', '/api/firmAccessUser/firmAccessUserUpdate', tok.branch, {
      id: 3,
      name: '李思远',
      mobile: '13900000003',
      status: 0,
    });
    expect(self).toMatchObject({ code: '400', message: '不能停用自己的账号' });
  });
});

describe('delete and set main', () => {
  it('refuses deleting oneself or an office’s main admin', async () => {
    expect(await t.send('DELETE', '/api/firmAccessUser/1', tok.admin)).toMatchObject({
      code: '400',
      message: '不能删除自己的账号',
    });
    expect((await t.send('DELETE', '/api/firmAccessUser/3', tok.admin)).message).toBe(
      '不能删除机构的主管理员，请先设置其他主管理员',
    );
    expect((await t.send('DELETE', '/api/firmAccessUser/2', tok.branch)).code).toBe('403');
  });

  it('deletes a sub admin, with or without a body', async () => {
    const [bjnew] = (await list(tok.admin, office.bj, { name: 'bjnew' })).data.records;
    const before = await accounts();
    const res = await t.request({
      method: 'DELETE',
      url: `/api/firmAccessUser/${bjnew.id}`,
      token: tok.admin,
    });
    expect(res.body.code).toBe('200');
    expect(await accounts()).toBe(before - 1);
    expect((await t.send('DELETE', `/api/firmAccessUser/${bjnew.id}`, tok.admin)).code).toBe('404');
  });

  it('makes a sub admin the main admin and demotes the previous main, in one step', async () => {
    expect((await setMain(tok.shsub, 4)).code).toBe('403');
    expect((await setMain(tok.branch, 4)).code).toBe('200');
    expect(await levelOf(4)).toBe(3);
    expect(await levelOf(3)).toBe(4);
    // branch is now a sub admin: it may no longer manage accounts.
    expect((await setMain(tok.branch, 3)).code).toBe('403');
    expect((await setMain(tok.admin, 3)).code).toBe('200');
    expect([await levelOf(3), await levelOf(4)]).toEqual([3, 4]);
    expect(await setMain(tok.admin, 9999)).toMatchObject({ code: '404' });
  });
});
