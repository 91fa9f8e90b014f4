// Settings sections kept in firm.settings (docs/contract-settings.md): defaults on a fresh firm,
// save and read back, versions (409), refusals that store nothing, who may call what, and the
// setting log with before → after.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm, firmAccessUser } from '../src/db/schema';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let branch: string;
let bjsub: string;
let lawyer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(...demo.admin);
  branch = await t.tokenFor(...demo.branch);
  bjsub = await t.tokenFor(...demo.bjsub);
  lawyer = await t.tokenFor(...demo.lawyer);
});
afterAll(async () => t.close());

type Values = Record<string, unknown>;
const img = '/api/oss/files/firm/1/202611/cover.png';

/** Each section: its call path, the defaults of a fresh firm and a valid changed value. */
const sections: Array<{ path: string; method: 'PUT' | 'POST'; defaults: Values; saved: Values }> = [
  {
    path: '/api/firmConf/shareCover',
    method: 'PUT',
    defaults: { title: '', image: '' },
    saved: { title: '君合明德律师名片', image: img },
  },
  {
    path: '/api/firmConf/cardReview',
    method: 'PUT',
    defaults: { enabled: true, reviewerLevels: [1, 2, 3, 4] },
    saved: { enabled: false, reviewerLevels: [1, 2] },
  },
  {
    path: '/api/firmConf/sortSet',
    method: 'PUT',
    defaults: { way: 'updateTime' },
    saved: { way: 'practiceYears' },
  },
  {
    path: '/api/firmConf/loginRegSet',
    method: 'PUT',
    defaults: { selfRegister: true, needApproval: true, methods: ['password', 'sms'] },
    saved: { selfRegister: false, needApproval: false, methods: ['sms'] },
  },
  {
    path: '/api/firmConf/qrcode',
    method: 'PUT',
    defaults: { name: '', image: '' },
    saved: { name: '君合明德', image: 'https://example.com/qr.png' },
  },
  {
    path: '/api/firmConf/searchSet',
    method: 'PUT',
    defaults: { who: 'all', fields: ['name', 'profession'] },
    saved: { who: 'lawyer', fields: ['organization', 'area'] },
  },
  {
    path: '/api/firmConf/icpSet',
    method: 'PUT',
    defaults: { icp: '' },
    saved: { icp: '京ICP备12345678号-1' },
  },
  {
    path: '/api/firm/mpconf',
    method: 'POST',
    defaults: { mpName: '君合明德数字名片', appId: '', originalId: '', servicePhone: '' },
    saved: {
      mpName: '君合明德',
      appId: 'wx0123456789abcdef',
      originalId: 'gh_0123456789ab',
      servicePhone: '010-12345678',
    },
  },
];

const settingsOf = async () => {
  const [row] = await t.database.db
    .select({ settings: firm.settings })
    .from(firm)
    .where(eq(firm.id, 1));
  return row.settings;
};

const lastLog = async () =>
  (
    await t.get<{
      records: Array<{ type: string; action: string; target: string; detail: string }>;
    }>('/api/log/getAdminLogPageList', admin, { size: 1 })
  ).data.records[0];

