// The lawyer's own card: reading it (cardInfoByLawyer), creating and editing it through
// the shared card routes with the lawyer's share of the card form (admin-only fields refused and
// kept), submitting it, another lawyer's card refused with nothing changed, the public card page
// (published version only, the firm's hidden fields left out) and who administers the lawyer.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm, lawyerCard, log } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer' | 'a' | 'b' | 'fresh', string>;
const ids = {} as Record<'a' | 'b' | 'fresh', number>;
const PASSWORD = 'Secret@2026';

type Info = Record<string, unknown> & {
  id: number;
  lawyerId: number;
  status: number;
  version: number;
  rejectReason: string | null;
  organizationId: number;
  organizationName: string;
  sort: number;
  published: Record<string, unknown> | null;
};

const db = () => t.database.db;
const row = async (id: number) =>
  (await db().select().from(lawyerCard).where(eq(lawyerCard.id, id)))[0];
const mine = (token: string) => t.get<Info | null>('/api/lawyer/card/cardInfoByLawyer', token);
const update = (token: string, body: object) =>
  t.send('PUT', '/api/lawyer/card/update', token, body);
const create = (token: string, body: object) =>
  t.request<{ id: number }>({
    method: 'POST',
    url: '/api/lawyer/card/createCard?firmId=1',
    token,
    payload: { firmId: 1, ...body },
  });
const publicCard = (id: number, firmId = 1) =>
  t.request<Record<string, unknown>>({
    method: 'GET',
    url: `/api/card/public/${id}?firmId=${firmId}`,
  });

/** A new lawyer account (status 正常) in an office, signed in. */
const newLawyer = async (name: string, mobile: string, organizationId: number) => {
  const res = await t.send<{ ids: number[] }>('POST', '/api/lawyer/addList', tok.admin, {
    lawyers: [{ name, mobile, organizationId }],
    password: PASSWORD,
  });
  expect(res.code, res.message).toBe('200');
  return { id: res.data.ids[0], token: await t.tokenFor(mobile, PASSWORD) };
};

/** The lawyer's own card body, as the console sends it (no office, no 排序权重). */
const ownBody = (extra: object = {}) => ({
  name: '沈律师',
  title: '律师',
  mobile: '13600001111',
  bio: '专注合同纠纷。',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  const a = await newLawyer('沈律师', '13600001111', office.sh);
  const b = await newLawyer('韩律师', '13600002222', office.bj);
  const fresh = await newLawyer('秦律师', '13600003333', office.sz);
  Object.assign(ids, { a: a.id, b: b.id, fresh: fresh.id });
  Object.assign(tok, { a: a.token, b: b.token, fresh: fresh.token });
});
afterAll(() => t.close());

describe('cardInfoByLawyer', () => {
  it('answers null for a lawyer without a card, and creates nothing', async () => {
    const res = await mine(tok.fresh);
    expect(res).toMatchObject({ code: '200', data: null });
    const rows = await db().select().from(lawyerCard).where(eq(lawyerCard.lawyerId, ids.fresh));
    expect(rows).toHaveLength(0);
  });

  it('answers the own card with its status, reject reason and published version', async () => {
    const res = await mine(tok.lawyer); // 张伟: approved and published
    expect(res.code, res.message).toBe('200');
    expect(res.data).toMatchObject({ name: '张伟', status: 2, rejectReason: null });
    expect(res.data?.published).toMatchObject({ name: '张伟' });
  });

  it('is for lawyers only', async () => {
    expect((await mine(tok.admin)).code).toBe('403');
  });
});

