// The .xlsx exports of lawyers and cards: headers, file name, Chinese header row, filters, scope,
// masked and unmasked mobiles, the export log, and the refusals (still envelopes).
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyer, log } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const download = async (
  url: string,
  token: string | undefined,
  query: Record<string, string | number | boolean> = {},
) => {
  const q = new URLSearchParams(
    Object.entries({ firmId: 1, ...query }).map(([k, v]) => [k, String(v)]),
  );
  const res = await t.app.inject({
    method: 'GET',
    url: `${url}?${q}`,
    headers: token ? { token } : {},
  });
  return res;
};

/** The sheet as rows of text, header first. */
const readSheet = async (body: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
};

const today = () => {
  const b = new Date(Date.now() + 8 * 3600 * 1000);
  return `${b.getUTCFullYear()}${String(b.getUTCMonth() + 1).padStart(2, '0')}${String(b.getUTCDate()).padStart(2, '0')}`;
};

describe('lawyer export', () => {
  it('sends an .xlsx with a Chinese header row and masked mobiles by default', async () => {
    const res = await download('/api/lawyer/export', tok.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(`人员列表-${today()}.xlsx`)}`,
    );
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['姓名', '手机号', '所属机构', '账号状态', '名片状态', '创建时间']);
    expect(rows).toHaveLength(1 + 12);
    const zhang = rows.find((r) => r[0] === '张伟')!;
    expect(zhang.slice(0, 5)).toEqual(['张伟', '138****0001', '北京总所', '正常', '已通过']);
    expect(rows.find((r) => r[0] === '马超')!.slice(3, 5)).toEqual(['待审核', '未创建']);
    expect(rows.slice(1).every((r) => /^\d{3}\*{4}\d{4}$/.test(r[1]))).toBe(true);
    expect(zhang[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('applies the list filters and shows full mobiles when maskMobile=false', async () => {
    const res = await download('/api/lawyer/export', tok.admin, {
      organizationId: office.sh,
      maskMobile: false,
    });
    const rows = await readSheet(res.rawPayload);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['13800000005', '13800000006', '13800000007', '13800000012']);
    const pending = await readSheet(
      (await download('/api/lawyer/export', tok.admin, { status: 0 })).rawPayload,
    );
    expect(
      pending
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['冯雪', '马超'].sort());
  });

  it('keeps a name that starts like a formula as text (CSV injection, ASVS V1.2.10)', async () => {
    const hostile = ['=HYPERLINK("x.cn")', '+1+1', '-2+3', '@SUM(A1)'];
    const [row] = await t.database.db
      .select({ id: lawyer.id, name: lawyer.name })
      .from(lawyer)
      .where(eq(lawyer.mobile, '13800000012'));
    try {
      for (const name of hostile) {
        await t.database.db.update(lawyer).set({ name }).where(eq(lawyer.id, row.id));
        const rows = await readSheet(
          (await download('/api/lawyer/export', tok.admin, { mobile: '13800000012' })).rawPayload,
        );
        expect(rows.slice(1).map((r) => r[0])).toEqual([`'${name}`]);
      }
    } finally {
      await t.database.db.update(lawyer).set({ name: row.name }).where(eq(lawyer.id, row.id));
    }
  });

  it('keeps sub-office admins to their own office', async () => {
    const rows = await readSheet((await download('/api/lawyer/export', tok.branch)).rawPayload);
    expect(rows.slice(1).every((r) => r[2] === '上海分所')).toBe(true);
    expect(rows).toHaveLength(1 + 4);
    const res = await download('/api/lawyer/export', tok.branch, { organizationId: office.bj });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: '403' });
  });

  it('refuses lawyers and anonymous callers with envelopes; bad filters are 400', async () => {
    expect((await download('/api/lawyer/export', tok.lawyer)).json()).toMatchObject({
      code: '403',
    });
    expect((await download('/api/lawyer/export', undefined)).json()).toMatchObject({
      code: '4003',
    });
    expect((await download('/api/lawyer/export', tok.admin, { status: 9 })).json()).toMatchObject({
      code: '400',
    });
    expect(
      (await download('/api/lawyer/export', tok.admin, { maskMobile: 'perhaps' })).json(),
    ).toMatchObject({ code: '400' });
  });
});

describe('card export', () => {
  it('exports cards with names, status and practice areas; masked by default', async () => {
    const res = await download('/api/lawyer/card/export', tok.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`名片列表-${today()}.xlsx`),
    );
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual([
      '姓名',
      '职务',
      '所属机构',
      '手机号',
      '邮箱',
      '专业领域',
      '状态',
      '驳回原因',
      '更新时间',
      '名片ID',
    ]);
    expect(rows).toHaveLength(1 + 10);
    const zhang = rows.find((r) => r[0] === '张伟')!;
    expect(zhang.slice(0, 7)).toEqual([
      '张伟',
      '高级合伙人',
      '北京总所',
      '138****0001',
      'lawyer01@junhe-demo.cn',
      '公司法务、金融证券',
      '已通过',
    ]);
    expect(rows.find((r) => r[0] === '吴强')![7]).toBe('照片不清晰，请更换正装证件照');
    expect(rows.find((r) => r[0] === '林涛')![6]).toBe('待审核（修订中）');
  });

  it('filters by status and office, unmasked on request, in scope', async () => {
    const rows = await readSheet(
      (await download('/api/lawyer/card/export', tok.admin, { status: 1, maskMobile: false }))
        .rawPayload,
    );
    expect(
      rows
        .slice(1)
        .map((r) => r[3])
        .sort(),
    ).toEqual(['13800000003', '13800000006', '13800000008', '13800000009']);
    const sh = await readSheet((await download('/api/lawyer/card/export', tok.branch)).rawPayload);
    expect(sh.slice(1).every((r) => r[2] === '上海分所')).toBe(true);
    expect(sh).toHaveLength(1 + 3);
    expect((await download('/api/lawyer/card/export', tok.lawyer)).json()).toMatchObject({
      code: '403',
    });
  });

  it('logs every export with its type', async () => {
    const entries = await t.database.db.select().from(log).where(eq(log.type, 'export'));
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(new Set(entries.map((e) => e.action))).toEqual(
      new Set(['导出人员列表', '导出名片列表']),
    );
    const masked = entries.find((e) => e.detail.includes('含完整手机号'));
    expect(masked).toBeTruthy();
    // A refused export writes no log: the branch admin's refused Beijing export is absent.
    expect(
      entries.filter((e) => e.target === '人员列表' && e.targetOrganizationId === office.bj),
    ).toEqual([]);
  });
});

describe('export limit', () => {
  it('refuses more than 10 000 rows with an envelope and writes no log', async () => {
    const db = t.database.db;
    const rows = Array.from({ length: 10_001 }, (_, i) => ({
      firmId: 1,
      organizationId: office.sz,
      name: `批量${i}`,
      mobile: `155${String(i).padStart(8, '0')}`,
      status: 2,
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await db.insert(lawyer).values(rows.slice(i, i + 2000));
    const logsBefore = (await db.select().from(log).where(eq(log.type, 'export'))).length;
    const res = await download('/api/lawyer/export', tok.admin);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({
      code: '400',
      message: '导出数据不能超过 10000 条，请缩小筛选范围',
    });
    expect((await db.select().from(log).where(eq(log.type, 'export'))).length).toBe(logsBefore);
    // A narrower filter still exports.
    const narrow = await download('/api/lawyer/export', tok.admin, { organizationId: office.bj });
    expect(narrow.headers['content-type']).toBe(XLSX);
  });
});
