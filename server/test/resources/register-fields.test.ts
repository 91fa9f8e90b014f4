// A field added to the lawyer form reaches self-registration too (/register, POST
// /lawyer/register): the real server on a copy of schemas/ with `languages` (工作语言) added to
// forms/lawyer.json takes it at registration with the form's rules, stores it in the lawyer's
// document and answers it on the admin's 编辑; a field kept for admins (x-auth) is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_REG, sendCode, setLoginRegSet } from '../helpers/onboarding';
import { copySchemas, textField, type SchemasCopy } from '../helpers/schemas-copy';
import { createTestApp, demo, office, type TestApp } from '../helpers/test-app';

let copy: SchemasCopy;
let t: TestApp;
let admin = '';

beforeAll(async () => {
  copy = copySchemas();
  copy.edit('forms/lawyer.json', (f) => {
    f.schema.properties.languages = textField('工作语言', 20);
    f.schema.properties.internalNote = { ...textField('内部备注', 20), 'x-auth': ['ADMIN'] };
  });
  t = await createTestApp({
    schemasDir: copy.dir,
    sms: {
      sendRateLimit: 1000,
      checkRateLimit: 1000,
      lookupRateLimit: 1000,
      addressDailyCap: 1000,
    },
  });
  await setLoginRegSet(t, { ...DEFAULT_LOGIN_REG, needApproval: false });
  admin = await t.tokenFor(...demo.admin);
});
afterAll(async () => {
  await t.close();
  copy.remove();
});

const register = async (mobile: string, extra: Record<string, unknown>) =>
  t.request<{ id: number; status: number }>({
    method: 'POST',
    url: '/api/lawyer/register',
    payload: {
      firmId: 1,
      mobile,
      code: await sendCode(t, mobile, 'register'),
      password: 'Regist3r!ok',
      name: '新律师',
      organizationId: office.sh,
      ...extra,
    },
  });

describe('a field added to the lawyer form, at self-registration', () => {
  it('is stored and answered on the lawyer', async () => {
    const res = await register('13500009001', { languages: '英语、日语' });
    expect(res.body).toMatchObject({ code: '200', data: { status: 1 } });
    const info = await t.get<Record<string, unknown>>(
      `/api/lawyer/lawyerInfo/${res.body.data.id}`,
      admin,
    );
    expect(info.data).toMatchObject({ name: '新律师', languages: '英语、日语' });
  });

  it('is optional there, and stored empty when left out', async () => {
    const res = await register('13500009002', {});
    expect(res.body.code).toBe('200');
    const info = await t.get<Record<string, unknown>>(
      `/api/lawyer/lawyerInfo/${res.body.data.id}`,
      admin,
    );
    expect(info.data.languages).toBeNull();
  });

  it('is held to the form’s rules, named in Chinese, nothing stored', async () => {
    const res = await register('13500009003', { languages: '语'.repeat(21) });
    expect(res.body).toMatchObject({ code: '400', message: '工作语言不能超过20个字符' });
    const check = await t.get<{ registered: boolean }>('/api/lawyer/checkMobile', undefined, {
      mobile: '13500009003',
    });
    expect(check.data.registered).toBe(false);
  });

  it('refuses a field the form keeps for admins', async () => {
    const res = await register('13500009004', { internalNote: '自己写的' });
    expect(res.body).toMatchObject({ code: '400', message: '不支持的字段：internalNote' });
  });
});
