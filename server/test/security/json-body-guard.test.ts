// The JSON body guard (plugins/input-guard.ts): prototype-poisoning keys are refused by the parser
// itself, as Fastify's own parser would, whatever the route's schema says; a string holding half a
// UTF-16 surrogate pair is refused naming its field instead of being stored as U+FFFD.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(...demo.admin);
});
afterAll(async () => t.close());

const offices = async () => (await t.database.db.select({ n: count() }).from(organization))[0].n;

const postRaw = (url: string, payload: string, token?: string) =>
  t.request({
    method: 'POST',
    url,
    token,
    payload,
    headers: { 'content-type': 'application/json' },
  });

describe('prototype poisoning', () => {
  const poisoned = [
    ['__proto__', '{"firmId":1,"name":"杭州分所","status":1,"__proto__":{"x":1}}'],
    ['escaped __proto__', '{"firmId":1,"name":"杭州分所","status":1,"\\u005f_proto__":{"x":1}}'],
    ['nested __proto__', '{"firmId":1,"name":"杭州分所","status":1,"a":{"__proto__":{"x":1}}}'],
    [
      'constructor.prototype',
      '{"firmId":1,"name":"杭州分所","status":1,"constructor":{"prototype":{"x":1}}}',
    ],
  ] as const;

  it.each(poisoned)('refuses %s with 400 before any route sees it', async (_label, payload) => {
    const before = await offices();
    for (const url of ['/api/firmOrganization/add', '/api/auth/lawyerLogin']) {
      const res = await postRaw(url, payload, admin);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({
        code: '400',
        data: null,
        message: '请求内容包含不允许的字段名（__proto__ 或 constructor.prototype）',
      });
    }
    expect(await offices()).toBe(before);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('lets ordinary bodies through and still refuses repeated keys', async () => {
    const plain = await postRaw(
      '/api/auth/lawyerLogin',
      JSON.stringify({ mobile: demo.lawyer[0], password: demo.lawyer[1], firmId: 1 }),
    );
    expect(plain.body.code).toBe('200');
    const repeated = await postRaw(
      '/api/firmOrganization/add',
      '{"firmId":1,"name":"杭州分所","name":"广州分所","status":1}',
      admin,
    );
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('请求内容不是合法的 JSON');
  });
});

describe('lone surrogates', () => {
  it('refuses half a surrogate pair naming the field, and stores nothing', async () => {
    const before = await offices();
    for (const name of ['\\ud800', '\\udc00', '分所\\ud83d']) {
      const res = await postRaw(
        '/api/firmOrganization/add',
        `{"firmId":1,"name":"${name}","status":1}`,
        admin,
      );
      expect(res.body, name).toEqual({
        code: '400',
        data: null,
        message: '机构名称包含无法识别的字符，请删除后重试',
      });
    }
    expect(await offices()).toBe(before);
  });

  it('keeps a whole pair (an emoji) as sent', async () => {
    const res = await postRaw(
      '/api/firmOrganization/add',
      '{"firmId":1,"name":"分所\\ud83d\\ude00","status":1}',
      admin,
    );
    expect(res.body.code).toBe('200');
    const list = await t.get<{ records: Array<{ name: string }> }>(
      '/api/firmOrganization/pageList',
      admin,
      { name: '分所' },
    );
    expect(list.data.records.map((r) => r.name)).toContain('分所😀');
  });

  it('names the field by its title on any route', async () => {
    const res = await postRaw(
      '/api/auth/lawyerLogin',
      '{"firmId":1,"mobile":"1380000000\\udc01","password":"x"}',
    );
    expect(res.body.message).toBe('手机号包含无法识别的字符，请删除后重试');
  });
});
