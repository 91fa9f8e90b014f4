// The two settings documents kept as text (docs/contract-settings.md): app_conf_set
// (/firmConf/appConf: 小程序首页, 名片页) and app_conf (/firm/appconf: conf.app, 管理后台, 名片按钮,
// 后台图片). Sections merge into the stored text; bad text is refused with nothing stored; a
// corrupt stored text reads as defaults and the next save keeps it in the log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm, firmContent } from '../src/db/schema';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let published: number[];
let draft: number;
let otherFirms: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(...demo.admin);
  const rows = await t.database.db
    .select({ id: firmContent.id, status: firmContent.status, firmId: firmContent.firmId })
    .from(firmContent);
  published = rows.filter((r) => r.firmId === 1 && r.status === 1).map((r) => r.id);
  // A draft of this firm, and an article of another firm (made published).
  const [d] = await t.database.db
    .insert(firmContent)
    .values({ firmId: 1, title: '草稿', status: 0 })
    .returning({ id: firmContent.id });
  draft = d.id;
  const [o] = await t.database.db
    .insert(firmContent)
    .values({ firmId: 2, title: '他所文章', status: 1 })
    .returning({ id: firmContent.id });
  otherFirms = o.id;
});
afterAll(async () => t.close());

type Doc = Record<string, unknown> & { version: number; corrupt?: boolean };

const stored = async () => {
  const [row] = await t.database.db
    .select({ appConf: firm.appConf, appConfSet: firm.appConfSet })
    .from(firm)
    .where(eq(firm.id, 1));
  return row;
};
const setStored = (values: { appConf?: string; appConfSet?: string }) =>
  t.database.db.update(firm).set(values).where(eq(firm.id, 1));

const saveSet = (doc: unknown, version?: number) =>
  t.send<{ version: number }>('PUT', '/api/firmConf/appConf', admin, {
    appConfSet: typeof doc === 'string' ? doc : JSON.stringify(doc),
    ...(version ? { version } : {}),
  });
const saveApp = (doc: unknown, version?: number) =>
  t.send<{ version: number }>('POST', '/api/firm/appconf', admin, {
    appConfSet: JSON.stringify(doc),
    ...(version ? { version } : {}),
  });

const lastLog = async () =>
  (
    await t.get<{ records: Array<{ action: string; detail: string }> }>(
      '/api/log/getAdminLogPageList',
      admin,
      { size: 1 },
    )
  ).data.records[0];

const allFields = [
  'mobile',
  'phone',
  'email',
  'wechat',
  'address',
  'licenseNo',
  'practiceYears',
  'professions',
  'bio',
  'education',
  'workHistory',
  'honors',
  'cases',
  'video',
  'homepage',
];

