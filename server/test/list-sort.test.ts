// Server sorting of the lists (sortField/sortOrder, a sort key of the list's resource): an order
// that holds across pages both ways with ties broken by id, the default order when none is asked,
// a bad field or order refused by name, and the caller's scope applied to the sorted list.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

type Page<T> = { records: T[]; total: number };
type Row = { id: number; name: string; createTime: string; updateTime: string };

let t: TestApp;
const tok = { admin: '', branch: '' };
// Hours after a fixed start, given in an order unlike the ids; 3 and 7 tie (the id decides).
const hours = [5, 1, 9, 3, 11, 7, 0, 3, 10, 2, 8, 7];

beforeAll(async () => {
  t = await createTestApp();
  tok.admin = await t.tokenFor(...demo.admin);
  tok.branch = await t.tokenFor(...demo.branch);
  const rows = hours.map((_, i) => ({
    name: `排序${String(i).padStart(2, '0')}`,
    mobile: `1370000${String(i).padStart(4, '0')}`,
    // Every third in 北京总所, the rest in 上海分所 (the branch admin's office).
    organizationId: i % 3 === 0 ? office.bj : office.sh,
  }));
  const res = await t.send('POST', '/api/lawyer/addList', tok.admin, {
    lawyers: rows,
    password: 'Secret@2026',
  });
  expect(res.code, res.message).toBe('200');
  for (const [i, h] of hours.entries()) {
    await t.database.db.execute(
      sql`update lawyer set create_time = timestamptz '2026-01-01 00:00:00+00' + ${h} * interval '1 hour'
          where mobile = ${rows[i].mobile}`,
    );
  }
});
afterAll(() => t.close());

/** Every page of the sorted lawyers named 排序…, 5 a page. */
const allPages = async (token: string, query: Record<string, string>) => {
  const names: string[] = [];
  const times: string[] = [];
  for (let current = 1; ; current++) {
    const res = await t.get<Page<Row>>('/api/lawyer/pageList', token, {
      name: '排序',
      size: 5,
      current,
      ...query,
    });
    expect(res.code, res.message).toBe('200');
    names.push(...res.data.records.map((r) => r.name));
    times.push(...res.data.records.map((r) => r.createTime));
    if (current * 5 >= res.data.total) return { names, times };
  }
};

/** The names in the expected order: by hour, then by creation (id) on a tie. */
const expected = (dir: 1 | -1, keep: (i: number) => boolean = () => true) =>
  hours
    .map((h, i) => ({ h, i }))
    .filter(({ i }) => keep(i))
    .sort((a, b) => dir * (a.h - b.h || a.i - b.i))
    .map(({ i }) => `排序${String(i).padStart(2, '0')}`);

describe('sorting the 人员 list by 创建时间', () => {
  it('ascends and descends across pages, ties broken by id the same way', async () => {
    const up = await allPages(tok.admin, { sortField: 'createTime', sortOrder: 'ascend' });
    expect(up.names).toEqual(expected(1));
    expect([...up.times].sort()).toEqual(up.times);
    const down = await allPages(tok.admin, { sortField: 'createTime', sortOrder: 'descend' });
    expect(down.names).toEqual(expected(-1));
    expect(down.names).toEqual([...up.names].reverse());
  });

  it('keeps the default order (newest first) when no sort is asked', async () => {
    const plain = await allPages(tok.admin, {});
    expect(plain.names).toEqual(expected(-1));
  });

  it('applies the caller’s office scope to the sorted list', async () => {
    const sh = await allPages(tok.branch, { sortField: 'createTime', sortOrder: 'ascend' });
    expect(sh.names).toEqual(expected(1, (i) => i % 3 !== 0));
  });

  it('refuses a field that is no sort key, or an unknown order, naming the parameter', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ sortField: 'mobile' }, '排序字段的取值不在可选范围内'],
      [{ sortField: 'passwordHash', sortOrder: 'ascend' }, '排序字段的取值不在可选范围内'],
      [{ sortField: 'createTime', sortOrder: 'up' }, '排序方式的取值不在可选范围内'],
    ];
    for (const [query, message] of cases) {
      const q = new URLSearchParams({ firmId: '1', ...query });
      const res = await t.request({
        method: 'GET',
        url: `/api/lawyer/pageList?${q}`,
        token: tok.admin,
      });
      expect(res.body, JSON.stringify(query)).toMatchObject({ code: '400', message });
    }
  });
});

describe('sorting other lists by their sort keys', () => {
  const ordered = (values: string[], dir: 1 | -1) =>
    values.every((v, i) => i === 0 || dir * Date.parse(values[i - 1]) <= dir * Date.parse(v));

  it('sorts the card list by 更新时间 both ways, all pages together', async () => {
    // Spread the cards over distinct times, unlike their ids.
    await t.database.db.execute(
      sql`update lawyer_card set update_time = timestamptz '2026-02-01 00:00:00+00'
          + ((id * 7) % 13) * interval '1 minute'`,
    );
    const collect = async (sortOrder: string) => {
      const ids: number[] = [];
      const times: string[] = [];
      for (let current = 1; ; current++) {
        const res = await t.get<Page<Row>>('/api/lawyer/card/pageList', tok.admin, {
          size: 4,
          current,
          sortField: 'updateTime',
          sortOrder,
        });
        ids.push(...res.data.records.map((r) => r.id));
        times.push(...res.data.records.map((r) => r.updateTime));
        if (current * 4 >= res.data.total) return { ids, times };
      }
    };
    const up = await collect('ascend');
    expect(up.ids.length).toBeGreaterThan(4);
    expect(ordered(up.times, 1)).toBe(true);
    const down = await collect('descend');
    expect(down.ids).toEqual([...up.ids].reverse());
  });

  it('sorts the 重要日志 list oldest first on request', async () => {
    const res = await t.get<Page<Row>>('/api/log/getAdminLogPageList', tok.admin, {
      size: 50,
      sortField: 'createTime',
      sortOrder: 'ascend',
    });
    expect(res.code, res.message).toBe('200');
    expect(res.data.records.length).toBeGreaterThan(1);
    expect(
      ordered(
        res.data.records.map((r) => r.createTime),
        1,
      ),
    ).toBe(true);
  });
});
