// Disk fill through uploads (routes/upload/store.ts): a POST policy admits one object; a lawyer's
// and a firm's uploads are bounded by quotas (存储空间不足), also against simultaneous uploads;
// files no record uses a day after upload are swept; nothing is accepted while the disk is nearly
// full.
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { sweepUploads } from '../../src/routes/upload/store';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';

const KB = 1024;
const LIMITS = { lawyerBytes: 10 * KB, firmBytes: 40 * KB };
const NO_SPACE = '存储空间不足，请删除不再使用的图片或视频，或联系管理员';

let t: TestApp;
let dataDir: string;
const tok = {} as Record<'admin' | 'lawyer' | 'other', string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'upload-abuse-'));
  t = await createTestApp({ dataDir, uploadLimits: LIMITS });
  tok.admin = await t.tokenFor(...demo.admin);
  tok.lawyer = await t.tokenFor(...demo.lawyer);
  tok.other = await t.tokenFor('13800000002', 'Lawyer@2026');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Sign {
  dir: string;
  policy: string;
  signature: string;
  accessid: string;
}
const png = (size: number) => {
  const b = randomBytes(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b;
};
const sign = async (token: string, app = t.app) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/ossSign?kind=image',
    headers: { token },
  });
  return res.json<{ code: string; data: Sign; message: string }>();
};
const signed = async (token: string) => {
  const res = await sign(token);
  expect(res.code, res.message).toBe('200');
  return res.data;
};
const upload = async (
  s: Sign,
  size: number,
  app = t.app,
  name = randomBytes(8).toString('hex'),
) => {
  const boundary = `----b${randomBytes(8).toString('hex')}`;
  const field = (k: string, v: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      field('key', `${s.dir}${name}.png`) +
        field('policy', s.policy) +
        field('OSSAccessKeyId', s.accessid) +
        field('signature', s.signature) +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png(size),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/oss/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json<{ code: string; data: { url: string } | null; message: string }>();
};
const root = () => path.join(dataDir, 'uploads');
const stored = async () =>
  (await readdir(root(), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) =>
    e.isFile(),
  ).length;
const fileOf = (key: string) => path.join(root(), ...key.split('/'));
const keyOf = (url: string) => url.replace('/api/oss/files/', '');

describe('a policy', () => {
  it('admits one object: a reused policy is refused and stores nothing', async () => {
    const s = await signed(tok.admin);
    expect((await upload(s, KB)).code).toBe('200');
    const before = await stored();
    for (let i = 0; i < 3; i += 1) {
      expect(await upload(s, KB)).toMatchObject({
        code: '400',
        message: '上传凭证已使用，请重新上传',
      });
    }
    expect(await stored()).toBe(before);
  });
});

describe('quotas', () => {
  it('bound a lawyer’s uploads, also when they arrive together', async () => {
    const policies = await Promise.all(Array.from({ length: 5 }, () => signed(tok.lawyer)));
    const answers = await Promise.all(policies.map((s) => upload(s, 3 * KB)));
    // 10 KB hold three files of 3 KB, however many arrive at once.
    expect(answers.filter((a) => a.code === '200')).toHaveLength(3);
    for (const a of answers.filter((x) => x.code !== '200')) {
      expect(a).toMatchObject({ code: '400', message: NO_SPACE });
    }
    // Another lawyer of the firm has room of their own.
    expect((await upload(await signed(tok.other), 3 * KB)).code).toBe('200');
    // Past the quota even the policy is refused, before anything is sent.
    expect((await upload(await signed(tok.lawyer), 1 * KB)).code).toBe('200');
    expect(await sign(tok.lawyer)).toMatchObject({ code: '400', message: NO_SPACE });
  });

  it('bound the firm’s uploads, admins’ included', async () => {
    let last = { code: '200', message: '' };
    let n = 0;
    while (last.code === '200' && n < 20) {
      const s = await sign(tok.admin);
      last = s.code === '200' ? await upload(s.data, 4 * KB) : s;
      n += 1;
    }
    expect(last).toMatchObject({ code: '400', message: NO_SPACE });
    expect(n).toBeLessThan(20);
  });
});

describe('the sweep', () => {
  it('removes files no record uses a day after upload and keeps the used ones', async () => {
    // A fresh firm-wide budget: forget what the quota tests stored.
    await t.database.db.execute(sql`delete from upload`);
    const s1 = await signed(tok.admin);
    const used = (await upload(s1, KB)).data!.url;
    const unused = (await upload(await signed(tok.admin), KB)).data!.url;
    // A record uses the first: the firm's settings name it, as a logo would.
    await t.database.db.execute(
      sql`update firm set settings = settings || ${JSON.stringify({ testLogo: used })}::jsonb where id = 1`,
    );
    const hours = (h: number) => new Date(Date.now() + h * 3600_000);
    expect(await sweepUploads(t.database.db, fileOf, hours(23))).toEqual({ kept: 0, removed: 0 });
    expect(await sweepUploads(t.database.db, fileOf, hours(25))).toEqual({ kept: 1, removed: 1 });
    expect(existsSync(fileOf(keyOf(used)))).toBe(true);
    expect(existsSync(fileOf(keyOf(unused)))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: unused })).statusCode).toBe(404);
    // A kept file is not looked at again, even once the record stops naming it.
    await t.database.db.execute(sql`update firm set settings = settings - 'testLogo' where id = 1`);
    expect(await sweepUploads(t.database.db, fileOf, hours(49))).toEqual({ kept: 0, removed: 0 });
    expect(existsSync(fileOf(keyOf(used)))).toBe(true);
  });
});

describe('a nearly full disk', () => {
  it('refuses policies and uploads while free space is below the floor', async () => {
    const full = await buildApp({
      db: t.database.db,
      demo: true,
      dataDir,
      uploadLimits: { minFreeBytes: Number.MAX_SAFE_INTEGER },
      uploadSweepEveryMs: 0,
    });
    const DISK_FULL = '存储空间不足，服务器磁盘空间已满，请联系管理员';
    expect(await sign(tok.admin, full)).toMatchObject({ code: '400', message: DISK_FULL });
    const before = await stored();
    // A policy signed while there was room is refused once the disk is full.
    expect(await upload(await signed(tok.admin), KB, full)).toMatchObject({
      code: '400',
      message: DISK_FULL,
    });
    expect(await stored()).toBe(before);
    await full.close();
  });
});
