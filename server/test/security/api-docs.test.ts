// /api/docs (plugins/docs.ts): open in demo mode; in production a 404 unless API_DOCS=1, and then
// only for signed-in admins (the Token header, or the console's cookie when opened in a tab).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});
const build = async (opts: Parameters<typeof createTestApp>[0]) => {
  const t = await createTestApp(opts);
  apps.push(t);
  return t;
};
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const production = {
  NODE_ENV: 'production',
  FIRM_NAME: '某律所',
  ADMIN_USERNAME: 'boss',
  ADMIN_PASSWORD: 'Strong-Pass-2026',
};

describe('API docs in production by default', () => {
  let t: TestApp;
  // Each app is built in a hook (a minute allowed), not in a test (half a minute).
  beforeAll(async () => {
    t = await build({ demo: false });
  });

  it('are off: 404 like any unknown path, even for an admin', async () => {
    expect(readConfig(production).apiDocs).toBe('off');
    const token = await t.tokenFor(...demo.admin);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await get(t, url, { token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: '404', data: null, message: '接口不存在' });
    }
  });
});

describe('API docs in production with API_DOCS=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ demo: false, apiDocs: 'admins' });
  });

  it('are for signed-in admins only', async () => {
    expect(readConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe('admins');
    const admin = await t.tokenFor(...demo.admin);
    const lawyer = await t.tokenFor(...demo.lawyer);
    for (const headers of [
      {} as Record<string, string>,
      { token: lawyer },
      { token: 'not-a-token' },
      { cookie: `token=${lawyer}` },
    ]) {
      const res = await get(t, '/api/docs/json', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.body).not.toContain('openapi');
    }
    const json = await get(t, '/api/docs/json', { token: admin });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toHaveProperty('openapi');
    // A browser tab sends no Token header, only the console's cookie.
    const page = await get(t, '/api/docs/json', { cookie: `other=1; token=${admin}` });
    expect(page.statusCode).toBe(200);
  });
});

describe('API docs in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({});
  });

  it('stay open', async () => {
    expect(readConfig({ NODE_ENV: 'development' }).apiDocs).toBe('public');
    expect((await get(t, '/api/docs/json')).statusCode).toBe(200);
  });
});
