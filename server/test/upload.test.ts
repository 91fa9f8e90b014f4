// Uploads: the OSS-style policy (auth/ossSign), the receiving endpoint (oss/upload) and the file
// server (oss/files/*). Every refusal must leave nothing on disk.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { serverSecret } from '../src/db/schema';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
let dataDir: string;
const tok = {} as Record<'admin' | 'lawyer', string>;

interface Sign {
  host: string;
  dir: string;
  policy: string;
  signature: string;
  accessid: string;
  expire: number;
  maxSize: number;
  accept: string;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'upload-test-'));
  t = await createTestApp({ dataDir });
  tok.admin = await t.tokenFor(...demo.admin);
  tok.lawyer = await t.tokenFor(...demo.lawyer);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const png = (size = 64) => {
  const b = randomBytes(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b;
};
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(100)]);
const mp4 = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(200)]);

const sign = async (kind = 'image', token = tok.admin) =>
  (await t.get<Sign>('/api/auth/ossSign', token, { kind })).data;

const form = (
  fields: Array<[string, string]>,
  file?: { name: string; data: Buffer; type: string },
) => {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const fieldsOf = (s: Sign, key: string): Array<[string, string]> => [
  ['key', key],
  ['policy', s.policy],
  ['OSSAccessKeyId', s.accessid],
  ['signature', s.signature],
  ['success_action_status', '200'],
];

const upload = async (
  fields: Array<[string, string]>,
  file?: { name: string; data: Buffer; type: string },
  app = t.app,
) => {
  const res = await app.inject({ method: 'POST', url: '/api/oss/upload', ...form(fields, file) });
  return {
    status: res.statusCode,
    body: res.json<{ code: string; data: { url: string }; message: string }>(),
  };
};

/** Every stored file, relative to the uploads folder. */
const stored = async () => {
  const root = path.join(dataDir, 'uploads');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  } catch {
    return [];
  }
};

const secret = async () => (await t.database.db.select().from(serverSecret))[0].value;
const hmac = (policy: string, key: string) =>
  createHmac('sha1', key).update(policy).digest('base64');
const signed = async (doc: object) => {
  const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
  return { policy, signature: hmac(policy, await secret()) };
};

describe('ossSign', () => {
  it('needs a signed-in admin or lawyer', async () => {
    const anon = await t.request({ method: 'GET', url: '/api/auth/ossSign?kind=image' });
    expect(anon.body.code).toBe('4003');
    expect((await sign('image', tok.lawyer)).dir).toMatch(/^firm\/1\/\d{6}\/$/);
  });

  it('returns a signed policy: 10 minutes, size range, the firm’s month folder, allowed types', async () => {
    const before = Date.now();
    const s = await sign();
    expect(s).toMatchObject({
      host: '/api/oss/upload',
      accessid: 'tenant-admin',
      maxSize: 5 * MB,
      accept: 'image/jpeg,image/png,image/webp,image/gif',
    });
    const policy = JSON.parse(Buffer.from(s.policy, 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    const ttl = Date.parse(policy.expiration) - before;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 2000);
    expect(s.expire).toBe(Math.floor(Date.parse(policy.expiration) / 1000));
    expect(policy.conditions).toEqual([
      ['content-length-range', 1, 5 * MB],
      ['starts-with', '$key', s.dir],
      ['in', '$content-type', ['image/jpeg', 'image/png', 'image/webp', 'image/gif']],
    ]);
    expect(s.signature).toBe(hmac(s.policy, await secret()));
    const video = await sign('video');
    expect(video).toMatchObject({ maxSize: 50 * MB, accept: 'video/mp4' });
    expect(await t.get('/api/auth/ossSign', tok.admin, { kind: 'html' })).toMatchObject({
      code: '400',
      message: '上传类型的取值不在可选范围内',
    });
  });

  it('is rate limited per user', async () => {
    const app = await buildApp({ db: t.database.db, demo: true, dataDir, ossSignRateLimit: 3 });
    const call = (token: string) =>
      app.inject({ method: 'GET', url: '/api/auth/ossSign?kind=image', headers: { token } });
    for (let i = 0; i < 3; i++) expect((await call(tok.admin)).json().code).toBe('200');
    const limited = await call(tok.admin);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: '429', message: '操作过于频繁，请稍后再试' });
    // Another user has their own allowance.
    expect((await call(tok.lawyer)).json().code).toBe('200');
    await app.close();
  });
});