describe('a lawyer creates their own card', () => {
  it('refuses fields only admins set, creating nothing', async () => {
    for (const extra of [{ lawyerId: ids.b }, { organizationId: office.bj }, { sort: 9 }]) {
      const res = await create(tok.a, ownBody(extra));
      expect(res.body.code).toBe('403');
      expect(res.body.message).toMatch(/^无权修改(律师账号|所属机构|排序权重)$/);
    }
    expect((await mine(tok.a)).data).toBeNull();
  });

  it('creates a draft in the lawyer’s own office; a second create is refused', async () => {
    const res = await create(tok.a, ownBody());
    expect(res.body.code, res.body.message).toBe('200');
    const card = await row(res.body.data.id);
    expect(card).toMatchObject({
      lawyerId: ids.a,
      organizationId: office.sh,
      status: 0,
      name: '沈律师',
    });
    expect(card.content).toMatchObject({ sort: 0, bio: '专注合同纠纷。' });
    const again = await create(tok.a, ownBody());
    expect(again.body).toMatchObject({ code: '400', message: '您已有名片，请直接编辑' });
    const logs = await db()
      .select()
      .from(log)
      .where(and(eq(log.action, '新增名片'), eq(log.operatorId, ids.a)));
    expect(logs.map((l) => [l.operatorType, l.target])).toEqual([['lawyer', '名片「沈律师」']]);
  });

  it('checks the lawyer’s body with the form’s own rules', async () => {
    const res = await create(tok.b, ownBody({ name: '', mobile: '13600002222' }));
    expect(res.body).toMatchObject({ code: '400', message: '请输入姓名' });
    expect((await mine(tok.b)).data).toBeNull();
  });
});

describe('a lawyer edits their own card', () => {
  it('saves what a lawyer may change and keeps the admin-set 排序权重 and office', async () => {
    const own = (await mine(tok.a)).data as Info;
    // The admin weights the card first (a field the lawyer never sees).
    const adminSave = await update(tok.branch, {
      ...ownBody(),
      id: own.id,
      organizationId: office.sh,
      sort: 50,
      version: own.version,
    });
    expect(adminSave.code, adminSave.message).toBe('200');
    const before = (await mine(tok.a)).data as Info;
    expect(before.sort).toBe(50);

    const res = await update(tok.a, {
      ...ownBody({ bio: '新的简介', practiceYears: 8 }),
      id: before.id,
      version: before.version,
    });
    expect(res.code, res.message).toBe('200');
    const after = (await mine(tok.a)).data as Info;
    expect(after).toMatchObject({
      bio: '新的简介',
      practiceYears: 8,
      sort: 50,
      organizationId: office.sh,
      status: 0,
    });
    expect(after.version).toBe(before.version + 1);
  });

  it('refuses admin-only fields with 403 naming them, changing nothing', async () => {
    const own = (await mine(tok.a)).data as Info;
    const stored = await row(own.id);
    for (const [extra, message] of [
      [{ sort: 9999 }, '无权修改排序权重'],
      [{ organizationId: office.bj }, '无权修改所属机构'],
      [{ sort: 1, organizationId: office.bj }, '无权修改所属机构、排序权重'],
    ] as const) {
      const res = await update(tok.a, { ...ownBody({ bio: '不应保存' }), id: own.id, ...extra });
      expect(res).toMatchObject({ code: '403', message });
    }
    expect(await row(own.id)).toEqual(stored);
  });

  it('gets the form’s messages for bad input and 409 for a stale version', async () => {
    const own = (await mine(tok.a)).data as Info;
    expect(await update(tok.a, { ...ownBody({ licenseNo: '123' }), id: own.id })).toMatchObject({
      code: '400',
      message: expect.stringContaining('执业证号'),
    });
    expect(
      await update(tok.a, { ...ownBody(), id: own.id, version: own.version - 1 }),
    ).toMatchObject({ code: '409' });
  });

  it('cannot reach another lawyer’s card: 403 and the card is unchanged', async () => {
    const theirs = (await mine(tok.lawyer)).data as Info;
    const stored = await row(theirs.id);
    const res = await update(tok.a, { ...ownBody({ name: '冒名' }), id: theirs.id });
    expect(res).toMatchObject({ code: '403' });
    expect(
      (await t.send('PUT', '/api/lawyer/card/submitAudit', tok.a, { id: theirs.id })).code,
    ).toBe('403');
    expect((await t.get(`/api/lawyer/card/cardInfo/${theirs.id}`, tok.a)).code).toBe('403');
    expect(await row(theirs.id)).toEqual(stored);
  });
});

