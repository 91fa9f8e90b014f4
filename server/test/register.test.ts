// Lawyer onboarding: checkMobile, the registration office list, register (loginRegSet on/off,
// approval on/off, duplicates, bad codes, bad input) and SMS-code login beside password login.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lawyer, log, organization } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';
import {
  DEFAULT_LOGIN_REG,
  MINUTE,
  checkCode,
  expectError,
  sendCode,
  setLoginRegSet,
  testClock,
  mobileSeries,
} from './helpers/onboarding';

const clock = testClock();
let t: TestApp;
const freshMobile = mobileSeries('1350000');
const PASSWORD = 'Regist3r!ok';

beforeAll(async () => {
  t = await createTestApp({
    sms: {
      now: clock.now,
      sendRateLimit: 1000,
      checkRateLimit: 1000,
      lookupRateLimit: 1000,
      addressDailyCap: 1000,
    },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await setLoginRegSet(t, DEFAULT_LOGIN_REG);
  // Every test starts clear of the one-a-minute limit of the numbers it reuses.
  clock.advance(MINUTE);
});

const register = (body: Record<string, unknown>) =>
  t.request<{ id: number; status: number }>({
    method: 'POST',
    url: '/api/lawyer/register',
    payload: { firmId: 1, ...body },
  });

const lawyerRow = async (mobile: string) => {
  const [row] = await t.database.db
    .select()
    .from(lawyer)
    .where(and(eq(lawyer.firmId, 1), eq(lawyer.mobile, mobile)));
  return row;
};

const form = (mobile: string, code: string, extra: Record<string, unknown> = {}) => ({
  mobile,
  code,
  password: PASSWORD,
  name: '  新律师  ',
  organizationId: office.sh,
  ...extra,
});

const smsLogin = (mobile: string, code: string) =>
  t.request<{ token: string }>({
    method: 'POST',
    url: '/api/auth/lawyerLogin',
    payload: { mobile, code, firmId: 1 },
  });

describe('lawyer/checkMobile', () => {
  it('says whether the number is registered in the firm', async () => {
    const taken = await t.get<{ registered: boolean }>('/api/lawyer/checkMobile', undefined, {
      mobile: demo.lawyer[0],
    });
    expect(taken).toMatchObject({ code: '200', data: { registered: true } });
    expect(taken.message).toBe('该手机号已注册，请直接登录');
    const free = await t.get<{ registered: boolean }>('/api/lawyer/checkMobile', undefined, {
      mobile: freshMobile(),
    });
    expect(free.data).toEqual({ registered: false });
  });

  it('refuses a malformed number', async () => {
    const bad = await t.get('/api/lawyer/checkMobile', undefined, { mobile: '1234' });
    expect(bad).toMatchObject({ code: '400', message: '请输入正确的11位手机号' });
  });
});

describe('lawyer/registerOffices', () => {
  it('lists the firm’s enabled offices, id and name only, to anyone', async () => {
    await t.database.db
      .update(organization)
      .set({ status: 0 })
      .where(eq(organization.id, office.sz));
    try {
      const res = await t.get<Array<Record<string, unknown>>>('/api/lawyer/registerOffices');
      expect(res.code).toBe('200');
      expect(res.data).toEqual([
        { id: office.bj, name: '北京总所' },
        { id: office.sh, name: '上海分所' },
      ]);
    } finally {
      await t.database.db
        .update(organization)
        .set({ status: 1 })
        .where(eq(organization.id, office.sz));
    }
  });

  it('is closed with self-registration', async () => {
    await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, selfRegister: false });
    const res = await t.get('/api/lawyer/registerOffices');
    expect(res).toMatchObject({ code: '403', message: '本所暂未开放律师自助注册' });
  });
});