describe('app_conf_set (/firmConf/appConf)', () => {
  it('reads complete defaults on a firm that never saved it', async () => {
    expect(published.length).toBeGreaterThan(1);
    expect((await stored()).appConfSet).toBe('');
    expect((await t.get<Doc>('/api/firmConf/appConf', admin)).data).toEqual({
      index: { banners: [], featured: [], intro: '' },
      card: { template: 'classic', themeColor: '#1677ff', fields: allFields },
      version: 1,
    });
  });

  it('saves one section at a time; the other keeps its stored values', async () => {
    const index = {
      banners: [{ image: '/api/oss/files/firm/1/202611/b1.png', link: '/pages/about' }],
      featured: [published[1], published[0]],
      intro: '君合明德成立于 2001 年。',
    };
    expect((await saveSet({ index }, 1)).data.version).toBe(2);
    const card = { template: 'business', themeColor: '#AA3300', fields: ['mobile', 'bio'] };
    expect((await saveSet({ card }, 2)).data.version).toBe(3);
    expect((await t.get<Doc>('/api/firmConf/appConf', admin)).data).toEqual({
      index,
      card,
      version: 3,
    });
    expect(JSON.parse((await stored()).appConfSet)).toEqual({ index, card });
    expect(await lastLog()).toEqual(
      expect.objectContaining({
        action: '修改名片页设置',
        detail:
          '名片模板：经典 → 商务；主题色：#1677ff → #AA3300；' +
          // 展示字段 are named by the card form's titles (forms/card.json).
          '展示字段：手机号、座机、邮箱、微信号、详细地址、执业证号、执业年限、专业领域、个人简介、' +
          '教育经历、工作经历、荣誉奖项、代表案例、个人视频、个人主页 → 手机号、个人简介',
      }),
    );
  });

  it('refuses a stale version', async () => {
    const res = await saveSet({ index: { intro: '旧页面' } }, 2);
    expect(res.code).toBe('409');
    expect(JSON.parse((await stored()).appConfSet).index.intro).toBe('君合明德成立于 2001 年。');
  });

  const card = { template: 'classic', themeColor: '#1677ff' };
  const refusals: Array<[string, unknown, string]> = [
    ['text that is not JSON', '{"index": {', '设置内容不是有效的 JSON 文本'],
    ['JSON that is not an object', '[1, 2]', '设置内容必须是 JSON 对象'],
    ['an object without sections', {}, '设置内容中没有要保存的设置项'],
    ['an unknown section', { index: {}, theme: {} }, '未知的设置项：theme'],
    ['a section of the other document', { cardMenu: { buttons: [] } }, '未知的设置项：cardMenu'],
    ['a section that is not an object', { card: 'classic' }, '名片页的设置内容必须是对象'],
    ['a section missing a required field', { card: { template: 'classic' } }, '请输入主题色'],
    ['an unknown field', { card: { ...card, font: 'song' } }, '不支持的字段：font'],
    [
      'a value out of its options',
      { card: { ...card, template: 'fancy' } },
      '名片模板的取值不在可选范围内',
    ],
    ['a bad colour', { card: { ...card, themeColor: 'red' } }, '主题色格式不正确'],
    [
      'too many banners',
      { index: { banners: Array(6).fill({ image: '/a.png' }) } },
      '轮播图最多5项',
    ],
    ['a banner without image', { index: { banners: [{ link: '/pages/a' }] } }, '请输入图片'],
    [
      'a script link',
      { index: { banners: [{ image: '/api/oss/files/a.png', link: 'javascript:x' }] } },
      '跳转链接格式不正确',
    ],
    [
      'a link to another host without a scheme',
      { index: { banners: [{ image: '/api/oss/files/a.png', link: '//evil.example' }] } },
      '跳转链接格式不正确',
    ],
    ['too many featured', { index: { featured: [1, 2, 3, 4, 5, 6, 7] } }, '推荐内容最多6项'],
  ];
  it.each(refusals)(
    'refuses %s with a Chinese message, storing nothing',
    async (_, doc, message) => {
      const before = await stored();
      const res = await saveSet(doc);
      expect(res.code).toBe('400');
      expect(res.message).toBe(message);
      expect(await stored()).toEqual(before);
    },
  );

  it('features only published content of the firm', async () => {
    const before = await stored();
    for (const id of [draft, otherFirms, 999999]) {
      const res = await saveSet({ index: { featured: [published[0], id] } });
      expect(res.code).toBe('400');
      expect(res.message).toBe(`推荐内容只能选择已发布的内容（ID ${id}）`);
    }
    expect(await stored()).toEqual(before);
  });

  it('reads a corrupt stored text as defaults flagged corrupt, and never fails', async () => {
    const old = '{"index": {"intro": "半截';
    await setStored({ appConfSet: old });
    const read = await t.get<Doc>('/api/firmConf/appConf', admin);
    expect(read.code).toBe('200');
    expect(read.data).toMatchObject({ index: { intro: '' }, card: { template: 'classic' } });
    expect(read.data.corrupt).toBe(true);
    const all = await t.get<{ appConf: Doc }>('/api/firmConf', admin);
    expect(all.data.appConf.corrupt).toBe(true);
    // conf.app still answers, with the default card.
    const app = await t.get<{ card: { template: string } }>('/api/firm/appconf');
    expect(app.data.card.template).toBe('classic');

    // The first save replaces it and keeps the old text in its log.
    const saved = await saveSet({ card: { template: 'simple', themeColor: '#1677ff' } });
    expect(saved.code, saved.message).toBe('200');
    expect((await lastLog()).detail).toContain(`原内容：${old}`);
    const after = await t.get<Doc>('/api/firmConf/appConf', admin);
    expect(after.data.corrupt).toBeUndefined();
    expect(after.data).toMatchObject({ card: { template: 'simple' }, index: { intro: '' } });
  });

  it('reads a stored section that breaks its rules as that section’s defaults', async () => {
    await setStored({
      appConfSet: JSON.stringify({ index: { intro: 1 }, card: { template: 'business' } }),
    });
    const read = await t.get<Doc>('/api/firmConf/appConf', admin);
    expect(read.data).toMatchObject({ index: { intro: '' }, card: { template: 'business' } });
    expect(read.data.corrupt).toBe(true);
  });
});

