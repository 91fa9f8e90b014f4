// 账号设置: a lawyer's mobile change with an SMS code sent to the new number, password
// changes that end the other sessions, and the admins' security-question login with its limits.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmAccessUser, lawyer, log } from '../src/db/schema';
import { normaliseAnswer } from '../src/routes/auth/question';
import {
  MINUTE,
  expectError,
  outboxCode,
  requestCode,
  sendCode,
  testClock,
} from './helpers/onboarding';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sms: { now: clock.now } });
});
afterAll(() => t.close());

/** Moves past the one-send-a-minute limit of a number. */
const nextMinute = () => clock.advance(MINUTE + 1000);

const put = (url: string, token: string | undefined, payload: object) =>
  t.send('PUT', `/api/${url}`, token, payload);

const lawyerRow = async (id: number) =>
  (await t.database.db.select().from(lawyer).where(eq(lawyer.id, id)))[0];

const idOf = async (mobile: string) =>
  (await t.database.db.select().from(lawyer).where(eq(lawyer.mobile, mobile)))[0].id;

describe('修改账号: PUT /lawyer/updateMobile', () => {
  // 孙丽 (13800000003) moves to a new number; 吴强 (13800000004) stays as he is.
  const OWN = '13800000003';
  const NEW = '13912340003';
  let token: string;
  let id: number;
  beforeAll(async () => {
    token = await t.tokenFor(OWN, 'Lawyer@2026');
    id = await idOf(OWN);
  });

  it('sends a mobile code only to a signed-in lawyer, only to a new unused number', async () => {
    expectError(await requestCode(t, NEW, 'mobile'), '4003', '登录已过期，请重新登录');
    const admin = await t.tokenFor(...demo.admin);
    expectError(await requestCode(t, NEW, 'mobile', admin), '403', '无权访问');
    expectError(await requestCode(t, OWN, 'mobile', token), '400', '新手机号与当前手机号相同');
    expectError(
      await requestCode(t, '13800000004', 'mobile', token),
      '400',
      '该手机号已被其他账号使用',
    );
  });

  it('refuses a missing, wrong or expired code and changes nothing', async () => {
    expectError(
      (await t.request({
        method: 'PUT',
        url: '/api/lawyer/updateMobile',
        token,
        payload: { mobile: NEW, code: '123456', firmId: 1 },
      })) as never,
      '400',
      '请先获取验证码',
    );
    const code = await sendCode(t, NEW, 'mobile', token);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await put('lawyer/updateMobile', token, { mobile: NEW, code: wrong })).toMatchObject({
      code: '400',
      message: '验证码错误',
    });
    expect(await put('lawyer/updateMobile', token, { mobile: NEW, code: '12a' })).toMatchObject({
      code: '400',
      message: '请输入6位数字验证码',
    });
    clock.advance(10 * MINUTE + 1000);
    expect(await put('lawyer/updateMobile', token, { mobile: NEW, code })).toMatchObject({
      code: '400',
      message: '验证码已过期，请重新获取',
    });
    expect((await lawyerRow(id)).mobile).toBe(OWN);
  });

  it('refuses a number another lawyer has, before looking at the code', async () => {
    const res = await put('lawyer/updateMobile', token, { mobile: '13800000004', code: '123456' });
    expect(res).toMatchObject({ code: '400', message: '该手机号已被其他账号使用' });
    expect(await put('lawyer/updateMobile', token, { mobile: OWN, code: '123456' })).toMatchObject({
      code: '400',
      message: '新手机号与当前手机号相同',
    });
  });

  it('takes no id: a lawyer cannot change another lawyer’s number', async () => {
    const other = await idOf('13800000004');
    const res = await put('lawyer/updateMobile', token, { id: other, mobile: NEW, code: '123456' });
    expect(res).toMatchObject({ code: '400', message: '不支持的字段：id' });
    expect((await lawyerRow(other)).mobile).toBe('13800000004');
  });

  it('changes the number with the right code, logs it, and the new number signs in', async () => {
    nextMinute();
    const code = await sendCode(t, NEW, 'mobile', token);
    const before = (await lawyerRow(id)).version;
    const res = await put('lawyer/updateMobile', token, { mobile: NEW, code });
    expect(res).toMatchObject({ code: '200', message: '手机号已修改，请使用新手机号登录' });
    const row = await lawyerRow(id);
    expect(row.mobile).toBe(NEW);
    expect(row.version).toBe(before + 1);
    expect((await t.get('/api/auth/self', token)).code).toBe('200');
    expect((await t.lawyerLogin(NEW, 'Lawyer@2026')).code).toBe('200');
    expect((await t.lawyerLogin(OWN, 'Lawyer@2026')).message).toBe('账号或密码错误');
    const [entry] = await t.database.db
      .select()
      .from(log)
      .where(and(eq(log.action, '修改手机号'), eq(log.targetId, id)));
    expect(entry).toMatchObject({
      type: 'update',
      operatorType: 'lawyer',
      operatorId: id,
      target: '律师「孙丽」',
      targetType: 'lawyer',
      detail: '138****0003 → 139****0003',
    });
    // The lawyer sees it among their own logs.
    const mine = await t.get<{ records: Array<{ action: string }> }>('/api/log/getPageList', token);
    expect(mine.data.records.map((r) => r.action)).toContain('修改手机号');
  });

  it('refuses a code that was used already', async () => {
    // Back to the old number, which frees NEW; its newest code is the one used above.
    nextMinute();
    const back = await sendCode(t, OWN, 'mobile', token);
    expect((await put('lawyer/updateMobile', token, { mobile: OWN, code: back })).code).toBe('200');
    const used = await outboxCode(t, NEW, 'mobile');
    expect(await put('lawyer/updateMobile', token, { mobile: NEW, code: used })).toMatchObject({
      code: '400',
      message: '验证码已使用，请重新获取',
    });
    expect((await lawyerRow(id)).mobile).toBe(OWN);
  });

  it('is for lawyers only', async () => {
    const admin = await t.tokenFor(...demo.admin);
    expect(await put('lawyer/updateMobile', admin, { mobile: NEW, code: '123456' })).toMatchObject({
      code: '403',
    });
    expect(
      (await put('lawyer/updateMobile', undefined, { mobile: NEW, code: '123456' })).code,
    ).toBe('4003');
  });
});