describe('lawyer/register', () => {
  it('creates a pending account that cannot log in until an admin passes it', async () => {
    const mobile = freshMobile();
    const code = await sendCode(t, mobile, 'register');
    const res = await register(form(mobile, code));
    expect(res.body).toMatchObject({
      code: '200',
      message: '注册成功，请等待管理员审核',
      data: { status: 0 },
    });
    const row = await lawyerRow(mobile);
    expect(row).toMatchObject({ name: '新律师', organizationId: office.sh, status: 0 });
    expect(row.id).toBe(res.body.data.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    // The code is used up: it cannot serve again.
    expectError(await checkCode(t, mobile, 'register', code), '400', '验证码已使用，请重新获取');
    // The registration is logged, with the new lawyer as operator and target.
    const [entry] = await t.database.db
      .select()
      .from(log)
      .where(and(eq(log.action, '律师自助注册'), eq(log.targetId, row.id)));
    expect(entry).toMatchObject({
      type: 'create',
      operatorType: 'lawyer',
      operatorName: '新律师',
      target: '律师「新律师」',
      targetOrganizationId: office.sh,
    });

    const pending = await t.lawyerLogin(mobile, PASSWORD);
    expect(pending).toMatchObject({ code: '403', message: '账号待管理员审核通过后才能登录' });

    // The admin of the lawyer's office sees it in 人员管理 as 待审核 and passes it.
    const admin = await t.tokenFor(...demo.branch);
    const list = await t.get<{ records: Array<{ id: number; status: number }> }>(
      '/api/lawyer/pageList',
      admin,
      { mobile },
    );
    expect(list.data.records).toEqual([expect.objectContaining({ id: row.id, status: 0 })]);
    expect((await t.send('PUT', `/api/lawyer/pass/${row.id}`, admin)).code).toBe('200');
    expect((await t.lawyerLogin(mobile, PASSWORD)).code).toBe('200');
  });

  it('without needApproval the account can log in at once', async () => {
    await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, needApproval: false });
    const mobile = freshMobile();
    const res = await register(form(mobile, await sendCode(t, mobile, 'register')));
    expect(res.body).toMatchObject({
      code: '200',
      message: '注册成功，可以登录',
      data: { status: 1 },
    });
    expect((await t.lawyerLogin(mobile, PASSWORD)).code).toBe('200');
  });

  it('is refused while self-registration is off, with nothing created', async () => {
    const mobile = freshMobile();
    const code = await sendCode(t, mobile, 'register');
    await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, selfRegister: false });
    expectError(await register(form(mobile, code)), '403', '本所暂未开放律师自助注册');
    expect(await lawyerRow(mobile)).toBeUndefined();
  });

  it('refuses a number already registered, before looking at the code', async () => {
    const res = await register(form(demo.lawyer[0], '123456'));
    expectError(res, '400', '该手机号已注册，请直接登录');
    // A pending account's number is taken too.
    expectError(await register(form('13800000011', '123456')), '400', '该手机号已注册，请直接登录');
  });

  it('refuses wrong, expired, reused and other-purpose codes, creating nothing', async () => {
    const mobile = freshMobile();
    expectError(await register(form(mobile, '123456')), '400', '请先获取验证码');

    const code = await sendCode(t, mobile, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await register(form(mobile, wrong)), '400', '验证码错误');
    expect(await lawyerRow(mobile)).toBeUndefined();

    clock.advance(10 * MINUTE);
    expectError(await register(form(mobile, code)), '400', '验证码已过期，请重新获取');
    expect(await lawyerRow(mobile)).toBeUndefined();

    // A code for another number does not open this one.
    const other = freshMobile();
    const otherCode = await sendCode(t, other, 'register');
    expectError(await register(form(mobile, otherCode)), '400', /验证码/);
    expect(await lawyerRow(mobile)).toBeUndefined();

    // A login code is not a register code (the demo lawyer's login code, for a new number).
    const loginCode = await sendCode(t, demo.lawyer[0], 'login');
    clock.advance(MINUTE);
    const fresh = await sendCode(t, mobile, 'register');
    if (loginCode !== fresh) {
      expectError(await register(form(mobile, loginCode)), '400', '验证码错误');
    }
    expect((await register(form(mobile, fresh))).body.code).toBe('200');
    // Reusing the code after success: the number is now registered.
    expectError(await register(form(mobile, fresh)), '400', '该手机号已注册，请直接登录');
  });

  it('of two simultaneous registrations with one code, exactly one succeeds', async () => {
    const mobile = freshMobile();
    const code = await sendCode(t, mobile, 'register');
    const results = await Promise.all([register(form(mobile, code)), register(form(mobile, code))]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual(['200', '400']);
    const refused = results.find((r) => r.body.code === '400');
    expect(refused?.body.message).toMatch(/该手机号已注册|验证码已使用/);
    const rows = await t.database.db.select().from(lawyer).where(eq(lawyer.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it('validates every field with a Chinese message, keeping the code usable', async () => {
    const mobile = freshMobile();
    const code = await sendCode(t, mobile, 'register');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'abcdefgh' }, '密码须为8-64位，且同时包含字母和数字'],
      [{ password: 'a1'.repeat(33) }, '密码'],
      [{ name: '   ' }, '请输入姓名'],
      [{ name: '名'.repeat(21) }, '姓名不能超过20个字符'],
      [{ organizationId: 999 }, '所属机构不存在或已停用'],
      [{ organizationId: office.otherFirm }, '所属机构不存在或已停用'],
      [{ code: '12a456' }, '请输入6位数字验证码'],
      [{ mobile: '2380000' }, '请输入正确的11位手机号'],
    ];
    for (const [extra, message] of cases) {
      const res = await register(form(mobile, code, extra));
      expect(res.body.code, JSON.stringify(extra)).toBe('400');
      expect(res.body.message, JSON.stringify(extra)).toMatch(new RegExp(message));
    }
    const missing = await t.request({
      method: 'POST',
      url: '/api/lawyer/register',
      payload: { firmId: 1, mobile, password: PASSWORD, name: '甲', organizationId: 1 },
    });
    expect(missing.body).toMatchObject({ code: '400', message: '请输入验证码' });
    expect(await lawyerRow(mobile)).toBeUndefined();
    expect((await register(form(mobile, code))).body.code).toBe('200');
  });
});