describe('app_conf (/firm/appconf) and conf.app', () => {
  it('answers conf.app publicly, complete, with the firm’s other settings folded in', async () => {
    await t.send('PUT', '/api/firmConf/icpSet', admin, { icp: '沪ICP备20261121号-2' });
    await t.send('PUT', '/api/firmConf/loginRegSet', admin, {
      selfRegister: false,
      needApproval: true,
      methods: ['password'],
    });
    const res = await t.get<Doc>('/api/firm/appconf');
    expect(res.data).toEqual({
      assets: { imgs: { logo: '', loginBg: '' } },
      adminFuncSwitch: {
        global: {
          office: true,
          lawyer: true,
          card: true,
          stats: true,
          profession: true,
          logs: true,
          conf: true,
        },
      },
      cardMenu: { buttons: ['call', 'saveContact', 'share', 'navigate'], mapService: 'amap' },
      icp: '沪ICP备20261121号-2',
      login: { selfRegister: false, methods: ['password'] },
      card: { template: 'business', themeColor: '#1677ff', fields: allFields },
      version: 1,
    });
  });

  it('saves 管理后台, 名片按钮 and 后台图片 into app_conf, merging switches by name', async () => {
    const switches = { global: { office: false, logs: false } };
    expect((await saveApp({ adminFuncSwitch: switches }, 1)).data.version).toBe(2);
    expect((await lastLog()).detail).toBe(
      '菜单开关·机构管理：开启 → 关闭；菜单开关·重要日志：开启 → 关闭',
    );
    await saveApp({ cardMenu: { buttons: ['wechat', 'call'] } }, 2);
    await saveApp({ assets: { imgs: { logo: '/api/oss/files/firm/1/202611/logo.png' } } }, 3);
    await saveApp({ adminFuncSwitch: { global: { office: true } } }, 4);
    const res = await t.get<Doc>('/api/firm/appconf');
    expect(res.data).toMatchObject({
      adminFuncSwitch: { global: { office: true, logs: false, card: true } },
      cardMenu: { buttons: ['wechat', 'call'], mapService: 'amap' },
      assets: { imgs: { logo: '/api/oss/files/firm/1/202611/logo.png', loginBg: '' } },
      version: 5,
    });
    expect((await saveApp({ cardMenu: { buttons: ['call'] } }, 4)).code).toBe('409');
  });

  it('refuses unknown switches, unknown sections and bad images, storing nothing', async () => {
    const before = await stored();
    const cases: Array<[unknown, string]> = [
      [{ adminFuncSwitch: { global: { office: true, mall: false } } }, '未知的菜单开关：mall'],
      [{ adminFuncSwitch: { global: { office: 'yes' } } }, 'office类型不正确'],
      [{ assets: { imgs: { logo: 'data:image/png;base64,AAAA' } } }, 'Logo地址不正确'],
      [{ assets: { icons: {} } }, '未知的设置项：assets.icons'],
      [{ index: { intro: 'x' } }, '未知的设置项：index'],
      [{ cardMenu: { buttons: ['fax'] } }, '名片按钮的取值不在可选范围内'],
    ];
    for (const [doc, message] of cases) {
      const res = await saveApp(doc);
      expect(res.code, JSON.stringify(doc)).toBe('400');
      expect(res.message).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('reads a corrupt app_conf as defaults flagged corrupt; a save keeps the old text in the log', async () => {
    await setStored({ appConf: 'not json at all' });
    const res = await t.get<Doc>('/api/firm/appconf');
    expect(res.code).toBe('200');
    expect(res.data).toMatchObject({
      adminFuncSwitch: { global: { office: true, logs: true } },
      icp: '沪ICP备20261121号-2',
      corrupt: true,
    });
    expect((await saveApp({ cardMenu: { buttons: ['share'] } })).code).toBe('200');
    expect((await lastLog()).detail).toBe(
      '名片按钮：拨打电话、存入通讯录、分享名片、导航到律所 → 分享名片；' +
        '原设置无法读取，已被本次保存替换，原内容：not json at all',
    );
    expect(JSON.parse((await stored()).appConf)).toEqual({
      cardMenu: { buttons: ['share'], mapService: 'amap' },
    });
    expect((await t.get<Doc>('/api/firm/appconf')).data.corrupt).toBeUndefined();
  });
});
