// Concurrent edits (docs/security.md, suite 7): every update route refuses a stale version with 409
// 内容已被他人修改 naming who saved first and when, and keeps what they saved; simultaneous
// transitions and creates have exactly one winner. Card audits and section saves from one version
// race in card-audit.test.ts and settings-concurrency.test.ts; this file adds the others.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lawyer, log, message, organization, selfProfessional } from '../src/db/schema';
import { createTestApp, demo, office, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'admin2' | 'bjsub' | 'branch' | 'lawyer', string>;
const WHO = { admin: '王明德', bjsub: '赵晓雯', branch: '李思远' };

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'bjsub', 'branch'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  // A second session of the main admin: the level-1-only screens have no other account.
  tok.admin2 = await t.tokenFor(...demo.admin);
});
afterAll(() => t.close());

type Rec = Record<string, unknown> & { version: number };
const db = () => t.database.db;
const send = (method: string, url: string, token: string, body: object) =>
  t.send<unknown>(method as 'PUT', url, token, body);
const data = async (url: string, token = tok.admin) => (await t.get<Rec>(url, token)).data;

let versioned = 0;
let lostWrites = 0;

/**
 * One update route: `other` saves from version v (200), then the admin saves from the same v →
 * 409 naming `other` with the new version and time, and `other`'s value is what is stored.
 */
const stale = async (c: {
  read: () => Promise<Rec>;
  save: (token: string, version: number, mine: boolean) => Promise<Envelope<unknown>>;
  kept: (now: Rec) => boolean;
  other: keyof typeof tok;
  who: string;
  me?: keyof typeof tok;
}) => {
  const before = await c.read();
  const first = await c.save(tok[c.other], before.version, false);
  expect(first.code, first.message).toBe('200');
  const started = Date.now();
  const res = await c.save(tok[c.me ?? 'admin'], before.version, true);
  expect(res.code, res.message).toBe('409');
  expect(res.message.startsWith('内容已被他人修改')).toBe(true);
  const now = await c.read();
  const d = res.data as { version: number; updatedBy: string; updateTime: string };
  expect(d).toMatchObject({ version: now.version, updatedBy: c.who });
  expect(now.version).toBeGreaterThan(before.version);
  expect(started - Date.parse(d.updateTime)).toBeLessThan(60_000);
  if (!c.kept(now)) lostWrites += 1;
  versioned += 1;
};

/** `whole` holds every value of `part` (nested objects compared key by key). */
const contains = (whole: unknown, part: unknown): boolean =>
  typeof part === 'object' && part !== null && !Array.isArray(part)
    ? typeof whole === 'object' &&
      whole !== null &&
      Object.entries(part).every(([k, v]) => contains((whole as Rec)[k], v))
    : JSON.stringify(whole) === JSON.stringify(part);

const pick = (r: Rec, keys: string[]) => Object.fromEntries(keys.map((k) => [k, r[k]]));

