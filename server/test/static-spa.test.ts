// The built console is served cheaply: the brotli/gzip copies the build writes beside each file
// (scripts/vite-precompress.ts) go to browsers that accept them, hashed /assets/ files may be
// cached for a year, index.html is revalidated on every load. SPA fallback and the 404 envelope
// are in static-and-lock.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress';
import { createTestApp, type TestApp } from './helpers/test-app';

const tmp = mkdtempSync(path.join(tmpdir(), 'static-spa-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'第${i}行'`).join(',')}];\n`;
const page = `<!doctype html><title>console</title>${'<meta name="x" content="y">'.repeat(60)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
beforeAll(async () => {
  const dist = path.join(tmp, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), page);
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(
    path.join(dist, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
  );
  // The build's list of the card page's chunks (scripts/vite-page-preloads.ts), with one entry a
  // damaged build could hold: a path outside /assets/ is never named.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'page-preloads.json'),
    JSON.stringify({ 'public-card': ['/assets/public-card-page-Zx9.js', '//evil.example/x.js'] }),
  );
  await precompressDir(dist);
  t = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('static console: compression and caching', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has index.html revalidated on every load (no-cache), compressed, for / and client routes', async () => {
    for (const url of ['/', '/login', '/app/card?status=1']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
    const first = await get('/login');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toBe(page);
    const again = await get('/login', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('revalidates files outside /assets/, whose names carry no hash', async () => {
    const res = await get('/logo.svg', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps the security headers on compressed files', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('does not serve the compressed copies under their own names as something else', async () => {
    const res = await get('/assets/index-Ab12Cd34.js.br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).not.toMatch(/javascript/);
  });
});

describe('the public card page in link previews', () => {
  it("names the published card's lawyer and firm in the title and share tags", async () => {
    const res = await get('/card/1?from=qr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/<title>张伟 - [^<]+<\/title>/);
    expect(res.body).toMatch(/<meta property="og:title" content="张伟 - [^"]+" \/>/);
    expect(res.body).toContain(
      '<meta property="og:description" content="高级合伙人 · 北京总所" />',
    );
    expect(res.body).not.toContain('<title>console</title>');
    // The card the page renders at once: exactly what GET /card/public/1 answers.
    const json = /<script type="application\/json" id="card-data">([^<]*)<\/script>/.exec(res.body);
    const api = (await get('/api/card/public/1?firmId=1')).json() as { data: unknown };
    expect(JSON.parse(json?.[1] ?? 'null')).toMatchObject({ id: 1, card: api.data });
    // Its code is fetched beside the entry, not after it has run.
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/public-card-page-Zx9.js" />',
    );
    expect(res.body).not.toContain('evil.example');
  });

  it('leaves an unknown card and other routes the plain page', async () => {
    for (const url of ['/card/999999', '/app/office', '/card/abc']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>console</title>');
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('modulepreload');
    }
  });
});
