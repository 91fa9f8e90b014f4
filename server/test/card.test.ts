// Cards: list/count/info with scope, create/update/delete, validation, and the refusals; nothing
// is written on refused input. The audit flow has its own file (card-audit.test.ts).
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyer, lawyerCard, log, message, selfProfessional } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'bjsub' | 'branch' | 'shsub' | 'lawyer' | 'other', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'bjsub', 'branch', 'shsub', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  tok.other = (await t.adminLogin('other', 'Other@2026', { firmId: '2' })).data.token;
});
afterAll(() => t.close());

interface CardRecord {
  id: number;
  lawyerId: number;
  name: string;
  organizationId: number;
  organizationName: string;
  mobile: string;
  status: number;
  hasPendingRevision: boolean;
  professionNames: string[];
  rejectReason: string | null;
  version: number;
}
type Page = { records: CardRecord[]; total: number };
type Info = Record<string, unknown> & {
  id: number;
  status: number;
  version: number;
  name: string;
  bio: string | null;
  professions: number[];
  professionNames: string[];
  published: (Record<string, unknown> & { bio: string | null; name: string }) | null;
};

const db = () => t.database.db;
const cards = async () => (await db().select({ n: count() }).from(lawyerCard))[0].n;
const lawyerId = async (mobile: string, firmId = 1) =>
  (
    await db()
      .select({ id: lawyer.id })
      .from(lawyer)
      .where(and(eq(lawyer.firmId, firmId), eq(lawyer.mobile, mobile)))
  )[0].id;
const cardOf = async (mobile: string) =>
  (
    await db()
      .select()
      .from(lawyerCard)
      .where(and(eq(lawyerCard.firmId, 1), eq(lawyerCard.lawyerId, await lawyerId(mobile))))
  )[0];
const areaId = async (name: string) =>
  (
    await db()
      .select({ id: selfProfessional.id })
      .from(selfProfessional)
      .where(and(eq(selfProfessional.firmId, 1), eq(selfProfessional.name, name)))
  )[0].id;
const list = (token: string, query: Record<string, string | number> = {}) =>
  t.get<Page>('/api/lawyer/card/pageList', token, { size: 100, ...query });
const info = (token: string, id: number) => t.get<Info>(`/api/lawyer/card/cardInfo/${id}`, token);
const create = (token: string, body: object) =>
  t.request({
    method: 'POST',
    url: '/api/lawyer/card/createCard?firmId=1',
    token,
    payload: { firmId: 1, title: '律师', mobile: '13900009999', ...body },
  });

