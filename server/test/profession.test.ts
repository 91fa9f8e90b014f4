// Practice areas: level-1 writes, reads for the firm, unique names, ordering, top, and deletion
// taking the area out of the cards that list it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerCard, selfProfessional } from '../src/db/schema';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'bjsub' | 'branch' | 'lawyer' | 'other', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'bjsub', 'branch', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  tok.other = await t.otherFirmToken();
});
afterAll(() => t.close());

interface Area {
  id: number;
  name: string;
  top: boolean;
  sort: number;
  lawyerCount: number;
  version: number;
}
type Page = { records: Area[]; total: number };

const add = (token: string, body: object) =>
  t.send<{ id: number }>('POST', '/api/selfProfessional/add', token, body);
const all = async () =>
  (await t.get<Page>('/api/selfProfessional/list', tok.admin, { size: 100 })).data.records;
const wx = async () =>
  (
    await t.get<Array<{ id: number; name: string; top: boolean }>>(
      '/api/selfProfessional/wx/list',
      tok.admin,
    )
  ).data;

describe('access', () => {
  it('lets any admin read, lawyers read the option lists only, level 1 write', async () => {
    for (const token of [tok.admin, tok.bjsub, tok.branch]) {
      expect((await t.get('/api/selfProfessional/list', token)).code).toBe('200');
      expect((await t.get('/api/selfProfessional/wx/list', token)).code).toBe('200');
      expect((await t.get('/api/lawyerProfessional/list', token)).code).toBe('200');
    }
    expect((await t.get('/api/selfProfessional/list', tok.lawyer)).code).toBe('403');
    expect((await t.get('/api/selfProfessional/wx/list', tok.lawyer)).code).toBe('200');
    expect((await t.get('/api/lawyerProfessional/list', tok.lawyer)).code).toBe('200');
    for (const url of [
      '/api/selfProfessional/list',
      '/api/selfProfessional/wx/list',
      '/api/lawyerProfessional/list',
    ])
      expect((await t.request({ method: 'GET', url })).body.code).toBe('4003');

    const [first] = await all();
    for (const token of [tok.bjsub, tok.branch, tok.lawyer]) {
      expect((await add(token, { name: '新领域' })).code).toBe('403');
      const upd = await t.send('POST', '/api/selfProfessional/update', token, {
        id: first.id,
        name: '改名',
      });
      expect(upd.code).toBe('403');
      expect(
        (await t.send('POST', '/api/selfProfessional/delete', token, { id: first.id })).code,
      ).toBe('403');
      expect(
        (
          await t.send('PUT', '/api/selfProfessional/updateTop', token, {
            id: first.id,
            top: false,
          })
        ).code,
      ).toBe('403');
    }
    const anon = await t.request({
      method: 'POST',
      url: '/api/selfProfessional/add',
      payload: { name: 'x', firmId: 1 },
    });
    expect(anon.body.code).toBe('4003');
  });

  it('keeps firms apart', async () => {
    const mine = await all();
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await t.get<Page>('/api/selfProfessional/list', tok.other, { firmId: 2 });
    expect(theirs.data.total).toBe(0);
    const wxOther = await t.get<unknown[]>('/api/selfProfessional/wx/list', tok.other, {
      firmId: 2,
    });
    expect(wxOther.data).toEqual([]);
    const upd = await t.send('POST', '/api/selfProfessional/update', tok.other, {
      firmId: 2,
      id: mine[0].id,
      name: '偷改',
    });
    expect(upd.code).toBe('404');
    const del = await t.send('POST', '/api/selfProfessional/delete', tok.other, {
      firmId: 2,
      id: mine[0].id,
    });
    expect(del.code).toBe('404');
    // Another firm may use the same name.
    expect((await add(tok.other, { firmId: 2, name: mine[0].name })).code).toBe('200');
  });
});