it('answers a stale save on every update route with 409 naming who saved first', async () => {
  // 机构 (深圳分所)
  await stale({
    read: async () =>
      (await t.get<Rec>('/api/firmOrganization/firmOrganizationInfo', tok.admin, { id: office.sz }))
        .data,
    save: (k, v, mine) =>
      send('POST', '/api/firmOrganization/update', k, {
        id: office.sz,
        name: mine ? '深圳分所（我）' : '深圳分所（他）',
        status: 1,
        version: v,
      }),
    kept: (r) => r.name === '深圳分所（他）',
    other: 'bjsub',
    who: WHO.bjsub,
  });

  // 管理员 (周佳怡, Shanghai): the Shanghai main admin and the firm's main admin
  const shsub = (
    await t.get<{ records: Rec[] }>('/api/firmAccessUser/pageList', tok.admin, {
      organizationId: office.sh,
    })
  ).data.records.find((a) => a.username === 'shsub') as Rec;
  const adminRow = async () =>
    (
      await t.get<{ records: Rec[] }>('/api/firmAccessUser/pageList', tok.admin, {
        organizationId: office.sh,
      })
    ).data.records.find((a) => a.id === shsub.id) as Rec;
  await stale({
    read: adminRow,
    save: (k, v, mine) =>
      send('PUT', '/api/firmAccessUser/firmAccessUserUpdate', k, {
        ...pick(shsub, ['id', 'mobile', 'status']),
        name: mine ? '周佳怡我' : '周佳怡他',
        version: v,
      }),
    kept: (r) => r.name === '周佳怡他',
    other: 'branch',
    who: WHO.branch,
  });

  // 专业领域: name and 置顶
  const added = await send('POST', '/api/selfProfessional/add', tok.admin, { name: '并发领域' });
  const pid = (added.data as { id: number }).id;
  const prof = async () =>
    (
      await t.get<{ records: Rec[] }>('/api/selfProfessional/list', tok.admin, {
        name: '并发',
      })
    ).data.records.find((p) => p.id === pid) as Rec;
  await stale({
    read: prof,
    save: (k, v, mine) =>
      send('POST', '/api/selfProfessional/update', k, {
        id: pid,
        name: mine ? '并发领域我' : '并发领域他',
        version: v,
      }),
    kept: (r) => r.name === '并发领域他',
    other: 'admin2',
    who: WHO.admin,
  });
  await stale({
    read: prof,
    save: (k, v, mine) =>
      send('PUT', '/api/selfProfessional/updateTop', k, { id: pid, top: !mine, version: v }),
    kept: (r) => r.top === true,
    other: 'admin2',
    who: WHO.admin,
  });

  // 内容: edit and publish/offline
  const body = { title: '并发内容', cover: '', summary: '', body: '<p>正文</p>', sort: 0 };
  const cid = ((await send('POST', '/api/firmContent', tok.admin, body)).data as { id: number }).id;
  const content = () => data(`/api/firmContent/${cid}`);
  await stale({
    read: content,
    save: (k, v, mine) =>
      send('PUT', `/api/firmContent/${cid}`, k, {
        ...body,
        title: mine ? '我的' : '他的',
        version: v,
      }),
    kept: (r) => r.title === '他的',
    other: 'bjsub',
    who: WHO.bjsub,
  });
  await stale({
    read: content,
    save: (k, v, mine) =>
      send('PUT', `/api/firmContent/status/${cid}`, k, { status: mine ? 2 : 1, version: v }),
    kept: (r) => r.status === 1,
    other: 'bjsub',
    who: WHO.bjsub,
  });

  // 律师 and 名片: a new lawyer with a card of their own
  const mobile = '13600009001';
  const made = await send('POST', '/api/lawyer/addList', tok.admin, {
    lawyers: [{ name: '并发律师', mobile, organizationId: office.bj }],
    password: 'Secret@2026',
  });
  const lid = (made.data as { ids: number[] }).ids[0];
  tok.lawyer = await t.tokenFor(mobile, 'Secret@2026');
  const lawyerInfo = () => data(`/api/lawyer/lawyerInfo/${lid}`);
  await stale({
    read: lawyerInfo,
    save: (k, v, mine) =>
      send('POST', '/api/lawyer/update', k, {
        id: lid,
        name: mine ? '律师我' : '律师他',
        mobile,
        organizationId: office.bj,
        status: 1,
        version: v,
      }),
    kept: (r) => r.name === '律师他',
    other: 'bjsub',
    who: WHO.bjsub,
  });
  const own = { name: '律师他', title: '律师', mobile };
  const cardId = (
    (await send('POST', '/api/lawyer/card/createCard', tok.lawyer, own)).data as { id: number }
  ).id;
  const card = () => data(`/api/lawyer/card/cardInfo/${cardId}`);
  await stale({
    read: card,
    save: (k, v, mine) =>
      send('PUT', '/api/lawyer/card/update', k, {
        ...own,
        ...(mine ? { organizationId: office.bj } : {}),
        id: cardId,
        bio: mine ? '我的简介' : '他的简介',
        version: v,
      }),
    kept: (r) => r.bio === '他的简介',
    other: 'lawyer',
    who: '律师他',
  });
  await stale({
    read: card,
    save: (k, v) => send('PUT', '/api/lawyer/card/submitAudit', k, { id: cardId, version: v }),
    kept: (r) => r.status === 1,
    other: 'lawyer',
    who: '律师他',
  });
  await stale({
    read: card,
    save: (k, v, mine) =>
      send('PUT', '/api/lawyer/card/adminAuditCard', k, {
        id: cardId,
        result: mine ? 'reject' : 'approve',
        reason: '不全',
        version: v,
      }),
    kept: (r) => r.status === 2,
    other: 'bjsub',
    who: WHO.bjsub,
  });

  // 待审核律师 (Beijing): pass
  const [pending] = await db()
    .select()
    .from(lawyer)
    .where(and(eq(lawyer.status, 0), eq(lawyer.organizationId, office.bj)))
    .limit(1);
  await stale({
    read: () => data(`/api/lawyer/lawyerInfo/${pending.id}`),
    save: (k, v) => send('PUT', `/api/lawyer/pass/${pending.id}`, k, { version: v }),
    kept: (r) => r.status === 1,
    other: 'bjsub',
    who: WHO.bjsub,
  });
});