describe('sections round-trip', () => {
  it.each(sections)('$path: defaults, save, read back, version', async (s) => {
    const fresh = await t.get<Values>(s.path, admin);
    expect(fresh.code).toBe('200');
    expect(fresh.data).toEqual({ ...s.defaults, version: 1 });

    const saved = await t.send<{ version: number }>(s.method, s.path, admin, {
      ...s.saved,
      version: 1,
    });
    expect(saved.code, saved.message).toBe('200');
    expect(saved.data.version).toBe(2);
    expect((await t.get<Values>(s.path, admin)).data).toEqual({ ...s.saved, version: 2 });

    // Someone saved since version 1: nothing changes.
    const stale = await t.send(s.method, s.path, admin, { ...s.defaults, version: 1 });
    expect(stale.code).toBe('409');
    expect(stale.message).toBe('内容已被他人修改，请刷新后重试');
    expect((await t.get<Values>(s.path, admin)).data).toEqual({ ...s.saved, version: 2 });
  });

  it('answers every section at once on GET /firmConf, with the saved values', async () => {
    const all = await t.get<Record<string, Values>>('/api/firmConf', admin);
    expect(all.code).toBe('200');
    expect(all.data.sortSet).toEqual({ way: 'practiceYears', version: 2 });
    expect(all.data.mpconf).toMatchObject({ mpName: '君合明德', version: 2 });
    expect(all.data.appConf).toMatchObject({ index: { banners: [] }, version: 1 });
  });

  it('reads and writes the mini-program name alone through /firmConf/mpName', async () => {
    expect((await t.get('/api/firmConf/mpName', admin)).data).toEqual({
      mpName: '君合明德',
      version: 2,
    });
    const res = await t.send('PUT', '/api/firmConf/mpName', admin, {
      mpName: '君合明德名片',
      version: 2,
    });
    expect(res.code, res.message).toBe('200');
    // The rest of mpconf stays; mpconf and mpName share one version.
    expect((await t.get('/api/firm/mpconf', admin)).data).toMatchObject({
      mpName: '君合明德名片',
      appId: 'wx0123456789abcdef',
      version: 3,
    });
    expect(
      (await t.send('PUT', '/api/firmConf/mpName', admin, { mpName: '', version: 3 })).message,
    ).toBe('请输入小程序名称');
  });

  it('keeps fields not sent and saves without a version (last writer wins)', async () => {
    const res = await t.send('PUT', '/api/firmConf/shareCover', admin, { title: '新标题' });
    expect(res.code, res.message).toBe('200');
    expect((await t.get('/api/firmConf/shareCover', admin)).data).toEqual({
      title: '新标题',
      image: img,
      version: 3,
    });
    // An emptied optional field arrives as null: it is stored empty.
    await t.send('PUT', '/api/firmConf/shareCover', admin, { image: null });
    expect((await t.get<Values>('/api/firmConf/shareCover', admin)).data.image).toBe('');
  });
});

describe('refusals store nothing', () => {
  const cases: Array<[string, Values, string]> = [
    ['/api/firmConf/sortSet', { way: 'random' }, '名片排序的取值不在可选范围内'],
    ['/api/firmConf/cardReview', { enabled: true, reviewerLevels: [] }, '审核人员至少1项'],
    ['/api/firmConf/cardReview', { reviewerLevels: [5] }, '审核人员的取值不在可选范围内'],
    ['/api/firmConf/loginRegSet', { methods: [] }, '登录方式至少1项'],
    ['/api/firmConf/icpSet', { icp: 'ICP12345' }, '请输入正确的ICP备案号，如 京ICP备12345678号-1'],
    ['/api/firmConf/shareCover', { title: '长'.repeat(31) }, '分享标题不能超过30个字符'],
    ['/api/firmConf/shareCover', { image: 'javascript:alert(1)' }, '封面图片地址不正确'],
    ['/api/firmConf/searchSet', { who: 'all', fields: ['name'], extra: 1 }, '不支持的字段：extra'],
    ['/api/firm/mpconf', { mpName: '名', appId: 'wx123' }, 'AppID 应为 wx 加 16 位十六进制字符'],
  ];
  it.each(cases)('%s %j → %s', async (path, body, message) => {
    const before = await settingsOf();
    const method = path.startsWith('/api/firm/') ? 'POST' : 'PUT';
    const res = await t.send(method, path, admin, body);
    expect(res.code).toBe('400');
    expect(res.message).toBe(message);
    expect(await settingsOf()).toEqual(before);
  });
});