describe('pageList, cardNum, cardInfo', () => {
  it('lists the firm’s cards in the contract’s shape, with practice-area names', async () => {
    const res = await list(tok.admin);
    expect(res.code).toBe('200');
    expect(res.data.total).toBe(10);
    expect(Object.keys(res.data.records[0]).sort()).toEqual(
      [
        'avatar',
        'hasPendingRevision',
        'id',
        'lawyerId',
        'mobile',
        'name',
        'organizationId',
        'organizationName',
        'professionNames',
        'rejectReason',
        'status',
        'title',
        'updateTime',
        'version',
      ].sort(),
    );
    const zhang = res.data.records.find((r) => r.name === '张伟')!;
    expect(zhang).toMatchObject({
      status: 2,
      hasPendingRevision: false,
      organizationName: '北京总所',
      mobile: '13800000001',
      professionNames: ['公司法务', '金融证券'],
    });
    expect(res.data.records.find((r) => r.name === '吴强')).toMatchObject({
      status: 3,
      rejectReason: '照片不清晰，请更换正装证件照',
    });
    expect(res.data.records.find((r) => r.name === '林涛')).toMatchObject({
      status: 1,
      hasPendingRevision: true,
    });
  });

  it('filters by status, name, office and practice area; cardNum counts the same', async () => {
    expect((await list(tok.admin, { status: 1 })).data.total).toBe(4);
    expect((await t.get('/api/lawyer/card/cardNum', tok.admin, { status: 1 })).data).toBe(4);
    expect((await list(tok.admin, { name: '刘' })).data.records.map((r) => r.name)).toEqual([
      '刘洋',
    ]);
    expect((await list(tok.admin, { organizationId: office.sz })).data.total).toBe(3);
    const criminal = await areaId('刑事辩护');
    expect(
      (await list(tok.admin, { professionId: criminal })).data.records.map((r) => r.name),
    ).toEqual(['刘洋']);
    const corporate = await areaId('公司法务');
    expect(
      (await list(tok.admin, { professionId: corporate })).data.records.map((r) => r.name).sort(),
    ).toEqual(['张伟', '林涛'].sort());
    expect((await list(tok.admin, { status: 4 })).code).toBe('400');
  });

  it('pages in the list order with the filter’s total on every page, past the end too', async () => {
    const all = (await list(tok.admin)).data.records.map((r) => r.id);
    const pages = [1, 2, 3, 4].map((current) => list(tok.admin, { size: 3, current }));
    const [p1, p2, p3, p4] = await Promise.all(pages);
    expect([p1, p2, p3, p4].map((p) => p.data.total)).toEqual([10, 10, 10, 10]);
    expect([p1, p2, p3, p4].flatMap((p) => p.data.records.map((r) => r.id))).toEqual(all);
    const past = await list(tok.admin, { size: 3, current: 9, status: 1 });
    expect(past.data).toMatchObject({ records: [], total: 4 });
    expect((await list(tok.admin, { name: '没有这个人' })).data).toMatchObject({
      records: [],
      total: 0,
    });
  });

  it('limits sub-office admins to their office; refuses lawyers, anonymous and other firms', async () => {
    const sh = await list(tok.shsub);
    expect(sh.data.records.every((r) => r.organizationId === office.sh)).toBe(true);
    expect(sh.data.total).toBe(3);
    expect((await list(tok.branch, { organizationId: office.bj })).code).toBe('403');
    expect((await list(tok.lawyer)).code).toBe('403');
    expect((await t.get('/api/lawyer/card/pageList', undefined)).code).toBe('4003');
    expect((await t.get('/api/lawyer/card/cardNum', tok.lawyer)).code).toBe('403');
    const other = await t.get<Page>('/api/lawyer/card/pageList', tok.other, { firmId: 2 });
    expect(other.data.total).toBe(0);
  });

  it('returns every card field, names and the published version', async () => {
    const zhang = await cardOf('13800000001');
    const res = await info(tok.bjsub, zhang.id);
    expect(res.code).toBe('200');
    expect(res.data).toMatchObject({
      id: zhang.id,
      name: '张伟',
      title: '高级合伙人',
      organizationId: office.bj,
      organizationName: '北京总所',
      status: 2,
      rejectReason: null,
      professionNames: ['公司法务', '金融证券'],
      mobile: '13800000001',
    });
    for (const k of ['licenseNo', 'email', 'bio', 'education', 'workHistory', 'cases', 'area'])
      expect(res.data[k], k).toBeTruthy();
    expect(res.data.licenseNo).toMatch(/^\d{17}$/);
    expect(res.data.published).toMatchObject({ name: '张伟', bio: res.data.bio });

    const lin = await info(tok.admin, (await cardOf('13800000008')).id);
    expect(lin.data.status).toBe(1);
    expect(lin.data.published).not.toBeNull();
    expect(lin.data.bio).not.toBe(lin.data.published!.bio);
    expect((await info(tok.admin, (await cardOf('13800000003')).id)).data.published).toBeNull();
  });

  it('refuses another office’s card (403), another firm’s (404) and lawyers (403)', async () => {
    const zhang = await cardOf('13800000001');
    expect((await info(tok.branch, zhang.id)).code).toBe('403');
    expect(
      (await t.get(`/api/lawyer/card/cardInfo/${zhang.id}`, tok.other, { firmId: 2 })).code,
    ).toBe('404');
    expect((await info(tok.lawyer, zhang.id)).code).toBe('403');
    expect((await info(tok.admin, 999999)).code).toBe('404');
  });
});

