// A firm's published card form is served at once, with no restart (resources/live-schemas.ts):
// firm 1 publishes a required 工作语言 (`language`) on forms/card, its card list and 导出; the real
// server validates, stores, returns, lists and exports it for firm 1 only, and going back to the
// file stops asking for it while the stored value stays in the card's document.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerCard } from '../src/db/schema';
import { SchemaDirError } from '../src/resources/schema-dir';
import { textField } from './helpers/schemas-copy';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';
import {
  cardWithLanguage,
  propertiesOf,
  readOwnCard,
  saveOwnCard,
  type Card,
  type Json,
} from './schema-config/helpers';

let t: TestApp;
const tok = { admin: '', lawyer: '', other: '' };

/** What product staff publish: the card form with 工作语言, and it on the card list and export. */
const published = () => {
  const list = structuredClone(t.app.schemas.lists.card);
  list.columns.push({ field: 'language', title: '工作语言' });
  const exp = list.toolbar?.find((a) => a.type === 'download');
  if (exp) exp.fields = [{ field: 'language', title: '工作语言' }];
  return { 'forms/card': cardWithLanguage(), 'lists/card': list };
};

beforeAll(async () => {
  t = await createTestApp();
  tok.admin = await t.tokenFor(...demo.admin);
  tok.lawyer = await t.tokenFor(...demo.lawyer);
  tok.other = await t.otherFirmToken();
  t.app.liveSchemas.setOverlay(1, published(), 1);
});
afterAll(async () => {
  await t.close();
});

const ownCard = () => readOwnCard(t, tok.lawyer);
/** What the lawyer's own card form sends: the card as read, minus what only admins set. */
const lawyerSave = (extra: Json = {}) => saveOwnCard(t, tok.lawyer, extra);

const exportSheet = async () => {
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
  return rows;
};

const storedContent = async (id: number) =>
  (await t.database.db.select().from(lawyerCard).where(eq(lawyerCard.id, id)))[0].content;

describe('a required field published on the card form of firm 1', () => {
  it('is required on save, named in Chinese, and nothing is written', async () => {
    const before = await ownCard();
    const res = await lawyerSave();
    expect(res.body.code).toBe('400');
    expect(res.body.message).toContain('工作语言');
    expect((await ownCard()).version).toBe(before.version);
  });

  it('is refused past its maxLength with the form’s words', async () => {
    const res = await lawyerSave({ language: '语'.repeat(51) });
    expect(res.body).toMatchObject({ code: '400', message: '工作语言不能超过50个字符' });
  });

  it('is stored and returned by the card reads', async () => {
    const res = await lawyerSave({ language: '中文、英语' });
    expect(res.body.code, res.body.message).toBe('200');
    const own = await ownCard();
    expect(own.language).toBe('中文、英语');
    const info = await t.get<Card>(`/api/lawyer/card/cardInfo/${own.id}`, tok.admin);
    expect(info.data.language).toBe('中文、英语');
  });

  it('is in the card list row and in the export’s header and row', async () => {
    const own = await ownCard();
    const list = await t.get<{ records: Card[] }>('/api/lawyer/card/pageList', tok.admin, {
      current: 1,
      size: 50,
    });
    expect(list.data.records.find((r) => r.id === own.id)).toMatchObject({
      language: '中文、英语',
    });
    const rows = await exportSheet();
    const col = rows[0].indexOf('工作语言');
    expect(col).toBeGreaterThan(-1);
    expect(rows.find((r) => r[0] === own.name)?.[col]).toBe('中文、英语');
  });

  it('leaves firm 2 on the deployed form: not required, not accepted, not returned', async () => {
    const added = (
      await t.request<{ ids: number[] }>({
        method: 'POST',
        url: '/api/lawyer/addList',
        token: tok.other,
        payload: {
          firmId: 2,
          lawyers: [{ name: '周律师', mobile: '13600000077', organizationId: office.otherFirm }],
          password: 'Secret@2026',
        },
      })
    ).body;
    expect(added.code, added.message).toBe('200');
    const body = {
      firmId: 2,
      lawyerId: added.data!.ids[0],
      name: '周律师',
      title: '律师',
      mobile: '13600000077',
      organizationId: office.otherFirm,
    };
    const create = (extra: object) =>
      t.request<{ id: number }>({
        method: 'POST',
        url: '/api/lawyer/card/createCard?firmId=2',
        token: tok.other,
        payload: { ...body, ...extra },
      });
    const refused = await create({ language: '中文' });
    expect(refused.body.code).toBe('400');
    expect(refused.body.message).toContain('language');
    const made = await create({});
    expect(made.body.code, made.body.message).toBe('200');
    const info = await t.get<Card>(`/api/lawyer/card/cardInfo/${made.body.data!.id}`, tok.other, {
      firmId: 2,
    });
    expect(info.data.name).toBe('周律师');
    expect(info.data).not.toHaveProperty('language');
  });

  it('is never replaced by a set the check refuses', async () => {
    const broken = published();
    const props = propertiesOf(broken['forms/card']);
    props.language = { ...(props.language as Json), 'x-component': 'Inptu' };
    expect(() => t.app.liveSchemas.setOverlay(1, broken, 2)).toThrow(SchemaDirError);
    expect((await lawyerSave()).body.code).toBe('400');
  });
});

describe('going back to the deployed card form', () => {
  it('no longer asks for the field nor returns it, and keeps the stored value', async () => {
    t.app.liveSchemas.setOverlay(1, { 'forms/card': null, 'lists/card': null }, 3);
    const res = await lawyerSave({ title: '合伙人' });
    expect(res.body.code, res.body.message).toBe('200');
    const own = await ownCard();
    expect(own.title).toBe('合伙人');
    expect(own).not.toHaveProperty('language');
    expect(await storedContent(own.id)).toMatchObject({ language: '中文、英语' });
    const rows = await exportSheet();
    expect(rows[0]).not.toContain('工作语言');
  });

  it('refuses the removed field by name again, and a later save still keeps its value', async () => {
    const res = await lawyerSave({ language: '法语' });
    expect(res.body.code).toBe('400');
    expect(res.body.message).toContain('language');
    const own = await ownCard();
    expect(await storedContent(own.id)).toMatchObject({ language: '中文、英语' });
  });
});

describe('a field published on another form', () => {
  it('is taken and answered by the office routes of that firm at once', async () => {
    const office = structuredClone(t.app.schemas.forms.office);
    Object.assign(office.schema.properties, { slogan: textField('机构口号') });
    t.app.liveSchemas.setOverlay(1, { 'forms/office': office }, 4);
    const added = await t.send<{ id: number }>('POST', '/api/firmOrganization/add', tok.admin, {
      name: '杭州分所',
      status: 1,
      slogan: '专业 · 高效',
    });
    expect(added.code, added.message).toBe('200');
    const info = await t.get<Card>('/api/firmOrganization/firmOrganizationInfo', tok.admin, {
      id: added.data.id,
    });
    expect(info.data.slogan).toBe('专业 · 高效');
  });
});
