// 页面配置 (docs/architecture.md, Published versions): a `system` admin lists the editable files,
// publishes a version, reads its history and any version, rolls back and resets; each write is a
// new version with a 重要日志 entry carrying the diff, and GET /schema/published serves the firm's
// current versions to every signed-in user of that firm only.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { log } from '../../src/db/schema';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';
import { call, cardWithLanguage, deployedCard, type Json } from './helpers';

let t: TestApp;
const tok = {} as Record<'admin' | 'lawyer' | 'other', string>;

beforeAll(async () => {
  t = await createTestApp();
  tok.admin = await t.tokenFor(...demo.admin);
  tok.lawyer = await t.tokenFor(...demo.lawyer);
  tok.other = await t.otherFirmToken();
});
afterAll(() => t.close());

type FileRow = { file: string; kind: string; title: string; version: number; author?: string };
type History = Array<{ version: number; note: string; author: string; action: string }>;
type Published = { revision: number; files?: Record<string, { version: number; content: Json }> };

const file = async (token = tok.admin) =>
  (
    await call<{ version: number; content: Json; isDefault: boolean; title: string }>(
      t,
      'GET',
      '/schema/file',
      token,
      { file: 'forms/card' },
    )
  ).body;

/** The card form's fields this server validates firm `firmId`'s requests with. */
const served = (firmId: number) => t.app.liveSchemas.forFirm(firmId).forms.card.schema.properties;

const lastLog = async () => {
  const [row] = await t.database.db
    .select({ action: log.action, target: log.target, detail: log.detail, name: log.operatorName })
    .from(log)
    .where(and(eq(log.firmId, 1), eq(log.type, 'setting')))
    .orderBy(desc(log.id))
    .limit(1);
  return row;
};

describe('页面配置 files', () => {
  it('lists every form, list and the route table by Chinese title, all at version 0', async () => {
    const res = await call<FileRow[]>(t, 'GET', '/schema/files', tok.admin);
    expect(res.body.code).toBe('200');
    const rows = res.body.data;
    expect(rows).toContainEqual({
      file: 'forms/card',
      kind: 'forms',
      name: 'card',
      title: '名片',
      version: 0,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({ file: 'lists/lawyer', title: '人员列表' }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ file: 'routes', title: '路由表' }));
    // Resource files and meta-schemas are not editable at runtime.
    expect(rows.some((r) => /resources|meta/.test(r.file))).toBe(false);
  });

  it('opens a file at version 0 as the deployed file', async () => {
    expect(await file()).toMatchObject({
      code: '200',
      data: { version: 0, isDefault: true, title: '名片', content: deployedCard() },
    });
    const history = await call<History>(t, 'GET', '/schema/history', tok.admin, {
      file: 'forms/card',
    });
    expect(history.body.data).toEqual([
      { version: 0, note: '默认文件', author: '系统', createdAt: null, action: 'publish' },
    ]);
  });
});

