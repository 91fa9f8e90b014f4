// A field added to the content or practice-area form works end to end with no code change: the
// real server started on a copy of schemas/ with `source` (来源) added to forms/content.json and
// `intro` (领域简介) added to forms/profession.json stores, returns and lists them, and still
// refuses them past their maxLength in the form's words; a list search on the new field the
// resource cannot filter on stops the start, naming file and pointer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/client';
import { SchemaDirError } from '../../src/resources/schema-dir';
import { copySchemas, textField, type SchemasCopy } from '../helpers/schemas-copy';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';

let copy: SchemasCopy;
let t: TestApp;
let admin = '';
type Rec = Record<string, unknown> & { id: number; version: number };
type Page = { records: Rec[]; total: number };

beforeAll(async () => {
  copy = copySchemas();
  copy.edit('forms/content.json', (f) => {
    f.schema.properties.source = textField('来源');
  });
  copy.edit('forms/profession.json', (f) => {
    f.schema.properties.intro = textField('领域简介');
  });
  t = await createTestApp({ schemasDir: copy.dir });
  admin = await t.tokenFor(...demo.admin);
});
afterAll(async () => {
  await t.close();
  copy.remove();
});

describe('a field added to the content form', () => {
  const article = { title: '年度报告', body: '<p>正文</p>' };
  let id = 0;

  it('is saved with a new article and read back, on the article and in the list', async () => {
    const added = await t.send<{ id: number }>('POST', '/api/firmContent', admin, {
      ...article,
      source: '本所研究院',
    });
    expect(added.code, added.message).toBe('200');
    id = added.data.id;
    const info = await t.get<Rec>(`/api/firmContent/${id}`, admin);
    expect(info.data).toMatchObject({ ...article, source: '本所研究院', status: 0 });
    const list = await t.get<Page>('/api/firmContent/list', admin, { size: 100 });
    expect(list.data.records.find((r) => r.id === id)).toMatchObject({ source: '本所研究院' });
  });

  it('is changed by an edit, and an edit without it clears it', async () => {
    const before = (await t.get<Rec>(`/api/firmContent/${id}`, admin)).data;
    const saved = await t.send('PUT', `/api/firmContent/${id}`, admin, {
      ...article,
      source: '合伙人会议',
      version: before.version,
    });
    expect(saved.code, saved.message).toBe('200');
    const after = (await t.get<Rec>(`/api/firmContent/${id}`, admin)).data;
    expect(after).toMatchObject({ source: '合伙人会议', version: before.version + 1 });
    const cleared = await t.send('PUT', `/api/firmContent/${id}`, admin, {
      ...article,
      version: after.version,
    });
    expect(cleared.code, cleared.message).toBe('200');
    expect((await t.get<Rec>(`/api/firmContent/${id}`, admin)).data.source).toBeNull();
  });

  it('is refused past its maxLength with the form’s words, and nothing is stored', async () => {
    const before = (await t.get<Page>('/api/firmContent/list', admin, { size: 100 })).data.total;
    const res = await t.request({
      method: 'POST',
      url: '/api/firmContent',
      token: admin,
      payload: { firmId: 1, ...article, source: '源'.repeat(51) },
    });
    expect(res.body).toMatchObject({ code: '400', message: '来源不能超过50个字符' });
    const after = (await t.get<Page>('/api/firmContent/list', admin, { size: 100 })).data.total;
    expect(after).toBe(before);
  });

  it('is refused by name when the form does not have it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/firmContent',
      token: admin,
      payload: { firmId: 1, ...article, origin: '本所' },
    });
    expect(res.body.code).toBe('400');
    expect(res.body.message).toContain('origin');
  });
});

describe('a field added to the practice-area form', () => {
  const listed = async (name: string) =>
    (await t.get<Page>('/api/selfProfessional/list', admin, { name, size: 10 })).data.records[0];

  it('is saved with a new area and read back in the list, and changed by an edit', async () => {
    const added = await t.send('POST', '/api/selfProfessional/add', admin, {
      name: '数据合规',
      sort: 3,
      intro: '个人信息保护与数据出境',
    });
    expect(added.code, added.message).toBe('200');
    const row = await listed('数据合规');
    expect(row).toMatchObject({ name: '数据合规', sort: 3, intro: '个人信息保护与数据出境' });

    const saved = await t.send('POST', '/api/selfProfessional/update', admin, {
      id: row.id,
      version: row.version,
      name: '数据合规',
      sort: 3,
      intro: '数据安全评估',
    });
    expect(saved.code, saved.message).toBe('200');
    expect(await listed('数据合规')).toMatchObject({
      intro: '数据安全评估',
      version: row.version + 1,
    });
  });

  it('is refused past its maxLength with the form’s words', async () => {
    const row = await listed('数据合规');
    const res = await t.request({
      method: 'POST',
      url: '/api/selfProfessional/update',
      token: admin,
      payload: {
        firmId: 1,
        id: row.id,
        version: row.version,
        name: '数据合规',
        intro: '长'.repeat(51),
      },
    });
    expect(res.body).toMatchObject({ code: '400', message: '领域简介不能超过50个字符' });
    expect((await listed('数据合规')).intro).toBe('数据安全评估');
  });
});

describe('a list search on the new field', () => {
  it('stops the start when the resource cannot filter on it, naming file and pointer', async () => {
    const broken = copySchemas();
    try {
      broken.edit('forms/content.json', (f) => {
        f.schema.properties.source = textField('来源');
      });
      broken.edit('lists/content.json', (l) => {
        l.search.properties.source = textField('来源');
      });
      const start = buildApp({ db: {} as Db, demo: false, schemasDir: broken.dir });
      await expect(start).rejects.toBeInstanceOf(SchemaDirError);
      await expect(start).rejects.toThrow(
        /lists\/content\.json#\/search\/properties\/source: 筛选字段 "source" 不是资源 content 声明的筛选/,
      );
    } finally {
      broken.remove();
    }
  });
});
