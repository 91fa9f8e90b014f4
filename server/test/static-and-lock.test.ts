// Serving the console (SPA fallback) and the data-directory lock that keeps a second server out.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDirLock, LockHeldError } from '../src/lib/lock-file';
import { startServer } from '../src/server';
import { readConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';

const tmp = mkdtempSync(path.join(tmpdir(), 'server-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('static console with SPA fallback', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = path.join(tmp, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ staticDir: dist });
  });
  afterAll(() => t.close());

  it('serves files and index.html for client routes', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1)');
    for (const url of ['/', '/login', '/app/office/3/detail?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>console</title>');
    }
  });

  it('answers missing files and unknown API paths with 404, never index.html', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/api/unknown', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: '404', data: null, message: '接口不存在' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });

  it('sends security headers with a CSP that allows data: images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: blob:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the browser hardening headers on pages and API answers alike', async () => {
    for (const url of ['/login', '/api/auth/getFirmId?firmId=1', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      // Scripts only from our origin: no inline script, no eval, no plugins, no foreign framing.
      expect(csp, url).toMatch(/script-src 'self'(;|$)/);
      expect(csp, url).toMatch(/object-src 'none'/);
      expect(csp, url).toMatch(/base-uri 'none'/);
      expect(csp, url).toMatch(/frame-ancestors 'self'/);
      expect(csp, url).not.toMatch(/unsafe-eval/);
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=31536000/);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/auth/getFirmId?firmId=1' });
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('data directory lock', () => {
  it('is exclusive while held and free again after release', () => {
    const dir = path.join(tmp, 'lock-a');
    const lock = acquireDirLock(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    expect(() => acquireDirLock(dir)).toThrow(LockHeldError);
    expect(() => acquireDirLock(dir)).toThrow(
      /数据目录已被另一个服务进程.*占用.*in use by another server process/,
    );
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    acquireDirLock(dir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = path.join(tmp, 'lock-b');
    mkdirSync(dir, { recursive: true });
    // pid far above any pid_max: certainly not running.
    writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const lock = acquireDirLock(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('makes a second server on the same DATA_DIR refuse to start; data survives a restart', async () => {
    const dataDir = path.join(tmp, 'data');
    const cfg = {
      ...readConfig({ NODE_ENV: 'test' }),
      dataDir,
      port: 0,
      host: '127.0.0.1',
      staticDir: path.join(tmp, 'no-dist'),
    };
    const first = await startServer(cfg, { logger: false });
    await expect(startServer(cfg, { logger: false })).rejects.toThrow(LockHeldError);
    const res = await fetch(`${first.url}/api/firm/firmInfo/1`);
    expect(((await res.json()) as { data: { name: string } }).data.name).toBe('君合明德律师事务所');
    await first.close();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const again = await startServer(cfg, { logger: false });
    const res2 = await fetch(`${again.url}/api/firm/firmInfo/1`);
    expect(res2.status).toBe(200);
    await again.close();
  });
});
