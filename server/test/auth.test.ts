// Sign-in of each role, the captcha after repeated failures, the login rate limit, sessions.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../src/db/schema';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin login (form-encoded)', () => {
  it('signs in the main-office main admin with ADMIN, MAIN_OFFICE_MAIN_ADMIN and system', async () => {
    const res = await t.adminLogin(...demo.admin);
    expect(res.code).toBe('200');
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.userinfo).toEqual({
      id: 1,
      type: 'admin',
      name: '王明德',
      auth: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'system'],
      level: 1,
      organizationId: 1,
      organizationName: '北京总所',
    });
    const self = await t.get('/api/auth/self', res.data.token);
    expect(self.data).toEqual(res.data.userinfo);
  });

  it('signs in a sub-office main admin with ADMIN only', async () => {
    const res = await t.adminLogin(...demo.branch);
    expect(res.data.userinfo).toMatchObject({
      auth: ['ADMIN'],
      level: 3,
      organizationName: '上海分所',
    });
  });

  it('says 账号或密码错误 for a wrong password and for an unknown account alike', async () => {
    const wrong = await t.adminLogin('szadmin', 'Wrong@2026');
    const unknown = await t.adminLogin('nobody', 'Wrong@2026');
    expect(wrong).toEqual({ code: '400', data: null, message: '账号或密码错误' });
    expect(unknown).toEqual(wrong);
  });

  it('logs logins and failures with who and from where', async () => {
    const rows = await t.database.db
      .select()
      .from(log)
      .where(and(eq(log.firmId, 1), eq(log.target, 'szadmin')));
    expect(rows.map((r) => r.action)).toContain('登录失败');
    const ok = await t.database.db
      .select()
      .from(log)
      .where(and(eq(log.action, '登录'), eq(log.target, 'admin')));
    expect(ok[0]).toMatchObject({ operatorType: 'admin', operatorName: '王明德', ip: '127.0.0.1' });
  });

  it('refuses a JSON body on the form-encoded login', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/firmAccessUserLogin',
      payload: { username: 'admin', password: 'x' },
    });
    expect(res.status).toBe(415);
  });

  it('names a missing field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/firmAccessUserLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&firmId=1',
    });
    expect(res.body).toMatchObject({ code: '400', message: '请输入密码' });
  });
});

describe('captcha after 3 failures', () => {
  it('is not required before failures, and required after the third within 15 minutes', async () => {
    const q = () =>
      t.get<{ required: boolean }>('/api/auth/queryCode', undefined, { username: 'bjsub' });
    expect((await q()).data).toEqual({ required: false });
    for (let i = 0; i < 3; i++)
      expect((await t.adminLogin('bjsub', 'nope')).message).toBe('账号或密码错误');
    expect((await q()).data).toEqual({ required: true });
    // Unknown accounts behave the same, so the answer reveals nothing about who exists.
    for (let i = 0; i < 3; i++) await t.adminLogin('ghost', 'nope');
    expect(
      (await t.get<{ required: boolean }>('/api/auth/queryCode', undefined, { username: 'ghost' }))
        .data.required,
    ).toBe(true);
  });

  it('refuses the right password without a captcha, or with a wrong one', async () => {
    expect((await t.adminLogin(...demo.bjsub)).message).toBe('请输入正确的验证码');
    const img = await t.get<{ captchaId: string; image: string }>('/api/auth/code');
    expect(img.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(JSON.stringify(img)).not.toContain(t.captchas.get(img.data.captchaId));
    const res = await t.adminLogin(...demo.bjsub, {
      captchaId: img.data.captchaId,
      captcha: 'zzzz',
    });
    expect(res.message).toBe('请输入正确的验证码');
  });

  it('accepts the right captcha once; a reused captcha is refused', async () => {
    const img = await t.get<{ captchaId: string }>('/api/auth/code');
    const answer = t.captchas.get(img.data.captchaId)!;
    const ok = await t.adminLogin(...demo.bjsub, {
      captchaId: img.data.captchaId,
      captcha: answer.toUpperCase(),
    });
    expect(ok.code).toBe('200');
    // Success resets the counter; make it required again, then replay the used captcha.
    for (let i = 0; i < 3; i++) await t.adminLogin('bjsub', 'nope');
    const replay = await t.adminLogin(...demo.bjsub, {
      captchaId: img.data.captchaId,
      captcha: answer,
    });
    expect(replay.message).toBe('请输入正确的验证码');
  });

  it('draws answers from the CSPRNG, not Math.random (ASVS V11.5.1)', async () => {
    // With Math.random pinned, answers drawn from it would all be alike.
    const pinned = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const answers = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const img = await t.get<{ captchaId: string }>('/api/auth/code');
        const answer = t.captchas.get(img.data.captchaId)!;
        expect(answer).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{4}$/);
        answers.add(answer);
      }
      expect(answers.size).toBeGreaterThan(1);
    } finally {
      pinned.mockRestore();
    }
  });
});

