// A field added to the people's forms works end to end with no code change: the real server
// started on a copy of schemas/ with `wechatRemark` (微信备注) added to the lawyer form and to the
// 人员 list's 导出, `account` (公众号账号) added to the 律所公众号 settings form, and `remark`
// (备注) added to the admin account form.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySchemas, textField, type SchemasCopy } from '../helpers/schemas-copy';
import { createTestApp, demo, office, type TestApp } from '../helpers/test-app';

let copy: SchemasCopy;
let t: TestApp;
const tok = { admin: '' };
type Rec = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  copy = copySchemas();
  copy.edit('forms/lawyer.json', (f) => {
    f.schema.properties.wechatRemark = textField('微信备注', 30);
  });
  copy.edit('lists/lawyer.json', (l) => {
    const exp = l.toolbar.find((a: { type: string }) => a.type === 'download');
    exp.fields = [{ field: 'wechatRemark', title: '微信备注' }];
  });
  copy.edit('forms/conf-firm-qrcode.json', (f) => {
    f.schema.properties.account = textField('公众号账号', 30);
  });
  copy.edit('forms/office-admin.json', (f) => {
    f.schema.properties.remark = textField('备注', 30);
  });
  t = await createTestApp({ schemasDir: copy.dir });
  tok.admin = await t.tokenFor(...demo.admin);
});
afterAll(async () => {
  await t.close();
  copy.remove();
});

const demoLawyer = async () => {
  const query = { current: 1, size: 10, mobile: '13800000001' };
  const page = await t.get<{ records: Rec[] }>('/api/lawyer/pageList', tok.admin, query);
  expect(page.data.records).toHaveLength(1);
  return page.data.records[0];
};

/** What the 编辑 dialog sends: the lawyer form's fields of the row, id and version. */
const editBody = (l: Rec, extra: Record<string, unknown>) => ({
  id: l.id,
  version: l.version,
  name: l.name,
  mobile: l.mobile,
  organizationId: l.organizationId,
  status: l.status,
  ...extra,
});

describe('a field added to the lawyer form', () => {
  it('is saved and read back, on the lawyer and in the 人员 list', async () => {
    const before = await demoLawyer();
    expect(before.wechatRemark).toBeNull();
    const saved = await t.send(
      'POST',
      '/api/lawyer/update',
      tok.admin,
      editBody(before, { wechatRemark: '老客户介绍' }),
    );
    expect(saved.code, saved.message).toBe('200');
    const info = await t.get<Rec>(`/api/lawyer/lawyerInfo/${before.id}`, tok.admin);
    expect(info.data).toMatchObject({ wechatRemark: '老客户介绍', version: before.version + 1 });
    expect((await demoLawyer()).wechatRemark).toBe('老客户介绍');
  });

  it('is in the exported sheet', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/lawyer/export?firmId=1&maskMobile=true',
      headers: { token: tok.admin },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0].eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    const col = rows[0].indexOf('微信备注');
    expect(col).toBeGreaterThan(-1);
    const mine = rows.find((r) => r[1] === '138****0001');
    expect(mine?.[col]).toBe('老客户介绍');
  });

  it('is refused past its maxLength, with the form’s words', async () => {
    const l = await demoLawyer();
    const res = await t.send(
      'POST',
      '/api/lawyer/update',
      tok.admin,
      editBody(l, { wechatRemark: '备'.repeat(31) }),
    );
    expect(res).toMatchObject({ code: '400', message: '微信备注不能超过30个字符' });
    expect((await demoLawyer()).wechatRemark).toBe('老客户介绍');
  });

  it('is refused by name when the form does not have it', async () => {
    const l = await demoLawyer();
    const res = await t.send('POST', '/api/lawyer/update', tok.admin, {
      ...editBody(l, {}),
      hobbies: '围棋',
    });
    expect(res.code).toBe('400');
    expect(res.message).toContain('hobbies');
  });
});

describe('a field added to a settings form', () => {
  it('is read before any save, saved and read back with the section', async () => {
    const before = await t.get<Rec>('/api/firmConf/qrcode', tok.admin);
    expect(before.data).toMatchObject({ name: '', image: '', account: '' });
    const saved = await t.send('PUT', '/api/firmConf/qrcode', tok.admin, {
      name: '君合明德',
      image: '',
      account: 'junhe-law',
      version: before.data.version,
    });
    expect(saved.code, saved.message).toBe('200');
    const after = await t.get<Rec>('/api/firmConf/qrcode', tok.admin);
    expect(after.data).toMatchObject({ name: '君合明德', account: 'junhe-law' });
  });

  it('is refused past its maxLength, with the form’s words', async () => {
    const res = await t.send('PUT', '/api/firmConf/qrcode', tok.admin, {
      account: 'a'.repeat(31),
    });
    expect(res).toMatchObject({ code: '400', message: '公众号账号不能超过30个字符' });
    expect((await t.get<Rec>('/api/firmConf/qrcode', tok.admin)).data.account).toBe('junhe-law');
  });
});

describe('a field added to the admin account form', () => {
  it('is saved on add and edit and listed, while the password is never answered', async () => {
    const added = await t.send<{ id: number }>('POST', '/api/firmAccessUser/add', tok.admin, {
      username: 'remarked',
      name: '备注管理员',
      mobile: '13900000077',
      password: 'Remark@2026',
      status: 1,
      remark: '前台',
      organizationId: office.sh,
    });
    expect(added.code, added.message).toBe('200');
    const list = async () =>
      (
        await t.get<{ records: Rec[] }>('/api/firmAccessUser/pageList', tok.admin, {
          organizationId: office.sh,
          current: 1,
          size: 50,
        })
      ).data.records.find((r) => r.id === added.data.id)!;
    const row = await list();
    expect(row).toMatchObject({ remark: '前台', username: 'remarked' });
    expect(row).not.toHaveProperty('password');

    const edited = await t.send('PUT', '/api/firmAccessUser/firmAccessUserUpdate', tok.admin, {
      id: row.id,
      version: row.version,
      name: row.name,
      mobile: row.mobile,
      status: 1,
      remark: '财务',
    });
    expect(edited.code, edited.message).toBe('200');
    expect(await list()).toMatchObject({ remark: '财务', username: 'remarked' });
    expect((await t.adminLogin('remarked', 'Remark@2026')).code).toBe('200');
  });
});