describe('修改密码: PUT /lawyer/updatePassword', () => {
  const MOBILE = '13800000005';
  const change = (token: string, oldPassword: string, newPassword: string, confirm = newPassword) =>
    put('lawyer/updatePassword', token, { oldPassword, newPassword, confirmPassword: confirm });

  it('refuses a wrong old password, a weak, too long, repeated or unconfirmed new one', async () => {
    const token = await t.tokenFor(MOBILE, 'Lawyer@2026');
    expect(await change(token, 'Wrong@2026', 'Newpass@2026')).toMatchObject({
      code: '400',
      message: '原密码不正确',
    });
    expect((await change(token, 'Lawyer@2026', 'abcdefgh')).message).toBe(
      '密码须为8-64位，且同时包含字母和数字',
    );
    expect((await change(token, 'Lawyer@2026', 'Abc1234')).message).toBe(
      '密码须为8-64位，且同时包含字母和数字',
    );
    expect((await change(token, 'Lawyer@2026', `Ab1${'x'.repeat(62)}`)).message).toBe(
      '新密码不能超过64个字符',
    );
    expect((await change(token, 'Lawyer@2026', 'Newpass@2026', 'Newpass@2027')).message).toBe(
      '两次输入的密码不一致',
    );
    expect((await change(token, 'Lawyer@2026', 'Lawyer@2026')).message).toBe(
      '新密码不能与原密码相同',
    );
    expect(
      (
        await put('lawyer/updatePassword', token, {
          oldPassword: 'Lawyer@2026',
          newPassword: 'Newpass@2026',
        })
      ).message,
    ).toBe('请输入确认新密码');
    expect((await t.lawyerLogin(MOBILE, 'Lawyer@2026')).code).toBe('200');
  });

  it('ends the other sessions (4003) and keeps the current one; other lawyers are untouched', async () => {
    const older = await t.tokenFor(MOBILE, 'Lawyer@2026');
    const oldest = await t.tokenFor(MOBILE, 'Lawyer@2026');
    const current = await t.tokenFor(MOBILE, 'Lawyer@2026');
    const someoneElse = await t.tokenFor('13800000006', 'Lawyer@2026');
    const res = await change(current, 'Lawyer@2026', 'Newpass@2026');
    expect(res).toMatchObject({ code: '200', message: '密码已修改，其他设备需重新登录' });
    for (const token of [older, oldest]) {
      expect(await t.get('/api/auth/self', token)).toMatchObject({
        code: '4003',
        message: '登录已过期，请重新登录',
      });
    }
    expect((await t.get('/api/auth/self', current)).code).toBe('200');
    expect((await t.get('/api/auth/self', someoneElse)).code).toBe('200');
    expect((await t.lawyerLogin(MOBILE, 'Lawyer@2026')).message).toBe('账号或密码错误');
    expect((await t.lawyerLogin(MOBILE, 'Newpass@2026')).code).toBe('200');
    const id = await idOf(MOBILE);
    const [entry] = await t.database.db
      .select()
      .from(log)
      .where(and(eq(log.action, '修改密码'), eq(log.targetId, id)));
    expect(entry).toMatchObject({ operatorType: 'lawyer', operatorId: id, target: '律师「郑敏」' });
  });

  // A lawyer no other test of this file signs in as.
  const LONG_MOBILE = '13800000009';
  it('takes a 64-character password (ASVS V6.2.9) and checks it exactly as typed', async () => {
    const long = `Aa1!${'x~'.repeat(30)}`;
    expect(long).toHaveLength(64);
    const token = await t.tokenFor(LONG_MOBILE, 'Lawyer@2026');
    expect((await change(token, 'Lawyer@2026', long)).code).toBe('200');
    expect((await t.lawyerLogin(LONG_MOBILE, long)).code).toBe('200');
    // Not trimmed, truncated or case-folded: near misses are wrong passwords.
    for (const near of [long.slice(0, 63), long.toUpperCase(), ` ${long.slice(1)}`]) {
      expect((await t.lawyerLogin(LONG_MOBILE, near)).message).toBe('账号或密码错误');
    }
  });

  it('is for lawyers; admins change theirs at PUT /auth/password', async () => {
    const admin = await t.tokenFor(...demo.admin);
    const lawyerToken = await t.tokenFor('13800000006', 'Lawyer@2026');
    const body = {
      oldPassword: 'Lawyer@2026',
      newPassword: 'Newpass@2026',
      confirmPassword: 'Newpass@2026',
    };
    expect((await put('lawyer/updatePassword', admin, body)).code).toBe('403');
    expect((await put('auth/password', lawyerToken, body)).code).toBe('403');
    expect((await t.lawyerLogin('13800000006', 'Lawyer@2026')).code).toBe('200');
  });

  it('admins: 确认新密码 must match too', async () => {
    const admin = await t.tokenFor(...demo.bjsub);
    const res = await put('auth/password', admin, {
      oldPassword: 'Sub@2026',
      newPassword: 'Newpass@2026',
      confirmPassword: 'Other@2026',
    });
    expect(res).toMatchObject({ code: '400', message: '两次输入的密码不一致' });
  });
});