describe('lawyer login (JSON)', () => {
  it('signs in an active lawyer with LAWYER', async () => {
    const res = await t.lawyerLogin(...demo.lawyer);
    expect(res.code).toBe('200');
    expect(res.data.userinfo).toEqual({
      id: 1,
      type: 'lawyer',
      name: '张伟',
      auth: ['LAWYER'],
      level: null,
      organizationId: 1,
      organizationName: '北京总所',
    });
  });

  it('refuses wrong passwords, pending and disabled lawyers with their own messages', async () => {
    expect((await t.lawyerLogin('13800000001', 'Wrong@2026')).message).toBe('账号或密码错误');
    expect(await t.lawyerLogin('13800000011', 'Lawyer@2026')).toMatchObject({
      code: '403',
      message: '账号待管理员审核通过后才能登录',
    });
    expect(await t.lawyerLogin('13800000010', 'Lawyer@2026')).toMatchObject({
      code: '403',
      message: '账号已停用',
    });
  });

  it('keeps lawyers out of admin calls', async () => {
    const token = await t.tokenFor(...demo.lawyer);
    expect(await t.get('/api/firmOrganization/pageList', token)).toMatchObject({
      code: '403',
      message: '无权访问',
    });
  });
});

describe('password change', () => {
  it('refuses a wrong old password and revokes the other sessions on success', async () => {
    const a = await t.tokenFor(...demo.szadmin);
    const b = await t.tokenFor(...demo.szadmin);
    const wrong = await t.send('PUT', '/api/auth/password', a, {
      oldPassword: 'x',
      newPassword: 'Newpass@2026',
      confirmPassword: 'Newpass@2026',
    });
    expect(wrong).toMatchObject({ code: '400', message: '原密码不正确' });
    const weak = await t.send('PUT', '/api/auth/password', a, {
      oldPassword: 'Sub@2026',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.message).toBe('密码须为8-64位，且同时包含字母和数字');
    const ok = await t.send('PUT', '/api/auth/password', a, {
      oldPassword: 'Sub@2026',
      newPassword: 'Newpass@2026',
      confirmPassword: 'Newpass@2026',
    });
    expect(ok.code).toBe('200');
    expect((await t.get('/api/auth/self', a)).code).toBe('200');
    expect((await t.get('/api/auth/self', b)).code).toBe('4003');
    expect((await t.adminLogin('szadmin', 'Newpass@2026')).code).toBe('200');
  });
});

describe('rate limit', () => {
  it('answers the 11th login attempt within a minute with HTTP 429', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.request({
        method: 'POST',
        url: '/api/auth/lawyerLogin',
        payload: { mobile: '13800000099', password: 'x', firmId: 1 },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.body).toEqual({ code: '429', data: null, message: '操作过于频繁，请稍后再试' });
    // Another account from the same address is not affected.
    expect((await t.lawyerLogin('13800000002', 'Lawyer@2026')).code).toBe('200');
  });
});