describe('who may change settings', () => {
  const l1Paths = [
    '/api/firmConf/shareCover',
    '/api/firmConf/cardReview',
    '/api/firmConf/sortSet',
    '/api/firmConf/loginRegSet',
    '/api/firmConf/qrcode',
    '/api/firmConf/appConf',
  ];
  const systemPaths = ['/api/firmConf/searchSet', '/api/firmConf/icpSet', '/api/firmConf/mpName'];
  const everyGet = [...l1Paths, ...systemPaths, '/api/firm/mpconf', '/api/firmConf'];
  const everySave: Array<['PUT' | 'POST', string]> = [
    ...[...l1Paths, ...systemPaths].map((p) => ['PUT', p] as ['PUT', string]),
    ['POST', '/api/firm/mpconf'],
    ['POST', '/api/firm/appconf'],
    ['POST', '/api/audit/updateAuditCode'],
  ];

  it('refuses the branch admin (level 3) and a lawyer everywhere, changing nothing', async () => {
    const before = await settingsOf();
    for (const token of [branch, lawyer]) {
      for (const path of [...everyGet, '/api/audit/queryAuditCode']) {
        expect((await t.get(path, token)).code, path).toBe('403');
      }
      for (const [method, path] of everySave) {
        expect((await t.send(method, path, token, { way: 'pinyin' })).code, path).toBe('403');
      }
    }
    expect(await settingsOf()).toEqual(before);
  });

  it('refuses system routes to an admin without `system`, even a level-1 one', async () => {
    await t.database.db
      .update(firmAccessUser)
      .set({ system: false })
      .where(eq(firmAccessUser.username, 'admin'));
    try {
      for (const path of [...systemPaths, '/api/firm/mpconf']) {
        expect((await t.get(path, admin)).code, path).toBe('403');
      }
      const save = await t.send('POST', '/api/firm/appconf', admin, { appConfSet: '{}' });
      expect(save.code).toBe('403');
      expect((await t.send('PUT', '/api/firmConf/icpSet', admin, { icp: '' })).code).toBe('403');
      // Level 1 still owns 运营管理 and may read everything at once.
      expect((await t.get('/api/firmConf/sortSet', admin)).code).toBe('200');
      expect((await t.get('/api/firmConf', admin)).code).toBe('200');
    } finally {
      await t.database.db
        .update(firmAccessUser)
        .set({ system: true })
        .where(eq(firmAccessUser.username, 'admin'));
    }
  });

  it('lets a system holder below level 1 use 功能设置 but not 运营管理', async () => {
    await t.database.db
      .update(firmAccessUser)
      .set({ system: true })
      .where(eq(firmAccessUser.username, 'bjsub'));
    expect((await t.get('/api/firmConf/searchSet', bjsub)).code).toBe('200');
    expect((await t.get('/api/firmConf', bjsub)).code).toBe('200');
    expect((await t.get('/api/firmConf/sortSet', bjsub)).code).toBe('403');
    await t.database.db
      .update(firmAccessUser)
      .set({ system: false })
      .where(eq(firmAccessUser.username, 'bjsub'));
    expect((await t.get('/api/firmConf', bjsub)).code).toBe('403');
  });
});

describe('the setting log', () => {
  it('writes one log per save: type setting, page title, before → after in Chinese', async () => {
    await t.send('PUT', '/api/firmConf/sortSet', admin, { way: 'updateTime' });
    await t.send('PUT', '/api/firmConf/sortSet', admin, { way: 'pinyin' });
    expect(await lastLog()).toMatchObject({
      type: 'setting',
      action: '修改排序方式设置',
      target: '设置「排序方式」',
      detail: '名片排序：最近更新 → 姓名拼音',
    });
    await t.send('PUT', '/api/firmConf/cardReview', admin, {
      enabled: true,
      reviewerLevels: [1, 3],
    });
    expect((await lastLog()).detail).toBe(
      '名片审核：关闭 → 开启；审核人员：总所主管理员、总所子管理员 → 总所主管理员、分所主管理员',
    );
  });

  it('says so when a save changed nothing', async () => {
    await t.send('PUT', '/api/firmConf/sortSet', admin, { way: 'pinyin' });
    expect((await lastLog()).detail).toBe('未修改设置内容');
  });

  it('reads an unreadable stored section as defaults flagged corrupt; the next save keeps it in the log', async () => {
    const settings = await settingsOf();
    await t.database.db
      .update(firm)
      .set({ settings: { ...settings, searchSet: { who: 'everyone', fields: 'name' } } })
      .where(eq(firm.id, 1));
    const read = await t.get<Values>('/api/firmConf/searchSet', admin);
    expect(read.data).toMatchObject({ who: 'all', fields: ['name', 'profession'], corrupt: true });
    await t.send('PUT', '/api/firmConf/searchSet', admin, { who: 'none', fields: ['name'] });
    const log = await lastLog();
    expect(log.detail).toContain('可搜索名片的人：所有访客 → 关闭搜索');
    expect(log.detail).toContain('原内容：{"who":"everyone","fields":"name"}');
    expect((await t.get<Values>('/api/firmConf/searchSet', admin)).data.corrupt).toBeUndefined();
  });
});