describe('SMS-code login', () => {
  const [mobile, password] = demo.lawyer;

  it('signs a lawyer in with a login code, once', async () => {
    const code = await sendCode(t, mobile, 'login');
    const res = await smsLogin(mobile, code);
    expect(res.body.code, res.body.message).toBe('200');
    expect(res.body.data.token).toBeTruthy();
    const self = await t.get<{ name: string }>('/api/auth/self', res.body.data.token);
    expect(self.code).toBe('200');
    expectError(await smsLogin(mobile, code), '400', '验证码已使用，请重新获取');
  });

  it('refuses a wrong code and logs the failure', async () => {
    const code = await sendCode(t, mobile, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await smsLogin(mobile, wrong), '400', '验证码错误');
    const failures = await t.database.db
      .select()
      .from(log)
      .where(and(eq(log.target, mobile), eq(log.detail, '律师验证码登录：验证码不正确')));
    expect(failures.length).toBeGreaterThan(0);
    // A register code is no login code.
    const newcomer = freshMobile();
    const registerCode = await sendCode(t, newcomer, 'register');
    expectError(await smsLogin(newcomer, registerCode), '400', '请先获取验证码');
  });

  it('tells a pending or disabled account so only after a right code', async () => {
    const pending = '13800000011';
    expectError(await smsLogin(pending, '000000'), '400', /验证码/);
    const code = await sendCode(t, pending, 'login');
    expectError(await smsLogin(pending, code), '403', '账号待管理员审核通过后才能登录');
    const disabled = '13800000010';
    expectError(
      await smsLogin(disabled, await sendCode(t, disabled, 'login')),
      '403',
      '账号已停用',
    );
  });

  it('honours loginRegSet.methods for both ways in', async () => {
    await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, methods: ['password'] });
    expectError(await smsLogin(mobile, '123456'), '403', '本所未开放该登录方式');
    expect((await t.lawyerLogin(mobile, password)).code).toBe('200');
    await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, methods: ['sms'] });
    expect(await t.lawyerLogin(mobile, password)).toMatchObject({
      code: '403',
      message: '本所未开放该登录方式',
    });
    const code = await sendCode(t, mobile, 'login');
    expect((await smsLogin(mobile, code)).body.code).toBe('200');
  });

  it('takes exactly one of password and code', async () => {
    const both = await t.request({
      method: 'POST',
      url: '/api/auth/lawyerLogin',
      payload: { mobile, password, code: '123456', firmId: 1 },
    });
    expectError(both, '400', '请选择密码登录或验证码登录其中一种方式');
    const neither = await t.request({
      method: 'POST',
      url: '/api/auth/lawyerLogin',
      payload: { mobile, firmId: 1 },
    });
    expectError(neither, '400', '请输入密码');
  });
});
