// A whole new resource from JSON alone: 律所公告 (title, body, publish date, office scope) as a
// routes.json row, a list, a form and a resource file in a copy of schemas/, served by the real
// server with the built-in entities' authorization, 409 and log behaviour. No server code.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { log } from '../../src/db/schema';
import { copySchemas, type SchemasCopy } from '../helpers/schemas-copy';
import { createTestApp, demo, office, type TestApp } from '../helpers/test-app';

let copy: SchemasCopy;
let t: TestApp;
const tok = { admin: '', branch: '', lawyer: '' };
type Rec = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  copy = copySchemas();
  copy.edit('routes.json', (r) => {
    r.routes.push(
      {
        path: '/app/announcement',
        title: '律所公告',
        auth: 'ADMIN',
        menu: { icon: 'read' },
        page: { list: 'announcement' },
      },
      {
        path: '/app/announcement/create',
        title: '新增公告',
        auth: 'ADMIN',
        page: { form: 'announcement' },
      },
      {
        path: '/app/announcement/:id',
        title: '编辑公告',
        auth: 'ADMIN',
        page: { form: 'announcement' },
      },
    );
  });
  copy.write('forms/announcement.json', {
    $schema: '../meta/form.schema.json',
    title: '公告',
    load: { call: 'announcement.info', params: { id: '{params.id}' } },
    submit: { create: 'announcement.create', update: 'announcement.update' },
    back: '/app/announcement',
    schema: {
      type: 'object',
      properties: {
        title: {
          type: 'string',
          title: '标题',
          required: true,
          maxLength: 50,
          'x-decorator': 'FormItem',
          'x-component': 'Input',
        },
        body: {
          type: 'string',
          title: '正文',
          maxLength: 2000,
          'x-decorator': 'FormItem',
          'x-component': 'Input.TextArea',
        },
        publishDate: {
          type: 'string',
          title: '发布日期',
          required: true,
          pattern: '^\\d{4}-\\d{2}-\\d{2}$',
          'x-decorator': 'FormItem',
          'x-component': 'DatePicker',
        },
        organizationId: {
          type: 'integer',
          title: '所属机构',
          required: true,
          'x-decorator': 'FormItem',
          'x-component': 'RemoteSelect',
          'x-component-props': { call: 'organization.validList' },
        },
      },
    },
  });
  copy.write('lists/announcement.json', {
    $schema: '../meta/list.schema.json',
    title: '律所公告',
    call: 'announcement.list',
    search: {
      type: 'object',
      properties: {
        title: { type: 'string', title: '标题', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      },
    },
    columns: [
      { field: 'title', title: '标题' },
      { field: 'publishDate', title: '发布日期', format: 'date' },
    ],
    toolbar: [
      { label: '新增公告', type: 'navigate', to: '/app/announcement/create', primary: true },
    ],
    rowActions: [
      { label: '编辑', type: 'navigate', to: '/app/announcement/{id}' },
      {
        label: '删除',
        type: 'call',
        call: 'announcement.delete',
        body: { id: '{id}' },
        confirm: '确定删除「{title}」吗？',
        danger: true,
      },
    ],
  });
  copy.write('resources/announcement.json', {
    $schema: '../meta/resource.schema.json',
    name: 'announcement',
    title: '公告',
    table: 'announcement',
    forms: ['announcement'],
    list: 'announcement',
    scope: { firm: true, office: 'organizationId' },
    access: {
      list: { auth: ['ADMIN'] },
      read: { auth: ['ADMIN'] },
      create: { auth: ['ADMIN'] },
      update: { auth: ['ADMIN'] },
      delete: { auth: ['ADMIN'] },
    },
    columns: { title: 'text', organizationId: 'integer', publishDate: 'date' },
    document: 'content',
    filters: ['title', 'organizationId'],
    sort: ['publishDate'],
    log: { create: '新增公告', update: '修改公告', delete: '删除公告' },
  });
  t = await createTestApp({ schemasDir: copy.dir });
  tok.admin = await t.tokenFor(...demo.admin);
  tok.branch = await t.tokenFor(...demo.branch); // 上海分所, level 3
  tok.lawyer = await t.tokenFor(...demo.lawyer);
});
afterAll(async () => {
  await t.close();
  copy.remove();
});

const create = (token: string, body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/resource/announcement/create',
    token,
    payload: { firmId: 1, ...body },
  });
const list = (token: string, query: Record<string, string | number> = {}) =>
  t.get<{ records: Rec[]; total: number }>('/api/resource/announcement/list', token, {
    current: 1,
    size: 10,
    ...query,
  });
const lastLog = async () =>
  (await t.database.db.select().from(log).orderBy(desc(log.id)).limit(1))[0];