describe('createCard', () => {
  it('creates a draft for a lawyer without a card; one card per lawyer', async () => {
    const ma = await lawyerId('13800000011');
    const res = await create(tok.admin, {
      lawyerId: ma,
      name: '马超',
      organizationId: office.bj,
      licenseNo: '11101202311234567',
      email: 'machao@junhe-demo.cn',
      professions: [await areaId('刑事辩护')],
      bio: '<script>alert(1)</script> 纯文本简介，原样保存',
      avatar: '/api/oss/files/firm/1/avatar.png',
      video: 'https://video.example.com/intro.mp4',
      education: [{ school: '北京大学', major: '法学', degree: '法学学士', period: '2016-2020' }],
    });
    expect(res.body.code, res.body.message).toBe('200');
    const id = (res.body.data as { id: number }).id;
    const card = await info(tok.admin, id);
    expect(card.data).toMatchObject({
      status: 0,
      published: null,
      professionNames: ['刑事辩护'],
      bio: '<script>alert(1)</script> 纯文本简介，原样保存',
      avatar: '/api/oss/files/firm/1/avatar.png',
      video: 'https://video.example.com/intro.mp4',
    });
    const before = await cards();
    expect(
      (await create(tok.admin, { lawyerId: ma, name: '马超', organizationId: office.bj })).body,
    ).toMatchObject({
      code: '400',
      message: '该律师已有名片',
    });
    expect(await cards()).toBe(before);
    const logs = await db().select().from(log).where(eq(log.action, '新增名片'));
    expect(logs.map((l) => [l.type, l.target, l.targetId])).toEqual([
      ['create', '名片「马超」', ma],
    ]);
  });

  it('validates fields with the form’s messages and writes nothing', async () => {
    const feng = await lawyerId('13800000012'); // Shanghai, no card
    const base = { lawyerId: feng, name: '冯雪', organizationId: office.sh };
    const before = await cards();
    const msg = async (body: object) =>
      (await create(tok.admin, { ...base, ...body })).body.message;
    expect(await msg({ licenseNo: '1110120231123456' })).toBe('执业证号应为17位数字');
    expect(await msg({ email: 'not-an-email' })).toBe('请输入正确的邮箱地址');
    expect(await msg({ homepage: 'javascript:alert(1)' })).toBe(
      '请输入以 http:// 或 https:// 开头的网址',
    );
    expect(await msg({ mobile: '1380000000' })).toBe('请输入正确的11位手机号');
    expect(await msg({ name: '' })).toBe('请输入姓名');
    expect((await create(tok.admin, { ...base, practiceYears: 71 })).body.code).toBe('400');
    expect((await create(tok.admin, { ...base, bio: 'x'.repeat(2001) })).body.code).toBe('400');
    expect((await create(tok.admin, { ...base, title: '董事长' })).body.code).toBe('400');
    expect(await msg({ professions: [999999] })).toBe('专业领域不存在');
    expect(await msg({ avatar: 'javascript:alert(1)' })).toBe('头像地址不正确');
    expect(await msg({ video: 'data:video/mp4;base64,AAAA' })).toBe('视频地址不正确');
    expect(await msg({ mobile: '' })).toBe('请输入手机号');
    expect(await msg({ organizationId: office.otherFirm })).toBe('所属机构不存在');
    expect(await msg({ bio: 'a\u0000b' })).not.toBe('成功');
    expect(await cards()).toBe(before);
  });

  it('refuses lawyers of another firm or out of scope, and non-admins', async () => {
    const before = await cards();
    const foreign = await lawyerId('13800000001', 2);
    expect(
      (await create(tok.admin, { lawyerId: foreign, name: '钱多多', organizationId: office.bj }))
        .body,
    ).toMatchObject({ code: '404', message: '律师不存在' });
    const feng = await lawyerId('13800000012');
    // A Beijing admin of level 2 sees the whole firm; a Shanghai admin cannot reach Beijing.
    expect(
      (await create(tok.branch, { lawyerId: feng, name: '冯雪', organizationId: office.bj })).body
        .code,
    ).toBe('403');
    expect(
      (await create(tok.lawyer, { lawyerId: feng, name: '冯雪', organizationId: office.sh })).body
        .code,
    ).toBe('403');
    expect(
      (
        await create(undefined as unknown as string, {
          lawyerId: feng,
          name: '冯雪',
          organizationId: office.sh,
        })
      ).body.code,
    ).toBe('4003');
    expect(await cards()).toBe(before);
    const ok = await create(tok.branch, {
      lawyerId: feng,
      name: '冯雪',
      organizationId: office.sh,
    });
    expect(ok.body.code).toBe('200');
  });
});