/** Each settings save: its path, method and two valid values (the other's, then mine). */
const img = (name: string) => `/api/oss/files/firm/1/202611/${name}.png`;
const settings: Array<[string, 'PUT' | 'POST', Rec | object, object, string?]> = [
  ['/firmConf/shareCover', 'PUT', { title: '他的分享' }, { title: '我的分享' }],
  [
    '/firmConf/cardReview',
    'PUT',
    { enabled: true, reviewerLevels: [1, 2] },
    { enabled: true, reviewerLevels: [1] },
  ],
  ['/firmConf/sortSet', 'PUT', { way: 'pinyin' }, { way: 'practiceYears' }],
  [
    '/firmConf/loginRegSet',
    'PUT',
    { selfRegister: false, needApproval: true, methods: ['password'] },
    { selfRegister: true, needApproval: true, methods: ['password', 'sms'] },
  ],
  ['/firmConf/qrcode', 'PUT', { name: '他的公众号', image: '' }, { name: '我的公众号', image: '' }],
  [
    '/firmConf/searchSet',
    'PUT',
    { who: 'lawyer', fields: ['name'] },
    { who: 'all', fields: ['area'] },
  ],
  ['/firmConf/icpSet', 'PUT', { icp: '京ICP备11111111号-1' }, { icp: '京ICP备22222222号-2' }],
  ['/firmConf/mpName', 'PUT', { mpName: '他的小程序' }, { mpName: '我的小程序' }],
  ['/firm/mpconf', 'POST', { mpName: '他的名片' }, { mpName: '我的名片' }],
  [
    '/firmConf/appConf',
    'PUT',
    { index: { intro: '他的简介' } },
    { index: { intro: '我的简介' } },
    'appConfSet',
  ],
  [
    '/firm/appconf',
    'POST',
    { assets: { imgs: { logo: img('his'), loginBg: '' } } },
    { assets: { imgs: { logo: img('mine'), loginBg: '' } } },
    'appConfSet',
  ],
];

it('answers a stale settings save with 409 naming who saved first', async () => {
  for (const [path, method, his, mine, text] of settings) {
    const body = (v: object) => (text ? { [text]: JSON.stringify(v) } : v);
    await stale({
      read: () => data(`/api${path}`),
      save: (k, version, me) =>
        send(method, `/api${path}`, k, { ...body(me ? mine : his), version }),
      kept: (now) => contains(now, his),
      other: 'admin2',
      who: WHO.admin,
    });
  }
});

let races = 0;
/** Fires the saves at once: exactly one succeeds, the others are refused with one of `codes`. */
const race = async (saves: Array<Promise<Envelope<unknown>>>, codes = ['409']) => {
  const results = await Promise.all(saves);
  const winners = results.filter((r) => r.code === '200');
  expect(winners, JSON.stringify(results)).toHaveLength(1);
  for (const r of results.filter((x) => x.code !== '200')) expect(codes).toContain(r.code);
  races += 1;
  return results.findIndex((r) => r.code === '200');
};

