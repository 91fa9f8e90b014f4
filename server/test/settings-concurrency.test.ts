// Simultaneous settings saves (docs/contract-settings.md): saves of different sections of one
// firm never overwrite each other (the firm row is locked per save), and of two saves from the
// same version exactly one wins.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(...demo.admin);
});
afterAll(async () => t.close());

it('keeps every section of simultaneous saves', async () => {
  const results = await Promise.all([
    t.send('PUT', '/api/firmConf/sortSet', admin, { way: 'weight' }),
    t.send('PUT', '/api/firmConf/shareCover', admin, { title: '分享' }),
    t.send('PUT', '/api/firmConf/qrcode', admin, { name: '公众号' }),
    t.send('PUT', '/api/firmConf/appConf', admin, {
      appConfSet: JSON.stringify({ index: { intro: '简介' } }),
    }),
    t.send('PUT', '/api/firmConf/appConf', admin, {
      appConfSet: JSON.stringify({ card: { template: 'simple', themeColor: '#000000' } }),
    }),
  ]);
  expect(results.map((r) => r.code)).toEqual(['200', '200', '200', '200', '200']);
  const all = await t.get<Record<string, Record<string, unknown>>>('/api/firmConf', admin);
  expect(all.data.sortSet.way).toBe('weight');
  expect(all.data.shareCover.title).toBe('分享');
  expect(all.data.qrcode.name).toBe('公众号');
  expect(all.data.appConf).toMatchObject({
    index: { intro: '简介' },
    card: { template: 'simple' },
    version: 3,
  });
});

it('lets exactly one of two saves from the same version win', async () => {
  const { version } = (await t.get<{ version: number }>('/api/firmConf/sortSet', admin)).data;
  const results = await Promise.all(
    (['pinyin', 'practiceYears'] as const).map((way) =>
      t.send('PUT', '/api/firmConf/sortSet', admin, { way, version }),
    ),
  );
  expect(results.map((r) => r.code).sort()).toEqual(['200', '409']);
  const winner = results.findIndex((r) => r.code === '200');
  const now = await t.get<{ way: string; version: number }>('/api/firmConf/sortSet', admin);
  expect(now.data).toEqual({ way: ['pinyin', 'practiceYears'][winner], version: version + 1 });
});
