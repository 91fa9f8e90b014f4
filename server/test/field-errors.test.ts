// A refusal about one field of the body names it in the envelope's `field` (docs/product.md,
// Envelope), so the console shows it at that field: the office's name, the admin's and the
// lawyer's old password, a row of 创建账号, the lawyer form's mobile, any value the body's schema
// refuses. Other refusals keep the envelope's three keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = { admin: '', lawyer: '' };

beforeAll(async () => {
  t = await createTestApp();
  tok.admin = await t.tokenFor(...demo.admin);
  tok.lawyer = (await t.lawyerLogin(...demo.lawyer)).data.token;
});
afterAll(() => t.close());

const passwords = { oldPassword: 'Wrong2026x', newPassword: 'Changed2026x' };
const change = { ...passwords, confirmPassword: passwords.newPassword };

describe('the envelope names the refused field', () => {
  it('机构名称已存在 → name, on add and on update', async () => {
    const added = await t.send('POST', '/api/firmOrganization/add', tok.admin, {
      name: '上海分所',
      status: 1,
    });
    expect(added).toEqual({ code: '400', data: null, message: '机构名称已存在', field: 'name' });
    const info = await t.get<{ version: number }>(
      '/api/firmOrganization/firmOrganizationInfo',
      tok.admin,
      { id: office.sz },
    );
    const renamed = await t.send('POST', '/api/firmOrganization/update', tok.admin, {
      id: office.sz,
      version: info.data.version,
      name: '上海分所',
      status: 1,
    });
    expect(renamed).toMatchObject({ code: '400', field: 'name' });
  });

  it('原密码不正确 → oldPassword, for admins and lawyers', async () => {
    const admin = await t.send('PUT', '/api/auth/password', tok.admin, change);
    expect(admin).toEqual({
      code: '400',
      data: null,
      message: '原密码不正确',
      field: 'oldPassword',
    });
    const lawyer = await t.send('PUT', '/api/lawyer/updatePassword', tok.lawyer, change);
    expect(lawyer).toMatchObject({ code: '400', field: 'oldPassword' });
  });

  it('a taken mobile → the row of 创建账号 that holds it, or the lawyer form’s mobile', async () => {
    const rows = [
      { name: '甲', mobile: '13700001001', organizationId: office.sh },
      { name: '乙', mobile: demo.lawyer[0], organizationId: office.sh },
    ];
    const added = await t.send('POST', '/api/lawyer/addList', tok.admin, {
      lawyers: rows,
      password: 'Test1234a',
    });
    expect(added).toMatchObject({ code: '400', field: 'lawyers.1.mobile' });
    const twice = await t.send('POST', '/api/lawyer/addList', tok.admin, {
      lawyers: [rows[0], { ...rows[0], name: '丙' }],
      password: 'Test1234a',
    });
    expect(twice).toMatchObject({ code: '400', field: 'lawyers.1.mobile' });
  });

  it('a body the schema refuses names the field at any depth; a query names none', async () => {
    const rows = [
      { name: '甲', mobile: '13700001002', organizationId: office.sh },
      { name: '乙', mobile: '1370000', organizationId: office.sh },
    ];
    const added = await t.send('POST', '/api/lawyer/addList', tok.admin, {
      lawyers: rows,
      password: 'Test1234a',
    });
    expect(added).toMatchObject({ code: '400', field: 'lawyers.1.mobile' });
    const missing = await t.send('POST', '/api/lawyer/addList', tok.admin, { lawyers: rows });
    expect(missing).toMatchObject({ code: '400', field: 'password' });
    const query = await t.get('/api/firmAccessUser/pageList', tok.admin, { organizationId: 'x' });
    expect(query.code).toBe('400');
    expect(query).not.toHaveProperty('field');
  });

  it('a refusal about no one field has no field key', async () => {
    const res = await t.send('PUT', '/api/lawyer/card/submitAudit', tok.lawyer, { id: 999999 });
    expect(res.code).not.toBe('200');
    expect(res).not.toHaveProperty('field');
  });
});