it('lets exactly one of simultaneous saves, transitions and creates win', async () => {
  // Two admins pass one pending lawyer (Shanghai): one pass, one message, status 1.
  const [pending] = await db()
    .select()
    .from(lawyer)
    .where(and(eq(lawyer.status, 0), eq(lawyer.organizationId, office.sh)))
    .limit(1);
  const pass = (k: string) => send('PUT', `/api/lawyer/pass/${pending.id}`, k, {});
  await race([pass(tok.admin), pass(tok.branch)], ['400', '409']);
  expect((await data(`/api/lawyer/lawyerInfo/${pending.id}`)).status).toBe(1);
  const msgs = await db()
    .select({ n: count() })
    .from(message)
    .where(and(eq(message.toUserType, 'lawyer'), eq(message.toUserId, pending.id)));
  expect(msgs[0].n).toBe(1);

  // The lawyer and an admin submit one draft card at once: one submission, one log.
  const mobile = '13600009002';
  const made = await send('POST', '/api/lawyer/addList', tok.admin, {
    lawyers: [{ name: '并发提交', mobile, organizationId: office.bj }],
    password: 'Secret@2026',
  });
  const own = await t.tokenFor(mobile, 'Secret@2026');
  const created = await send('POST', '/api/lawyer/card/createCard', own, {
    name: '并发提交',
    title: '律师',
    mobile,
  });
  expect(made.code).toBe('200');
  const cardId = (created.data as { id: number }).id;
  const submit = (k: string) => send('PUT', '/api/lawyer/card/submitAudit', k, { id: cardId });
  await race([submit(own), submit(tok.admin)], ['400', '409']);
  const logs = await db()
    .select({ n: count() })
    .from(log)
    .where(and(eq(log.action, '提交名片审核'), eq(log.target, '名片「并发提交」')));
  expect(logs[0].n).toBe(1);

  // Two admins save one office from the same version: the winner's name is stored.
  const info = () =>
    t.get<Rec>('/api/firmOrganization/firmOrganizationInfo', tok.admin, { id: office.sh });
  const v = (await info()).data.version;
  const names = ['上海分所甲', '上海分所乙'];
  const orgSave = (k: string, name: string) =>
    send('POST', '/api/firmOrganization/update', k, { id: office.sh, name, status: 1, version: v });
  const w = await race([orgSave(tok.admin, names[0]), orgSave(tok.bjsub, names[1])]);
  if ((await info()).data.name !== names[w]) lostWrites += 1;

  // Publish and take offline one article from the same version.
  const article = { title: '并发发布', cover: '', summary: '', body: '<p>正文</p>', sort: 0 };
  const added = await send('POST', '/api/firmContent', tok.admin, article);
  const cid = (added.data as { id: number }).id;
  const cv = (await data(`/api/firmContent/${cid}`)).version;
  const statuses = [1, 2];
  const st = (k: string, status: number) =>
    send('PUT', `/api/firmContent/status/${cid}`, k, { status, version: cv });
  const sw = await race([st(tok.admin, 1), st(tok.bjsub, 2)]);
  if ((await data(`/api/firmContent/${cid}`)).status !== statuses[sw]) lostWrites += 1;

  // Two sessions save one settings document from the same version.
  const dv = (await data('/api/firmConf/appConf')).version;
  const intros = ['甲的简介', '乙的简介'];
  const doc = (k: string, intro: string) =>
    send('PUT', '/api/firmConf/appConf', k, {
      appConfSet: JSON.stringify({ index: { intro } }),
      version: dv,
    });
  const dw = await race([doc(tok.admin, intros[0]), doc(tok.admin2, intros[1])]);
  expect(((await data('/api/firmConf/appConf')).index as Rec).intro).toBe(intros[dw]);

  // A double-clicked 提交 on 新增机构 and 新增专业领域: one row each.
  const addOrg = () =>
    send('POST', '/api/firmOrganization/add', tok.admin, { name: '双击分所', status: 1 });
  await race([addOrg(), addOrg()], ['400']);
  const orgs = await db()
    .select({ n: count() })
    .from(organization)
    .where(eq(organization.name, '双击分所'));
  expect(orgs[0].n).toBe(1);
  const addProf = () => send('POST', '/api/selfProfessional/add', tok.admin, { name: '双击领域' });
  await race([addProf(), addProf()], ['400']);
  const profs = await db()
    .select({ n: count() })
    .from(selfProfessional)
    .where(eq(selfProfessional.name, '双击领域'));
  expect(profs[0].n).toBe(1);

  expect(lostWrites).toBe(0);
  console.log(
    `concurrent edits: ${versioned} update routes versioned, ${races} races run, 1 winner each, ${lostWrites} lost writes`,
  );
});
