// A list filter is data: declared in a resource file (filters) and shown by a list file (search),
// it works through HTTP with no code change, the wire name of a parameter may differ from its
// columns, and the server refuses to start on a search field or a sortable column it could not
// serve, in the schema check's words (file and JSON pointer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/client';
import { copySchemas, type SchemasCopy } from '../helpers/schemas-copy';
import { createTestApp, demo, office, type TestApp } from '../helpers/test-app';

type Page<T> = { records: T[]; total: number };
type Card = { id: number; name: string; title: string; organizationId: number };
type Lawyer = { id: number; name: string; mobile: string };

const searchField = (title: string) => ({
  type: 'string',
  title,
  maxLength: 20,
  'x-decorator': 'FormItem',
  'x-component': 'Input',
});

let copy: SchemasCopy;
let t: TestApp;
const tok = { admin: '', branch: '' };

beforeAll(async () => {
  copy = copySchemas();
  // 职务 (a column of the card) becomes a filter of the card list.
  copy.edit('resources/card.json', (r) => r.filters.push('title'));
  copy.edit('lists/card.json', (l) => (l.search.properties.title = searchField('职务')));
  // One box for name or mobile: the wire name `keyword` matches either column.
  copy.edit('resources/lawyer.json', (r) =>
    r.filters.push({ param: 'keyword', column: ['name', 'mobile'] }),
  );
  copy.edit(
    'lists/lawyer.json',
    (l) => (l.search.properties.keyword = searchField('姓名或手机号')),
  );
  t = await createTestApp({ schemasDir: copy.dir });
  tok.admin = await t.tokenFor(...demo.admin);
  tok.branch = await t.tokenFor(...demo.branch);
});
afterAll(async () => {
  await t.close();
  copy.remove();
});

const cards = (token: string, query: Record<string, string | number>) =>
  t.get<Page<Card>>('/api/lawyer/card/pageList', token, { size: 100, ...query });
const lawyers = (token: string, query: Record<string, string | number>) =>
  t.get<Page<Lawyer>>('/api/lawyer/pageList', token, { size: 100, ...query });

describe('a filter added to the files', () => {
  it('filters the card list by 职务 (text: contains), the count and the export alike', async () => {
    const all = await cards(tok.admin, {});
    const partners = await cards(tok.admin, { title: '合伙人' });
    expect(partners.code, partners.message).toBe('200');
    expect(partners.data.total).toBeGreaterThan(0);
    expect(partners.data.total).toBeLessThan(all.data.total);
    expect(partners.data.records.every((c) => c.title.includes('合伙人'))).toBe(true);
    const expected = all.data.records.filter((c) => c.title.includes('合伙人')).map((c) => c.id);
    expect(partners.data.records.map((c) => c.id).sort()).toEqual(expected.sort());
    const n = await t.get<number>('/api/lawyer/card/cardNum', tok.admin, { title: '合伙人' });
    expect(n.data).toBe(partners.data.total);
  });

  it('keeps the caller’s scope and the other filters', async () => {
    const sh = await cards(tok.branch, { title: '律师' });
    expect(sh.data.records.length).toBeGreaterThan(0);
    expect(sh.data.records.every((c) => c.organizationId === office.sh)).toBe(true);
    const both = await cards(tok.admin, { title: '律师', organizationId: office.sh });
    expect(both.data.records.map((c) => c.id).sort()).toEqual(
      sh.data.records.map((c) => c.id).sort(),
    );
  });

  it('refuses a value past the search field’s limit, naming it', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/lawyer/card/pageList?firmId=1&title=${'长'.repeat(21)}`,
      token: tok.admin,
    });
    expect(res.body).toMatchObject({ code: '400', message: '职务不能超过20个字符' });
  });

  it('matches a wire name declared over two columns by either', async () => {
    const byMobile = await lawyers(tok.admin, { keyword: '13800000001' });
    expect(byMobile.data.records.map((l) => l.mobile)).toEqual(['13800000001']);
    const name = byMobile.data.records[0].name;
    const byName = await lawyers(tok.admin, { keyword: name });
    expect(byName.data.records.map((l) => l.mobile)).toContain('13800000001');
    expect((await lawyers(tok.admin, { keyword: '无此人' })).data.total).toBe(0);
  });
});

describe('a list the server could not serve', () => {
  const refused = async (edit: (c: SchemasCopy) => void, message: RegExp) => {
    const broken = copySchemas();
    try {
      edit(broken);
      await expect(buildApp({ db: {} as Db, demo: false, schemasDir: broken.dir })).rejects.toThrow(
        message,
      );
    } finally {
      broken.remove();
    }
  };

  it('stops the start on a search field that is not a filter', () =>
    refused(
      (c) => c.edit('lists/card.json', (l) => (l.search.properties.email = searchField('邮箱'))),
      /lists\/card\.json#\/search\/properties\/email: 筛选字段 "email" 不是资源 card 声明的筛选/,
    ));

  it('stops the start on a filter that is not a column', () =>
    refused(
      (c) =>
        c.edit('resources/lawyer.json', (r) =>
          r.filters.push({ param: 'keyword', column: ['name', 'email'] }),
        ),
      /resources\/lawyer\.json#\/filters\/4\/column\/1: 筛选字段 "email" 不是本资源的列/,
    ));

  it('stops the start on a sortable column that is not a sort key', () =>
    refused(
      (c) => c.edit('lists/lawyer.json', (l) => (l.columns[0].sorter = true)),
      /lists\/lawyer\.json#\/columns\/0\/sorter: 列 "name" 不是资源 lawyer 的排序列/,
    ));
});