describe('publishing, history, rollback and reset', () => {
  it('previews a publish: no problems, the changes and no removed field', async () => {
    const res = await call<{ problems: unknown[]; changes: Json[]; removed: unknown[] }>(
      t,
      'POST',
      '/schema/impact',
      tok.admin,
      { file: 'forms/card', content: cardWithLanguage() },
    );
    expect(res.body.data).toEqual({
      problems: [],
      changes: [
        {
          pointer: '/schema/properties/language',
          kind: 'added',
          after: expect.objectContaining({ title: '工作语言' }),
          auth: false,
        },
      ],
      removed: [],
    });
  });

  it('publishes version 1 with its author and note, logged with the diff, served at once', async () => {
    const res = await call<{ version: number }>(t, 'POST', '/schema/publish', tok.admin, {
      file: 'forms/card',
      content: cardWithLanguage(),
      note: '增加工作语言',
      baseVersion: 0,
    });
    expect(res.body).toMatchObject({ code: '200', data: { version: 1 } });
    const stored = (await file()).data;
    expect(stored).toMatchObject({ version: 1, isDefault: false, content: cardWithLanguage() });
    // Byte for byte, keys in the order sent: a form's field order is the order of its keys.
    expect(JSON.stringify(stored.content)).toBe(JSON.stringify(cardWithLanguage()));
    const files = await call<FileRow[]>(t, 'GET', '/schema/files', tok.admin);
    expect(files.body.data.find((r) => r.file === 'forms/card')).toMatchObject({
      version: 1,
      author: expect.any(String),
      updatedAt: expect.any(String),
    });
    const entry = await lastLog();
    expect(entry.action).toBe('发布页面配置');
    expect(entry.target).toBe('页面配置「名片」');
    expect(entry.detail).toBe(
      '第 1 版，备注：增加工作语言。改动 1 处：新增 /schema/properties/language（工作语言）',
    );
    // This server validates with it from now on; the other firm keeps the deployed form.
    expect(served(1)).toHaveProperty('language');
    expect(served(2)).not.toHaveProperty('language');
    // Any signed-in user of the firm reads the published version (the lawyer's console).
    const published = await call<Published>(t, 'GET', '/schema/published', tok.lawyer);
    expect(published.body.data.files).toEqual({
      'forms/card': { version: 1, content: cardWithLanguage() },
    });
    // Polling with the revision held answers without the files.
    const again = await call<Published>(t, 'GET', '/schema/published', tok.lawyer, {
      since: published.body.data.revision,
    });
    expect(again.body.data).toEqual({ revision: published.body.data.revision });
  });

  it('keeps every version: history newest first, any version readable', async () => {
    const history = await call<History>(t, 'GET', '/schema/history', tok.admin, {
      file: 'forms/card',
    });
    expect(history.body.data.map((h) => [h.version, h.action, h.note])).toEqual([
      [1, 'publish', '增加工作语言'],
      [0, 'publish', '默认文件'],
    ]);
    const v0 = await call<Json>(t, 'GET', '/schema/version', tok.admin, {
      file: 'forms/card',
      version: 0,
    });
    expect(v0.body.data).toEqual({ version: 0, content: deployedCard() });
    const v1 = await call<Json>(t, 'GET', '/schema/version', tok.admin, {
      file: 'forms/card',
      version: 1,
    });
    expect(v1.body.data).toEqual({ version: 1, content: cardWithLanguage() });
    const none = await call(t, 'GET', '/schema/version', tok.admin, {
      file: 'forms/card',
      version: 9,
    });
    expect(none.body).toMatchObject({ code: '404', message: '名片没有第 9 版' });
  });

  it('rolls back to version 0 as a new version, logged, and the firm serves the deployed file', async () => {
    const res = await call<{ version: number }>(t, 'POST', '/schema/rollback', tok.admin, {
      file: 'forms/card',
      version: 0,
      baseVersion: 1,
    });
    expect(res.body).toMatchObject({ code: '200', data: { version: 2 } });
    expect((await file()).data).toMatchObject({
      version: 2,
      isDefault: true,
      content: deployedCard(),
    });
    const entry = await lastLog();
    expect(entry.action).toBe('回滚页面配置');
    expect(entry.detail).toContain(
      '第 2 版，备注：回滚到第 0 版。改动 1 处：删除 /schema/properties/language（工作语言）',
    );
    const published = await call<Published>(t, 'GET', '/schema/published', tok.admin);
    expect(published.body.data.files).toEqual({});
    expect(served(1)).not.toHaveProperty('language');
  });

  it('rolls back to a published version with its content', async () => {
    const res = await call<{ version: number }>(t, 'POST', '/schema/rollback', tok.admin, {
      file: 'forms/card',
      version: 1,
      baseVersion: 2,
      note: '恢复工作语言',
    });
    expect(res.body.data).toEqual({ version: 3 });
    expect((await file()).data).toMatchObject({ version: 3, content: cardWithLanguage() });
  });

  it('恢复默认 stores a version without content: the deployed file, logged', async () => {
    const res = await call<{ version: number }>(t, 'POST', '/schema/reset', tok.admin, {
      file: 'forms/card',
      baseVersion: 3,
    });
    expect(res.body.data).toEqual({ version: 4 });
    expect((await file()).data).toMatchObject({
      version: 4,
      isDefault: true,
      content: deployedCard(),
    });
    expect((await lastLog()).action).toBe('恢复默认页面配置');
    const history = await call<History>(t, 'GET', '/schema/history', tok.admin, {
      file: 'forms/card',
    });
    expect(history.body.data.map((h) => [h.version, h.action, h.note])).toEqual([
      [4, 'reset', '恢复默认'],
      [3, 'rollback', '恢复工作语言'],
      [2, 'rollback', '回滚到第 0 版'],
      [1, 'publish', '增加工作语言'],
      [0, 'publish', '默认文件'],
    ]);
  });

  it('marks a permission change in the log', async () => {
    const card = deployedCard();
    const props = (card.schema as { properties: Record<string, Json> }).properties;
    props.email['x-auth'] = ['ADMIN'];
    const res = await call(t, 'POST', '/schema/publish', tok.admin, {
      file: 'forms/card',
      content: card,
      note: '邮箱仅管理员可改',
      baseVersion: 4,
    });
    expect(res.body.code).toBe('200');
    expect((await lastLog()).detail).toBe(
      '第 5 版，备注：邮箱仅管理员可改。改动 1 处：【权限】新增 /schema/properties/email/x-auth：["ADMIN"]',
    );
  });

  it('publishes the route table and a list as well', async () => {
    for (const key of ['routes', 'lists/lawyer']) {
      const now = await call<{ content: Json }>(t, 'GET', '/schema/file', tok.admin, { file: key });
      const content = structuredClone(now.body.data.content);
      // A title product staff would change: the list's, or the first route's.
      if (key === 'routes') (content.routes as Json[])[0].title = '登录页';
      else content.title = '律师列表';
      const res = await call(t, 'POST', '/schema/publish', tok.admin, {
        file: key,
        content,
        note: '改标题',
        baseVersion: 0,
      });
      expect(res.body, key).toMatchObject({ code: '200', data: { version: 1 } });
    }
    const files = await call<FileRow[]>(t, 'GET', '/schema/files', tok.admin);
    expect(files.body.data.find((r) => r.file === 'lists/lawyer')?.title).toBe('律师列表');
    const published = await call<Published>(t, 'GET', '/schema/published', tok.admin);
    expect(Object.keys(published.body.data.files ?? {}).sort()).toEqual([
      'forms/card',
      'lists/lawyer',
      'routes',
    ]);
  });

  it('keeps each firm’s versions to itself', async () => {
    const other = await call<FileRow[]>(t, 'GET', '/schema/files', tok.other);
    expect(other.body.data.find((r) => r.file === 'forms/card')?.version).toBe(0);
    expect((await file(tok.other)).data).toMatchObject({ version: 0, isDefault: true });
    const history = await call<History>(t, 'GET', '/schema/history', tok.other, {
      file: 'forms/card',
    });
    expect(history.body.data.map((h) => h.version)).toEqual([0]);
    const v1 = await call(t, 'GET', '/schema/version', tok.other, {
      file: 'forms/card',
      version: 1,
    });
    expect(v1.body.code).toBe('404');
    const published = await call<Published>(t, 'GET', '/schema/published', tok.other);
    expect(published.body.data).toEqual({ revision: 0, files: {} });
  });
});