describe('update and delete', () => {
  it('edits a draft in place; a stale version is 409', async () => {
    const gao = await cardOf('13800000007'); // draft, Shanghai
    const body = {
      id: gao.id,
      name: '高翔',
      title: '律师助理',
      mobile: '13800000007',
      organizationId: office.sh,
    };
    const res = await t.send('PUT', '/api/lawyer/card/update', tok.branch, {
      ...body,
      bio: '新的简介',
      version: gao.version,
    });
    expect(res.code, res.message).toBe('200');
    expect((await info(tok.branch, gao.id)).data).toMatchObject({ status: 0, bio: '新的简介' });
    expect(
      await t.send('PUT', '/api/lawyer/card/update', tok.branch, { ...body, version: gao.version }),
    ).toMatchObject({ code: '409', message: '内容已被他人修改，请刷新后重试' });
    expect(
      (
        await t.send('PUT', '/api/lawyer/card/update', tok.branch, {
          ...body,
          organizationId: office.bj,
        })
      ).code,
    ).toBe('403');
    // lawyerId is create-only: the update body refuses it.
    expect(
      (await t.send('PUT', '/api/lawyer/card/update', tok.branch, { ...body, lawyerId: 1 })).code,
    ).toBe('400');
  });

  it('editing an approved card starts a revision; the published version stays', async () => {
    const liu = await cardOf('13800000002');
    const before = await info(tok.admin, liu.id);
    const res = await t.send('PUT', '/api/lawyer/card/update', tok.admin, {
      id: liu.id,
      name: '刘洋',
      title: '高级合伙人',
      mobile: '13800000002',
      organizationId: office.bj,
      bio: '修订后的简介',
      version: liu.version,
    });
    expect(res.code, res.message).toBe('200');
    const after = await info(tok.admin, liu.id);
    expect(after.data).toMatchObject({ status: 0, title: '高级合伙人', bio: '修订后的简介' });
    expect(after.data.published).toEqual(before.data.published);
    expect(after.data.published).toMatchObject({ title: '合伙人' });
    const row = (await list(tok.admin, { name: '刘洋' })).data.records[0];
    expect(row).toMatchObject({ status: 0, hasPendingRevision: true });
  });

  it('deletes in scope, with a log and a message to the lawyer', async () => {
    const huang = await cardOf('13800000009'); // Shenzhen
    expect(
      (await t.send('POST', '/api/lawyer/card/delete', tok.branch, { id: huang.id })).code,
    ).toBe('403');
    expect(
      (await t.send('POST', '/api/lawyer/card/delete', tok.lawyer, { id: huang.id })).code,
    ).toBe('403');
    const before = await cards();
    expect(
      (await t.send('POST', '/api/lawyer/card/delete', tok.admin, { id: huang.id })).code,
    ).toBe('200');
    expect(await cards()).toBe(before - 1);
    expect(
      (await t.send('POST', '/api/lawyer/card/delete', tok.admin, { id: huang.id })).code,
    ).toBe('404');
    const msgs = await db()
      .select()
      .from(message)
      .where(and(eq(message.toUserType, 'lawyer'), eq(message.toUserId, huang.lawyerId)));
    // A card message: the lawyer's 站内消息 filter by type finds it among the card ones.
    expect(msgs.map((m) => [m.title, m.type])).toEqual([['名片已被删除', 'card']]);
    const logs = await db().select().from(log).where(eq(log.action, '删除名片'));
    expect(logs.map((l) => [l.type, l.targetOrganizationId])).toEqual([['delete', office.sz]]);
  });
});

describe('concurrent creates', () => {
  it('two creates for one lawyer at once: one card, one 该律师已有名片, one log', async () => {
    const [a] = (
      await t.send<{ ids: number[] }>('POST', '/api/lawyer/addList', tok.admin, {
        lawyers: [{ name: '并发', mobile: '13600009999', organizationId: office.bj }],
        password: 'Secret@2026',
      })
    ).data.ids;
    const body = { lawyerId: a, name: '并发', organizationId: office.bj };
    const results = await Promise.all([create(tok.admin, body), create(tok.bjsub, body)]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['200', '400']);
    expect(results.find((r) => r.body.code === '400')!.body.message).toBe('该律师已有名片');
    const rows = await db().select().from(lawyerCard).where(eq(lawyerCard.lawyerId, a));
    expect(rows).toHaveLength(1);
    const logs = await db().select().from(log).where(eq(log.target, '名片「并发」'));
    expect(logs).toHaveLength(1);
  });
});