describe('upload and serve', () => {
  it('stores a valid image and serves it back byte-identical with nosniff', async () => {
    const s = await sign();
    const data = png(2048);
    const key = `${s.dir}${randomBytes(16).toString('hex')}.png`;
    const res = await upload(fieldsOf(s, key), { name: 'photo.png', data, type: 'image/png' });
    expect(res).toMatchObject({
      status: 200,
      body: { code: '200', data: { url: `/api/oss/files/${key}` } },
    });
    const got = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(data)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect(got.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    // The same key cannot be written twice (its URL may be published), not even with a new policy.
    const again = await upload(fieldsOf(await sign(), key), {
      name: 'x.png',
      data: png(),
      type: 'image/png',
    });
    expect(again.body).toMatchObject({ code: '400', message: '文件已存在，请重新上传' });
    expect(
      (await t.app.inject({ method: 'GET', url: res.body.data.url })).rawPayload.equals(data),
    ).toBe(true);
  });

  it('goes by the bytes, not the name: a JPEG sent as .png is stored and served as .jpg', async () => {
    const s = await sign('image', tok.lawyer);
    const res = await upload(fieldsOf(s, `${s.dir}lawyer-photo.png`), {
      name: 'a.png',
      data: jpeg(),
      type: 'image/png',
    });
    expect(res.body.code).toBe('200');
    expect(res.body.data.url).toMatch(/\/lawyer-photo\.jpg$/);
    const got = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(got.headers['content-type']).toBe('image/jpeg');
    // No extension, or the other spelling of the right one: given the type's, or kept.
    const bare = await upload(fieldsOf(await sign('image', tok.lawyer), `${s.dir}no-extension`), {
      name: 'x',
      data: png(),
      type: 'image/png',
    });
    expect(bare.body.data.url).toMatch(/\/no-extension\.png$/);
    const jpegName = await upload(fieldsOf(await sign('image', tok.lawyer), `${s.dir}photo.JPEG`), {
      name: 'p',
      data: jpeg(),
      type: 'image/jpeg',
    });
    expect(jpegName.body.data.url).toMatch(/\/photo\.JPEG$/);
  });

  it('accepts an MP4 with a video policy, not with an image policy', async () => {
    const v = await sign('video');
    const res = await upload(fieldsOf(v, `${v.dir}intro.mp4`), {
      name: 'intro.mp4',
      data: mp4(),
      type: 'video/mp4',
    });
    expect(res.body.code).toBe('200');
    const got = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(got.headers['content-type']).toBe('video/mp4');
    const i = await sign('image');
    const bad = await upload(fieldsOf(i, `${i.dir}intro2.mp4`), {
      name: 'intro2.mp4',
      data: mp4(),
      type: 'video/mp4',
    });
    expect(bad.body).toMatchObject({ code: '400', message: '只能上传图片或视频' });
  });

  it('answers unknown and malformed file paths with the 404 envelope', async () => {
    for (const url of [
      '/api/oss/files/firm/1/202601/nope.png',
      '/api/oss/files/..%2f..%2fpackage.json',
      '/api/oss/files/firm/1/202601/..%2f..%2f..%2fpackage.json',
      '/api/oss/files/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: '404' });
    }
  });
});

describe('refusals store nothing', () => {
  it('refuses bad policies, keys, sizes and types with Chinese messages', async () => {
    const before = await stored();
    const s = await sign();
    const name = () => `${s.dir}${randomBytes(8).toString('hex')}.png`;
    const file = { name: 'a.png', data: png(), type: 'image/png' };
    const now = Date.now();
    const expired = await signed({
      expiration: new Date(now - 1000).toISOString(),
      conditions: [
        ['content-length-range', 1, 5 * MB],
        ['starts-with', '$key', s.dir],
        ['in', '$content-type', ['image/png']],
      ],
    });
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const cases: Array<[string, Array<[string, string]>, typeof file | undefined, string]> = [
      ['no policy', [['key', name()]], file, '缺少上传凭证，请重新上传'],
      [
        'bad signature',
        fieldsOf({ ...s, signature: hmac(s.policy, 'guess') }, name()),
        file,
        '上传凭证无效，请重新上传',
      ],
      [
        'policy edited after signing',
        fieldsOf(
          {
            ...s,
            policy: Buffer.from(
              Buffer.from(s.policy, 'base64')
                .toString()
                .replace(String(5 * MB), String(500 * MB)),
            ).toString('base64'),
          },
          name(),
        ),
        file,
        '上传凭证无效，请重新上传',
      ],
      [
        'expired policy',
        [
          ['key', name()],
          ['policy', expired.policy],
          ['signature', expired.signature],
        ],
        file,
        '上传凭证已过期，请重新上传',
      ],
      [
        'wrong access id',
        [...fieldsOf(s, name()).filter(([k]) => k !== 'OSSAccessKeyId'), ['OSSAccessKeyId', 'x']],
        file,
        '上传凭证无效，请重新上传',
      ],
      ['key outside dir', fieldsOf(s, 'firm/2/202601/a.png'), file, '文件路径不在允许的目录内'],
      [
        'key of another month',
        fieldsOf(s, 'firm/1/199901/a.png'),
        file,
        '文件路径不在允许的目录内',
      ],
      ['traversal', fieldsOf(s, `${s.dir}../../../../etc/x.png`), file, '文件路径不正确'],
      ['encoded traversal', fieldsOf(s, `${s.dir}..%2f..%2fx.png`), file, '文件路径不正确'],
      ['backslashes', fieldsOf(s, `${s.dir}..\\..\\x.png`), file, '文件路径不正确'],
      ['absolute', fieldsOf(s, `/${s.dir}x.png`), file, '文件路径不正确'],
      ['sub folder', fieldsOf(s, `${s.dir}a/b.png`), file, '文件路径不正确'],
      ['no file name', fieldsOf(s, s.dir), file, '文件路径不正确'],
      ['no file', fieldsOf(s, name()), undefined, '请选择要上传的文件'],
      ['empty file', fieldsOf(s, name()), { ...file, data: Buffer.alloc(0) }, '文件内容为空'],
      ['oversize', fieldsOf(s, name()), { ...file, data: png(5 * MB + 1) }, '文件大小不能超过 5MB'],
      [
        'HTML named .png',
        fieldsOf(s, name()),
        { name: 'a.png', data: html, type: 'image/png' },
        '只能上传图片或视频',
      ],
      [
        'HTML',
        fieldsOf(s, `${s.dir}page.html`),
        { name: 'page.html', data: html, type: 'text/html' },
        '只能上传图片或视频',
      ],
      [
        'SVG',
        fieldsOf(s, `${s.dir}logo.svg`),
        { name: 'logo.svg', data: svg, type: 'image/svg+xml' },
        '只能上传图片或视频',
      ],
    ];
    for (const [label, fields, f, message] of cases) {
      const res = await upload(fields, f);
      expect(res.body, label).toMatchObject({ code: '400', message });
    }
    // A file sent before the policy fields cannot be checked: refused too.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/oss/upload',
      ...form([], file),
    });
    expect(early.json()).toMatchObject({ code: '400', message: '缺少上传凭证，请重新上传' });
    const json = await t.request({ method: 'POST', url: '/api/oss/upload', payload: { key: 'x' } });
    expect(json.body.code).toBe('400');
    expect(await stored()).toEqual(before);
  });

  it('accepts exactly the maximum size', async () => {
    const s = await sign();
    const res = await upload(fieldsOf(s, `${s.dir}max.png`), {
      name: 'max.png',
      data: png(5 * MB),
      type: 'image/png',
    });
    expect(res.body.code).toBe('200');
  });
});

describe('secret', () => {
  it('is shared through the database: another app instance accepts this one’s policy', async () => {
    const second = await buildApp({ db: t.database.db, demo: true, dataDir });
    const s = await sign();
    const res = await upload(
      fieldsOf(s, `${s.dir}shared.png`),
      { name: 'a.png', data: png(), type: 'image/png' },
      second,
    );
    expect(res.body.code).toBe('200');
    await second.close();
  });

  it('uses OSS_SECRET when given', async () => {
    const key = 'a-production-secret-of-some-length';
    const app = await buildApp({ db: t.database.db, demo: false, dataDir, ossSecret: key });
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/ossSign?kind=image',
      headers: { token: tok.admin },
    });
    const s = res.json<{ data: Sign }>().data;
    expect(s.signature).toBe(hmac(s.policy, key));
    // A policy signed with the demo key is not valid there.
    const demoSigned = await sign();
    const refused = await upload(
      fieldsOf(demoSigned, `${demoSigned.dir}other.png`),
      { name: 'a.png', data: png(), type: 'image/png' },
      app,
    );
    expect(refused.body.message).toBe('上传凭证无效，请重新上传');
    await app.close();
  });
});