describe('GET /auth/account', () => {
  it('shows a lawyer their mobile, an admin their account and question', async () => {
    const l = await t.tokenFor('13800000007', 'Lawyer@2026');
    expect((await t.get('/api/auth/account', l)).data).toEqual({
      name: '高翔',
      username: '',
      mobile: '13800000007',
      question: '',
    });
    const a = await t.tokenFor(...demo.branch);
    expect((await t.get('/api/auth/account', a)).data).toMatchObject({
      username: 'branch',
      question: '',
    });
    expect((await t.get('/api/auth/account')).code).toBe('4003');
  });
});

const QUESTION = '您的出生地是？';

describe('密保问题: PUT /auth/question', () => {
  const set = (token: string, body: Record<string, unknown>) => put('auth/question', token, body);

  it('normalises answers: width, case and spaces do not count', () => {
    expect(normaliseAnswer('  ＢeiJing\u3000Road ')).toBe('beijing road');
    expect(normaliseAnswer('北京  海淀')).toBe('北京 海淀');
    expect(normaliseAnswer('ＡＢＣ１２３')).toBe('abc123');
  });

  it('is for admins, with their current password, a preset question and a real answer', async () => {
    const lawyerToken = await t.tokenFor('13800000007', 'Lawyer@2026');
    const body = { question: QUESTION, answer: '上海', password: 'Lawyer@2026' };
    expect((await set(lawyerToken, body)).code).toBe('403');
    const token = await t.tokenFor(...demo.shsub);
    expect(await set(token, { ...body, password: 'Wrong@2026' })).toMatchObject({
      code: '400',
      message: '登录密码不正确',
    });
    expect(
      await set(token, { ...body, password: 'Sub@2026', question: '您的宠物叫什么？' }),
    ).toMatchObject({ code: '400', message: '密保问题的取值不在可选范围内' });
    expect(await set(token, { ...body, password: 'Sub@2026', answer: ' a  ' })).toMatchObject({
      code: '400',
      message: '密保答案不能少于2个字符',
    });
    expect(
      await set(token, { ...body, password: 'Sub@2026', answer: 'x'.repeat(51) }),
    ).toMatchObject({
      code: '400',
      message: '密保答案不能超过50个字符',
    });
    expect(await set(token, { ...body, password: 'Sub@2026', answer: 'SUB@2026' })).toMatchObject({
      code: '400',
      message: '密保答案不能与登录密码相同',
    });
    const [row] = await t.database.db
      .select()
      .from(firmAccessUser)
      .where(eq(firmAccessUser.username, 'shsub'));
    expect(row.securityQuestion).toBeNull();
    expect(row.securityAnswerHash).toBeNull();
  });

  it('stores the question and only an argon2id hash of the normalised answer; logs it', async () => {
    const token = await t.tokenFor(...demo.shsub);
    const res = await set(token, {
      question: QUESTION,
      answer: ' Shanghai Pudong ',
      password: 'Sub@2026',
    });
    expect(res).toMatchObject({ code: '200', message: '密保问题已设置' });
    const [row] = await t.database.db
      .select()
      .from(firmAccessUser)
      .where(eq(firmAccessUser.username, 'shsub'));
    expect(row.securityQuestion).toBe(QUESTION);
    expect(row.securityAnswerHash).toMatch(/^\$argon2id\$/);
    expect(row.securityAnswerHash).not.toContain('shanghai');
    expect((await t.get('/api/auth/account', token)).data).toMatchObject({ question: QUESTION });
    const [entry] = await t.database.db
      .select()
      .from(log)
      .where(and(eq(log.action, '设置密保问题'), eq(log.operatorId, row.id)));
    expect(entry).toMatchObject({ type: 'update', target: '管理员「shsub」', detail: QUESTION });
    expect(JSON.stringify(entry)).not.toMatch(/shanghai/i);
  });
});