describe('submit, audit and the public card page', () => {
  it('is 404 for a card never approved, with or without a session', async () => {
    const own = (await mine(tok.a)).data as Info;
    const res = await publicCard(own.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '404', message: '名片不存在或尚未发布' });
    expect((await publicCard(999999)).body.code).toBe('404');
  });

  it('submit → 待审核; the admin approves → 已通过 and the page shows the published card', async () => {
    const own = (await mine(tok.a)).data as Info;
    const sub = await t.send('PUT', '/api/lawyer/card/submitAudit', tok.a, { id: own.id });
    expect(sub.code, sub.message).toBe('200');
    const pending = (await mine(tok.a)).data as Info;
    expect(pending.status).toBe(1);
    expect((await publicCard(own.id)).body.code).toBe('404');

    const audit = await t.send('PUT', '/api/lawyer/card/adminAuditCard', tok.branch, {
      id: own.id,
      result: 'approve',
      version: pending.version,
    });
    expect(audit.code, audit.message).toBe('200');
    expect((await mine(tok.a)).data).toMatchObject({ status: 2, rejectReason: null });

    const res = await publicCard(own.id);
    expect(res.body.code, res.body.message).toBe('200');
    expect(res.body.data).toMatchObject({
      id: own.id,
      name: '沈律师',
      title: '律师',
      bio: '新的简介',
      practiceYears: 8,
      organizationName: '上海分所',
      professionNames: [],
    });
    // Nothing internal leaves: the lawyer, the office id, the weight.
    for (const key of ['lawyerId', 'organizationId', 'sort', 'status', 'version'])
      expect(res.body.data).not.toHaveProperty(key);
  });

  it('keeps showing the approved version while an edit waits for audit', async () => {
    const own = (await mine(tok.a)).data as Info;
    const res = await update(tok.a, {
      ...ownBody({ bio: '修订中的简介' }),
      id: own.id,
      version: own.version,
    });
    expect(res.code, res.message).toBe('200');
    expect((await mine(tok.a)).data).toMatchObject({ status: 0, bio: '修订中的简介' });
    expect((await publicCard(own.id)).body.data).toMatchObject({ bio: '新的简介' });
  });

  it('leaves out the fields the firm hides on its card page, and other firms’ cards', async () => {
    const own = (await mine(tok.a)).data as Info;
    await db()
      .update(firm)
      .set({
        appConfSet: JSON.stringify({
          card: { template: 'classic', themeColor: '#1677ff', fields: ['email', 'bio'] },
        }),
      })
      .where(eq(firm.id, 1));
    const data = (await publicCard(own.id)).body.data;
    expect(data).toMatchObject({ name: '沈律师', bio: '新的简介' });
    expect(data).not.toHaveProperty('mobile');
    expect(data).not.toHaveProperty('practiceYears');
    await db().update(firm).set({ appConfSet: '' }).where(eq(firm.id, 1));
    expect((await publicCard(own.id, 2)).body.code).toBe('404');
  });
});

describe('who administers the lawyer (管理员信息)', () => {
  type Admin = { name: string; role: string; mobile: string; organizationName: string };

  it('lists the main office’s and the own office’s main admins with their phones', async () => {
    const res = await t.get<Admin[]>('/api/firmAccessUser/adminQueryByLawyer', tok.a);
    expect(res.code, res.message).toBe('200');
    expect(res.data.map((a) => [a.name, a.role, a.organizationName, a.mobile])).toEqual([
      ['王明德', '总所主管理员', '北京总所', '13900000001'],
      ['李思远', '分所主管理员', '上海分所', '13900000003'],
    ]);
  });

  it('answers a main-office lawyer with the main office’s main admin only', async () => {
    const res = await t.get<Admin[]>('/api/firmAccessUser/adminQueryByLawyer', tok.b);
    expect(res.data.map((a) => a.name)).toEqual(['王明德']);
  });

  it('answers the same through cardSelf/getAdminInfo (form-encoded)', async () => {
    const res = await t.request<Admin[]>({
      method: 'POST',
      url: '/api/cardSelf/getAdminInfo',
      token: tok.a,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firmId=1',
    });
    expect(res.body.data.map((a) => a.name)).toEqual(['王明德', '李思远']);
  });

  it('is for lawyers only', async () => {
    expect((await t.get('/api/firmAccessUser/adminQueryByLawyer', tok.admin)).code).toBe('403');
  });

  it('leaves out a disabled admin', async () => {
    await db().execute(sql`update firm_access_user set status = 0 where username = 'branch'`);
    const res = await t.get<Admin[]>('/api/firmAccessUser/adminQueryByLawyer', tok.a);
    expect(res.data.map((a) => a.name)).toEqual(['王明德']);
  });
});
