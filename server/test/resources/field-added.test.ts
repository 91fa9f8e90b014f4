// A field added to a form file reaches everything that should show it, with no code change: the
// real server started on a copy of schemas/ with `languages` (工作语言) added to the card form and
// to the card list's 导出, and `slogan` (机构口号) added to the office form.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySchemas, textField, type SchemasCopy } from '../helpers/schemas-copy';
import { createTestApp, demo, office, type TestApp } from '../helpers/test-app';

let copy: SchemasCopy;
let t: TestApp;
const tok = { admin: '', lawyer: '' };
type Card = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  copy = copySchemas();
  copy.edit('forms/card.json', (f) => {
    f.schema.properties.languages = textField('工作语言');
  });
  copy.edit('lists/card.json', (l) => {
    const exp = l.toolbar.find((a: { type: string }) => a.type === 'download');
    exp.fields = [{ field: 'languages', title: '工作语言' }];
  });
  copy.edit('forms/office.json', (f) => {
    f.schema.properties.slogan = textField('机构口号');
  });
  t = await createTestApp({ schemasDir: copy.dir });
  tok.admin = await t.tokenFor(...demo.admin);
  tok.lawyer = await t.tokenFor(...demo.lawyer);
});
afterAll(async () => {
  await t.close();
  copy.remove();
});

const ownCard = async () =>
  (await t.get<Card>('/api/lawyer/card/cardInfoByLawyer', tok.lawyer)).data;

/** What the lawyer's own card form sends: the card as read, minus what only admins set. */
const lawyerBody = (c: Card, extra: Record<string, unknown>) => {
  const keep = ['name', 'avatar', 'title', 'mobile', 'phone', 'email', 'bio', 'languages'];
  return {
    ...Object.fromEntries(keep.map((k) => [k, c[k]])),
    id: c.id,
    version: c.version,
    ...extra,
  };
};

describe('a field added to the card form', () => {
  it('is saved by the lawyer and read back', async () => {
    const before = await ownCard();
    const saved = await t.send(
      'PUT',
      '/api/lawyer/card/update',
      tok.lawyer,
      lawyerBody(before, { languages: '中文、英语' }),
    );
    expect(saved.code, saved.message).toBe('200');
    expect((await ownCard()).languages).toBe('中文、英语');
  });

  it('is still refused past its maxLength, with the form’s words', async () => {
    const c = await ownCard();
    const res = await t.request({
      method: 'PUT',
      url: '/api/lawyer/card/update',
      token: tok.lawyer,
      payload: { firmId: 1, ...lawyerBody(c, { languages: '语'.repeat(51) }) },
    });
    expect(res.body).toMatchObject({ code: '400', message: '工作语言不能超过50个字符' });
  });

  it('is refused by name when the form does not have it', async () => {
    const c = await ownCard();
    const res = await t.request({
      method: 'PUT',
      url: '/api/lawyer/card/update',
      token: tok.lawyer,
      payload: { firmId: 1, ...lawyerBody(c, { hobbies: '围棋' }) },
    });
    expect(res.body.code).toBe('400');
    expect(res.body.message).toContain('hobbies');
  });

  it('is on the admin’s card detail and in the exported sheet', async () => {
    const { id } = await ownCard();
    const info = await t.get<Card>(`/api/lawyer/card/cardInfo/${id}`, tok.admin);
    expect(info.data.languages).toBe('中文、英语');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/lawyer/card/export?firmId=1&maskMobile=true',
      headers: { token: tok.admin },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0].eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    const col = rows[0].indexOf('工作语言');
    expect(col).toBeGreaterThan(-1);
    const mine = rows.find((r) => r[0] === info.data.name);
    expect(mine?.[col]).toBe('中文、英语');
  });

  it('is offered on the 名片页 setting and, once enabled and approved, on the public card', async () => {
    const offered = await t.get<Array<{ label: string; value: string }>>(
      '/api/firmConf/cardPageFields',
      tok.admin,
    );
    expect(offered.data).toContainEqual({ label: '工作语言', value: 'languages' });

    const { id } = await ownCard();
    // Not shown before the firm enables it, nor before the revision is approved.
    expect((await t.get<Card>(`/api/card/public/${id}`, undefined)).data).not.toHaveProperty(
      'languages',
    );
    const enabled = await t.send('PUT', '/api/firmConf/appConf', tok.admin, {
      appConfSet: JSON.stringify({
        card: { template: 'classic', themeColor: '#1677ff', fields: ['mobile', 'languages'] },
      }),
    });
    expect(enabled.code, enabled.message).toBe('200');
    // Enabled, but the published version predates the field: nothing to show yet.
    expect((await t.get<Card>(`/api/card/public/${id}`, undefined)).data.languages).toBeNull();

    expect((await t.send('PUT', '/api/lawyer/card/submitAudit', tok.lawyer, { id })).code).toBe(
      '200',
    );
    const approved = await t.send('PUT', '/api/lawyer/card/adminAuditCard', tok.admin, {
      id,
      result: 'approve',
      version: (await ownCard()).version,
    });
    expect(approved.code, approved.message).toBe('200');
    const pub = (await t.get<Card>(`/api/card/public/${id}`, undefined)).data;
    expect(pub).toMatchObject({ languages: '中文、英语', mobile: expect.any(String) });
    expect(pub).not.toHaveProperty('email');
  });

  it('cannot be enabled on the card page under a name the card form does not have', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/firmConf/appConf',
      token: tok.admin,
      payload: {
        firmId: 1,
        appConfSet: JSON.stringify({
          card: { template: 'classic', themeColor: '#1677ff', fields: ['hobbies'] },
        }),
      },
    });
    expect(res.body.code).toBe('400');
  });
});

describe('a field added to the office form', () => {
  it('is saved and read back, on the office and in the office list', async () => {
    const before = await t.get<Card>('/api/firmOrganization/firmOrganizationInfo', tok.admin, {
      id: office.sh,
    });
    // The form sends its own fields, id and version (not the list's computed columns).
    const formKeys = [
      'name',
      'contact',
      'phone',
      'area',
      'address',
      'homeUrl',
      'intro',
      'sort',
      'status',
    ];
    const body = Object.fromEntries(formKeys.map((k) => [k, before.data[k]]));
    const saved = await t.send('POST', '/api/firmOrganization/update', tok.admin, {
      ...body,
      id: office.sh,
      version: before.data.version,
      slogan: '专业 · 高效',
    });
    expect(saved.code, saved.message).toBe('200');
    const after = await t.get<Card>('/api/firmOrganization/firmOrganizationInfo', tok.admin, {
      id: office.sh,
    });
    expect(after.data).toMatchObject({
      slogan: '专业 · 高效',
      name: before.data.name,
      version: before.data.version + 1,
    });
    const list = await t.get<{ records: Card[] }>('/api/firmOrganization/pageList', tok.admin, {
      current: 1,
      size: 10,
    });
    expect(list.data.records.find((r) => r.id === office.sh)).toMatchObject({
      slogan: '专业 · 高效',
    });
  });
});
