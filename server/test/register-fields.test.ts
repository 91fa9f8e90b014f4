// Every refusal the registration page can meet names its field in the envelope (docs/product.md,
// Envelope), so the page shows it there without reading the message: the registration itself
// (body validation and the handler's own checks) and the register code it asks for first. A
// refusal about no one field (registration closed) has no `field`.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';
import {
  DEFAULT_LOGIN_REG,
  MINUTE,
  requestCode,
  sendCode,
  setLoginRegSet,
  testClock,
  mobileSeries,
} from './helpers/onboarding';

const clock = testClock();
let t: TestApp;
const freshMobile = mobileSeries('1360000');

beforeAll(async () => {
  t = await createTestApp({
    sms: {
      now: clock.now,
      sendRateLimit: 1000,
      checkRateLimit: 1000,
      lookupRateLimit: 1000,
      addressDailyCap: 1000,
    },
    abuseLimits: { perClient: 1000 },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await setLoginRegSet(t, DEFAULT_LOGIN_REG);
  clock.advance(MINUTE);
});

const register = async (body: Record<string, unknown>) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/lawyer/register',
      payload: { firmId: 1, ...body },
    })
  ).body;

const form = (mobile: string, code: string) => ({
  mobile,
  code,
  password: 'Regist3r!ok',
  name: '新律师',
  organizationId: office.sh,
});

describe('lawyer/register', () => {
  it('names the field of each refused value, and the code stays usable', async () => {
    const mobile = freshMobile();
    const code = await sendCode(t, mobile, 'register');
    const ok = form(mobile, code);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ok, password: 'abcdefgh' }, 'password', '密码须为8-64位，且同时包含字母和数字'],
      [{ ...ok, password: 'a1'.repeat(33) }, 'password', '密码不能超过64个字符'],
      [{ ...ok, name: '   ' }, 'name', '请输入姓名'],
      [{ ...ok, name: '名'.repeat(21) }, 'name', '姓名不能超过20个字符'],
      [{ ...ok, organizationId: 999 }, 'organizationId', '所属机构不存在或已停用'],
      [{ ...ok, organizationId: office.otherFirm }, 'organizationId', '所属机构不存在或已停用'],
      [{ ...ok, organizationId: '2' }, 'organizationId', '所属机构必须是整数'],
      [{ ...ok, code: '12a456' }, 'code', '请输入6位数字验证码'],
      [{ ...ok, mobile: '2380000' }, 'mobile', '请输入正确的11位手机号'],
      [{ ...ok, code: undefined }, 'code', '请输入验证码'],
    ];
    for (const [body, field, message] of cases) {
      expect(await register(body), JSON.stringify(body)).toEqual({
        code: '400',
        data: null,
        message,
        field,
      });
    }
    // A key the form does not have is about the request, not a field of it.
    expect(await register({ ...ok, nickname: '小王' })).toEqual({
      code: '400',
      data: null,
      message: '不支持的字段：nickname',
    });
    expect(await register(ok)).toMatchObject({ code: '200' });
  });

  it('names mobile for a number already registered, active or pending', async () => {
    for (const mobile of [demo.lawyer[0], '13800000011']) {
      expect(await register(form(mobile, '123456'))).toMatchObject({
        code: '400',
        message: '该手机号已注册，请直接登录',
        field: 'mobile',
      });
    }
  });

  it('names code for a missing, wrong or expired code', async () => {
    const mobile = freshMobile();
    expect(await register(form(mobile, '123456'))).toMatchObject({
      message: '请先获取验证码',
      field: 'code',
    });
    const code = await sendCode(t, mobile, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await register(form(mobile, wrong))).toMatchObject({
      message: '验证码错误',
      field: 'code',
    });
    clock.advance(10 * MINUTE);
    expect(await register(form(mobile, code))).toMatchObject({
      message: '验证码已过期，请重新获取',
      field: 'code',
    });
  });

  it('names no field while self-registration is closed', async () => {
    const mobile = freshMobile();
    const code = await sendCode(t, mobile, 'register');
    await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, selfRegister: false });
    expect(await register(form(mobile, code))).toEqual({
      code: '403',
      data: null,
      message: '本所暂未开放律师自助注册',
    });
  });
});

describe('getCardCode for a register code', () => {
  it('names mobile for a registered or malformed number', async () => {
    expect((await requestCode(t, demo.lawyer[0], 'register')).body).toEqual({
      code: '400',
      data: null,
      message: '该手机号已注册，请直接登录',
      field: 'mobile',
    });
    expect((await requestCode(t, '2380000', 'register')).body).toMatchObject({
      code: '400',
      message: '请输入正确的11位手机号',
      field: 'mobile',
    });
  });

  it('names captcha for a wrong picture answer', async () => {
    const img = await t.get<{ captchaId: string }>('/api/auth/code');
    const res = await requestCode(t, freshMobile(), 'register', undefined, {
      captchaId: img.data.captchaId,
      captcha: '0000',
    });
    expect(res.body).toEqual({
      code: '400',
      data: null,
      message: '请输入正确的图形验证码',
      field: 'captcha',
    });
  });

  it('names no field while self-registration is closed', async () => {
    await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, selfRegister: false });
    expect((await requestCode(t, freshMobile(), 'register')).body).toEqual({
      code: '403',
      data: null,
      message: '本所暂未开放律师自助注册',
    });
  });
});