describe('lists', () => {
  it('returns the standard areas', async () => {
    const res = await t.get<Array<{ id: number; name: string }>>(
      '/api/lawyerProfessional/list',
      tok.admin,
    );
    expect(res.data.map((a) => a.name)).toContain('刑事辩护');
    expect(Object.keys(res.data[0]).sort()).toEqual(['id', 'name']);
  });

  it('counts the cards using each area and filters by name', async () => {
    const cards = await t.database.db.select().from(lawyerCard).where(eq(lawyerCard.firmId, 1));
    const counts = new Map<number, number>();
    for (const c of cards)
      for (const id of (c.content.professions as number[] | undefined) ?? [])
        counts.set(id, (counts.get(id) ?? 0) + 1);
    const records = await all();
    expect(records.some((r) => r.lawyerCount > 0)).toBe(true);
    for (const r of records) expect(r.lawyerCount, r.name).toBe(counts.get(r.id) ?? 0);
    const named = await t.get<Page>('/api/selfProfessional/list', tok.admin, { name: '刑事' });
    expect(named.data.records.map((r) => r.name)).toEqual(['刑事辩护']);
  });

  it('orders top first, then sort, then id, in both lists; updateTop moves an area', async () => {
    const a = await add(tok.admin, { name: '排序甲', sort: 0 });
    const b = await add(tok.admin, { name: '排序乙', sort: 0 });
    expect(a.code).toBe('200');
    const check = async () => {
      const records = await all();
      const sorted = [...records].sort(
        (x, y) => Number(y.top) - Number(x.top) || x.sort - y.sort || x.id - y.id,
      );
      expect(records.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
      expect((await wx()).map((r) => r.id)).toEqual(sorted.map((r) => r.id));
      return records;
    };
    let records = await check();
    const firstUnpinned = records.findIndex((r) => !r.top);
    expect(records[firstUnpinned].id).toBe(a.data.id);
    expect(records[firstUnpinned + 1].id).toBe(b.data.id);

    const top = await t.send('PUT', '/api/selfProfessional/updateTop', tok.admin, {
      id: b.data.id,
      top: true,
    });
    expect(top).toMatchObject({ code: '200', message: '已置顶' });
    records = await check();
    expect(records.find((r) => r.id === b.data.id)?.top).toBe(true);
    expect(records.findIndex((r) => r.id === b.data.id)).toBeLessThan(
      records.findIndex((r) => r.id === a.data.id),
    );
    const off = await t.send('PUT', '/api/selfProfessional/updateTop', tok.admin, {
      id: b.data.id,
      top: false,
      version: 1,
    });
    expect(off.code).toBe('409');
    expect(
      (
        await t.send('PUT', '/api/selfProfessional/updateTop', tok.admin, {
          id: b.data.id,
          top: false,
        })
      ).message,
    ).toBe('已取消置顶');
    await check();
    expect(
      (
        await t.send('PUT', '/api/selfProfessional/updateTop', tok.admin, {
          id: b.data.id,
          top: 'yes',
        })
      ).code,
    ).toBe('400');
  });
});

describe('writes', () => {
  it('adds and renames with unique names per firm and optimistic locking', async () => {
    const res = await add(tok.admin, { name: ' 数据合规 ', sort: 5 });
    expect(res).toMatchObject({ code: '200', message: '新增成功' });
    expect(await add(tok.admin, { name: '数据合规' })).toMatchObject({
      code: '400',
      message: '专业领域名称已存在',
    });
    const other = await add(tok.admin, { name: '数据安全' });
    const update = (body: object) =>
      t.send('POST', '/api/selfProfessional/update', tok.admin, body);
    expect(await update({ id: other.data.id, name: '数据合规' })).toMatchObject({
      code: '400',
      message: '专业领域名称已存在',
    });
    expect(await update({ id: res.data.id, name: '数据合规', sort: 6, version: 1 })).toMatchObject({
      code: '200',
    });
    expect(await update({ id: res.data.id, name: '数据合规与隐私', version: 1 })).toMatchObject({
      code: '409',
      message: '内容已被他人修改，请刷新后重试',
    });
    expect(
      await update({ id: res.data.id, name: '数据合规与隐私', sort: 6, version: 2 }),
    ).toMatchObject({
      code: '200',
    });
    expect((await update({ id: 99999, name: '不存在' })).code).toBe('404');
    const [row] = await t.database.db
      .select()
      .from(selfProfessional)
      .where(eq(selfProfessional.id, res.data.id));
    expect(row).toMatchObject({ name: '数据合规与隐私', sort: 6, version: 3 });
  });

  it('validates with the form’s messages', async () => {
    const cases: Array<[object, string]> = [
      [{}, '请输入名称'],
      [{ name: '' }, '请输入名称'],
      [{ name: '  ' }, '请输入名称'],
      [{ name: 'x'.repeat(21) }, '名称不能超过20个字符'],
      [{ name: 'x', sort: 10000 }, '排序不能大于9999'],
      [{ name: 'x', top: true }, '不支持的字段：top'],
    ];
    for (const [body, message] of cases)
      expect(await add(tok.admin, body), JSON.stringify(body)).toMatchObject({
        code: '400',
        message,
      });
  });

  it('deletes an area and removes it from the cards that list it, in one step', async () => {
    const records = await all();
    const used = records.find((r) => r.lawyerCount > 0)!;
    const before = await t.database.db.select().from(lawyerCard).where(eq(lawyerCard.firmId, 1));
    const holders = before.filter((c) =>
      ((c.content.professions as number[]) ?? []).includes(used.id),
    );
    expect(holders.length).toBe(used.lawyerCount);
    const res = await t.send('POST', '/api/selfProfessional/delete', tok.admin, { id: used.id });
    expect(res).toMatchObject({ code: '200' });
    expect(res.message).toContain('删除成功');
    const after = await t.database.db.select().from(lawyerCard).where(eq(lawyerCard.firmId, 1));
    for (const c of after) {
      expect(c.content.professions ?? []).not.toContain(used.id);
      expect((c.published?.professions as number[] | undefined) ?? []).not.toContain(used.id);
      const old = before.find((b) => b.id === c.id)!;
      const had =
        holders.some((h) => h.id === c.id) ||
        ((old.published?.professions as number[] | undefined) ?? []).includes(used.id);
      expect(c.version).toBe(had ? old.version + 1 : old.version);
      // Other areas stay, in order.
      expect(c.content.professions ?? []).toEqual(
        ((old.content.professions as number[]) ?? []).filter((id) => id !== used.id),
      );
    }
    expect(
      await t.database.db
        .select()
        .from(selfProfessional)
        .where(and(eq(selfProfessional.id, used.id))),
    ).toEqual([]);
    expect(
      (await t.send('POST', '/api/selfProfessional/delete', tok.admin, { id: used.id })).code,
    ).toBe('404');
  });
});