describe('律所公告 from JSON alone', () => {
  const ids = { bj: 0, sh: 0 };

  it('creates announcements, each with its 重要日志 row', async () => {
    const bj = await create(tok.admin, {
      title: '春节放假通知',
      body: '2 月 9 日至 17 日放假。',
      publishDate: '2027-02-01',
      organizationId: office.bj,
    });
    expect(bj.body.code, bj.body.message).toBe('200');
    ids.bj = (bj.body.data as { id: number }).id;
    expect(await lastLog()).toMatchObject({
      action: '新增公告',
      target: '公告「春节放假通知」',
      targetOrganizationId: office.bj,
    });
    const sh = await create(tok.branch, {
      title: '上海分所搬迁',
      publishDate: '2027-03-01',
      organizationId: office.sh,
    });
    expect(sh.body.code, sh.body.message).toBe('200');
    ids.sh = (sh.body.data as { id: number }).id;
  });

  it('validates with the form: a missing title, a bad date, an unknown field', async () => {
    const noTitle = await create(tok.admin, {
      publishDate: '2027-02-01',
      organizationId: office.bj,
    });
    expect(noTitle.body).toMatchObject({ code: '400', message: expect.stringContaining('标题') });
    const badDate = await create(tok.admin, {
      title: 'x',
      publishDate: '明天',
      organizationId: office.bj,
    });
    expect(badDate.body).toMatchObject({
      code: '400',
      message: expect.stringContaining('发布日期'),
    });
    const unknown = await create(tok.admin, {
      title: 'x',
      publishDate: '2027-02-01',
      organizationId: office.bj,
      pinned: true,
    });
    expect(unknown.body).toMatchObject({ code: '400', message: expect.stringContaining('pinned') });
  });

  it('lists newest publish date first; levels 3–4 see only their office', async () => {
    const all = await list(tok.admin);
    expect(all.data.records.map((r) => r.title)).toEqual(['上海分所搬迁', '春节放假通知']);
    expect(all.data.records[1]).toMatchObject({
      body: '2 月 9 日至 17 日放假。',
      publishDate: '2027-02-01',
      version: 1,
    });
    const mine = await list(tok.branch);
    expect(mine.data).toMatchObject({ total: 1, records: [{ id: ids.sh }] });
    expect((await list(tok.admin, { title: '春节' })).data.total).toBe(1);
  });

  it('refuses another office’s record and other offices to levels 3–4, and lawyers everything', async () => {
    const other = await t.request({
      method: 'GET',
      url: `/api/resource/announcement/info/${ids.bj}?firmId=1`,
      token: tok.branch,
    });
    expect(other.body.code).toBe('403');
    const into = await create(tok.branch, {
      title: '越权',
      publishDate: '2027-02-01',
      organizationId: office.bj,
    });
    expect(into.body.code).toBe('403');
    const lawyer = await t.request({
      method: 'GET',
      url: '/api/resource/announcement/list?firmId=1&current=1&size=10',
      token: tok.lawyer,
    });
    expect(lawyer.body.code).toBe('403');
  });

  it('edits with the version check: a stale version is 409 and nothing changes', async () => {
    const info = (await t.get<Rec>(`/api/resource/announcement/info/${ids.bj}`, tok.admin)).data;
    const body = {
      id: ids.bj,
      version: info.version,
      title: '春节放假安排',
      body: info.body,
      publishDate: info.publishDate,
      organizationId: office.bj,
    };
    expect((await t.send('PUT', '/api/resource/announcement/update', tok.admin, body)).code).toBe(
      '200',
    );
    expect(await lastLog()).toMatchObject({ action: '修改公告', target: '公告「春节放假安排」' });
    const stale = await t.request({
      method: 'PUT',
      url: '/api/resource/announcement/update',
      token: tok.admin,
      payload: { firmId: 1, ...body, title: '旧的' },
    });
    expect(stale.body.code).toBe('409');
    const now = (await t.get<Rec>(`/api/resource/announcement/info/${ids.bj}`, tok.admin)).data;
    expect(now).toMatchObject({ title: '春节放假安排', version: info.version + 1 });
  });

  it('deletes, with its log; another office’s record stays', async () => {
    const refused = await t.request({
      method: 'POST',
      url: '/api/resource/announcement/delete',
      token: tok.branch,
      payload: { firmId: 1, id: ids.bj },
    });
    expect(refused.body.code).toBe('403');
    expect(
      (await t.send('POST', '/api/resource/announcement/delete', tok.admin, { id: ids.bj })).code,
    ).toBe('200');
    expect(await lastLog()).toMatchObject({ action: '删除公告', target: '公告「春节放假安排」' });
    expect((await list(tok.admin)).data.total).toBe(1);
  });
});
