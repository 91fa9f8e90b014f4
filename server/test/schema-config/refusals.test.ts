// Every refusal of the 页面配置 calls is in Chinese and changes nothing (no version, no log row):
// invalid JSON, a body over 1 MB, an unknown file, content the check refuses (unknown component,
// unknown call) with file and pointer, a stale base (HTTP 409 with both diffs, also when two
// publishes race on one base), removed fields holding data without confirmation, and callers
// without `system`.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/lib/db-errors';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';
import { call, cardWithLanguage, cardWithout, deployedCard, stored, type Json } from './helpers';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
});
afterAll(() => t.close());

/** Runs `refused` and asserts the database holds the same versions and log rows after it. */
const unchanged = async <T>(refused: () => Promise<T>): Promise<T> => {
  const before = await stored(t);
  const out = await refused();
  expect(await stored(t)).toEqual(before);
  return out;
};

const publish = (content: unknown, baseVersion = 0, extra: Json = {}, token = tok.admin) =>
  call<Json>(t, 'POST', '/schema/publish', token, {
    file: 'forms/card',
    content,
    note: '测试',
    baseVersion,
    ...extra,
  });

type Problems = { problems: Array<{ file: string; pointer: string; message: string }> };

describe('bad input to the publishing calls', () => {
  it('refuses a body that is not JSON', async () => {
    const res = await unchanged(() =>
      t.request({
        method: 'POST',
        url: '/api/schema/publish',
        token: tok.admin,
        headers: { 'content-type': 'application/json' },
        payload: '{"file": "forms/card", "content": {',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请求内容不是合法的 JSON');
  });

  it('refuses a 10 MB body with a 413', async () => {
    const big = { ...deployedCard(), description: 'x'.repeat(10 * 1024 * 1024) };
    const res = await unchanged(() => publish(big));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('请求内容过大');
  });

  it('refuses an unknown file, and content that is not an object', async () => {
    const res = await unchanged(() =>
      call(t, 'POST', '/schema/publish', tok.admin, {
        file: 'resources/card',
        content: deployedCard(),
        note: '测试',
        baseVersion: 0,
      }),
    );
    expect(res.body.code).toBe('404');
    expect(res.body.message).toContain('页面配置文件不存在：resources/card');
    // A settings section's form is validated as deployed: a published copy would show fields
    // the server refuses, so it is neither listed nor publishable.
    const settings = await unchanged(() =>
      call(t, 'POST', '/schema/publish', tok.admin, {
        file: 'forms/conf-card-audit',
        content: {},
        note: '测试',
        baseVersion: 0,
      }),
    );
    expect(settings.body).toMatchObject({ code: '400' });
    expect(settings.body.message).toContain('不能在页面配置中修改');
    const files = await call<Array<{ file: string }>>(t, 'GET', '/schema/files', tok.admin);
    const listed = files.body.data.map((f) => f.file);
    expect(listed).not.toContain('forms/conf-card-audit');
    expect(listed).not.toContain('forms/message-notice');
    const list = await unchanged(() => publish([1, 2]));
    expect(list.body).toMatchObject({ code: '400', message: '内容类型不正确' });
    const noNote = await unchanged(() => publish(cardWithLanguage(), 0, { note: '  ' }));
    expect(noNote.body).toMatchObject({ code: '400', message: '请填写发布说明', field: 'note' });
  });

  it('refuses content naming an unknown component, with the file and JSON pointer', async () => {
    const card = cardWithLanguage();
    const props = (card.schema as { properties: Record<string, Json> }).properties;
    props.language['x-component'] = 'LanguagePicker';
    const res = await unchanged(() => publish(card));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('400');
    expect(res.body.message).toBe('发布失败：检查发现 1 个问题');
    expect(res.body).not.toHaveProperty('field');
    const { problems } = res.body.data as Problems;
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'schemas/forms/card.json',
        pointer: '/schema/properties/language/x-component',
        message: expect.stringContaining('LanguagePicker'),
      }),
    ]);
    // The preview reports the same problem without storing anything.
    const impact = await unchanged(() =>
      call<Problems>(t, 'POST', '/schema/impact', tok.admin, { file: 'forms/card', content: card }),
    );
    expect(impact.body.data.problems).toEqual(problems);
  });

  it('refuses content naming an unknown call', async () => {
    const card = deployedCard();
    (card.submit as Json).update = 'card.rewrite';
    const res = await unchanged(() => publish(card));
    expect(res.body.code).toBe('400');
    expect((res.body.data as Problems).problems).toContainEqual(
      expect.objectContaining({
        pointer: '/submit/update',
        message: expect.stringContaining('card.rewrite'),
      }),
    );
  });

  it('asks to confirm removing a field that records hold, and keeps the data', async () => {
    const res = await unchanged(() => publish(cardWithout('wechat')));
    expect(res.body.code).toBe('400');
    const { removed } = res.body.data as { removed: Array<{ name: string; count: number }> };
    expect(removed).toEqual([{ name: 'wechat', title: '微信号', count: expect.any(Number) }]);
    expect(removed[0].count).toBeGreaterThan(0);
    expect(res.body.message).toContain(`微信号（${removed[0].count} 条记录）`);
    const impact = await call<{ removed: unknown }>(t, 'POST', '/schema/impact', tok.admin, {
      file: 'forms/card',
      content: cardWithout('wechat'),
    });
    expect(impact.body.data.removed).toEqual(removed);
    // Confirmed, it publishes, and the stored values stay where they were.
    const confirmed = await publish(cardWithout('wechat'), 0, { confirmRemoved: true });
    expect(confirmed.body).toMatchObject({ code: '200', data: { version: 1 } });
    const held = await t.database.db.execute(
      sql`select count(*)::int as n from lawyer_card where firm_id = 1 and content ? 'wechat'`,
    );
    expect((held as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(removed[0].count);
  });
});

describe('a stale base version', () => {
  it('is a 409 naming the current version, with their and our changes', async () => {
    // Version 1 (wechat removed) is current; this client still edits version 0.
    const res = await unchanged(() => publish(cardWithLanguage(), 0));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('409');
    expect(res.body.message).toMatch(/^该文件已被他人发布了第 1 版/);
    const data = res.body.data as { current: number; theirs: Json[]; ours: Json[] };
    expect(data.current).toBe(1);
    expect(data.theirs).toEqual([
      expect.objectContaining({ pointer: '/schema/properties/wechat', kind: 'removed' }),
    ]);
    expect(data.ours).toEqual([
      expect.objectContaining({ pointer: '/schema/properties/language', kind: 'added' }),
    ]);
    const rollback = await unchanged(() =>
      call(t, 'POST', '/schema/rollback', tok.admin, {
        file: 'forms/card',
        version: 0,
        baseVersion: 0,
      }),
    );
    expect(rollback.status).toBe(409);
    const reset = await unchanged(() =>
      call(t, 'POST', '/schema/reset', tok.admin, { file: 'forms/card', baseVersion: 5 }),
    );
    expect(reset.status).toBe(409);
  });

  it('lets exactly one of two concurrent publishes on one base through', async () => {
    const before = await stored(t);
    const answers = await Promise.all([
      publish(cardWithLanguage(), 1),
      publish(deployedCard(), 1, { confirmRemoved: true }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect((loser.body.data as { current: number }).current).toBe(2);
    expect(await stored(t)).toEqual({ versions: before.versions + 1, logs: before.logs + 1 });
  });

  it('is held by the unique version number, also when both writers passed the base check', async () => {
    // Two writers that both found lists/card at version 0: the database numbers one of them 1.
    const row = {
      firmId: 1,
      file: 'lists/card',
      version: 1,
      content: null,
      note: '并发',
      authorId: null,
      authorName: '测试',
      action: 'reset' as const,
    };
    const outcomes = await Promise.allSettled([
      t.app.schemaVersions.insert(row),
      t.app.schemaVersions.insert(row),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failed = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(isUniqueViolation(failed.reason)).toBe(true);
  });
});

describe('who may publish', () => {
  it('refuses admins without system and lawyers with 403, on every call', async () => {
    const calls: Array<['GET' | 'POST', string, Json]> = [
      ['GET', '/schema/files', {}],
      ['GET', '/schema/file', { file: 'forms/card' }],
      ['GET', '/schema/history', { file: 'forms/card' }],
      ['GET', '/schema/version', { file: 'forms/card', version: 0 }],
      ['POST', '/schema/impact', { file: 'forms/card', content: cardWithLanguage() }],
      [
        'POST',
        '/schema/publish',
        { file: 'forms/card', content: cardWithLanguage(), note: 'x', baseVersion: 2 },
      ],
      ['POST', '/schema/rollback', { file: 'forms/card', version: 0, baseVersion: 2 }],
      ['POST', '/schema/reset', { file: 'forms/card', baseVersion: 2 }],
    ];
    for (const token of [tok.branch, tok.lawyer]) {
      for (const [method, url, data] of calls) {
        const res = await unchanged(() => call(t, method, url, token, data));
        expect(res.body, `${method} ${url}`).toMatchObject({ code: '403', message: '无权访问' });
      }
    }
    // Reading what is published is every signed-in user's.
    expect((await call(t, 'GET', '/schema/published', tok.branch)).body.code).toBe('200');
    const anonymous = await t.request({ method: 'GET', url: '/api/schema/published' });
    expect(anonymous.body.code).toBe('4003');
  });
});