describe('密保登录: POST /auth/loginByQuestion', () => {
  const login = (body: Record<string, unknown>) =>
    t.request<{ token: string; userinfo: Record<string, unknown> }>({
      method: 'POST',
      url: '/api/auth/loginByQuestion',
      payload: { firmId: 1, ...body },
    });
  const WRONG = '账号、密保问题或答案错误';

  it('signs in with the right answer in any width, case or spacing', async () => {
    const res = await login({
      username: 'shsub',
      question: QUESTION,
      answer: 'ＳＨＡＮＧＨＡＩ  pudong',
    });
    expect(res.body).toMatchObject({ code: '200', message: '登录成功' });
    expect(res.body.data.userinfo).toMatchObject({ type: 'admin', name: expect.any(String) });
    const self = await t.get('/api/auth/self', res.body.data.token);
    expect(self.code).toBe('200');
    const [entry] = await t.database.db
      .select()
      .from(log)
      .where(and(eq(log.action, '登录'), eq(log.detail, '管理员密保登录')));
    expect(entry).toMatchObject({ target: 'shsub', operatorType: 'admin' });
  });

  it('says the same for a wrong answer, another question, no question set or no such account', async () => {
    const wrongAnswer = await login({ username: 'shsub', question: QUESTION, answer: '北京' });
    const wrongQuestion = await login({
      username: 'shsub',
      question: '您母亲的姓名是？',
      answer: 'shanghai pudong',
    });
    const noQuestion = await login({ username: 'szadmin', question: QUESTION, answer: '深圳' });
    const unknown = await login({ username: 'nobody', question: QUESTION, answer: '深圳' });
    for (const res of [wrongAnswer, wrongQuestion, noQuestion, unknown]) {
      expect(res.body).toEqual({ code: '400', data: null, message: WRONG });
    }
    const notPreset = await login({ username: 'shsub', question: '随便', answer: 'x' });
    expect(notPreset.body).toMatchObject({ code: '400', message: '密保问题的取值不在可选范围内' });
  });

  it('counts failures with the password login: the captcha comes after three of either', async () => {
    // shsub has one wrong answer and one wrong question above; one wrong password makes three.
    expect((await t.adminLogin('shsub', 'Wrong@2026')).message).toBe('账号或密码错误');
    const required = await t.get<{ required: boolean }>('/api/auth/queryCode', undefined, {
      username: 'shsub',
    });
    expect(required.data.required).toBe(true);
    const right = { username: 'shsub', question: QUESTION, answer: 'shanghai pudong' };
    expect((await login(right)).body.message).toBe('请输入正确的验证码');
    const img = await t.get<{ captchaId: string }>('/api/auth/code');
    const answer = t.captchas.get(img.data.captchaId)!;
    const res = await login({ ...right, captchaId: img.data.captchaId, captcha: answer });
    expect(res.body.code).toBe('200');
    // Success resets the count for both ways in.
    expect((await t.adminLogin('shsub', 'Sub@2026')).code).toBe('200');
  });

  it('refuses a disabled admin only after a right answer', async () => {
    await t.database.db
      .update(firmAccessUser)
      .set({ status: 0 })
      .where(eq(firmAccessUser.username, 'shsub'));
    const res = await login({ username: 'shsub', question: QUESTION, answer: 'shanghai pudong' });
    expect(res.body).toMatchObject({ code: '403', message: '账号已停用' });
    await t.database.db
      .update(firmAccessUser)
      .set({ status: 1 })
      .where(eq(firmAccessUser.username, 'shsub'));
  });
});

describe('rate limits of the question login and the password checks', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => small.close());

  it('limits question logins per address and account like the password login (429)', async () => {
    const attempt = (username: string) =>
      small.request({
        method: 'POST',
        url: '/api/auth/loginByQuestion',
        payload: { firmId: 1, username, question: QUESTION, answer: 'wrong answer' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('branch')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const last = await attempt('branch');
    expect(last.body).toEqual({ code: '429', data: null, message: '操作过于频繁，请稍后再试' });
    // Another account from the same address is not affected.
    expect((await attempt('bjsub')).body.code).toBe('400');
  });

  it('limits the calls that check the current password per account', async () => {
    const token = await small.tokenFor('13800000008', 'Lawyer@2026');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await small.request({
        method: 'PUT',
        url: '/api/lawyer/updatePassword',
        token,
        payload: {
          firmId: 1,
          oldPassword: `Guess@${i}000`,
          newPassword: 'Newpass@2026',
          confirmPassword: 'Newpass@2026',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
