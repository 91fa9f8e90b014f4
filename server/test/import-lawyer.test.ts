// 人员管理 → 导入: the template, the preview naming every row's problems in the form's words, the
// import of the valid rows in one transaction with their 新增律师 log rows, initial passwords
// given once for all or generated, office scope, and bad files refused whole with nothing written.
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyer, log } from '../src/db/schema';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';
import { readBook, sheetRows, xlsxBase64, type Cell } from './helpers/xlsx-upload';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer', string>;

beforeAll(async () => {
  // Many imports from one admin in a minute: the per-account limit is not what is tested here.
  t = await createTestApp({ abuseLimits: { perAccount: 1000, perClient: 1000 } });
  for (const k of ['admin', 'branch', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
});
afterAll(() => t.close());

interface Problem {
  row: number;
  column: string;
  message: string;
}
interface Preview {
  total: number;
  valid: number;
  invalidRows: number;
  errors: Problem[];
}
interface Outcome extends Omit<Preview, 'valid'> {
  imported: number;
  passwords: { fileName: string; content: string } | null;
}

const HEADER: Cell[] = ['姓名', '手机号', '所属机构'];
const preview = async (rows: Cell[][], token = tok.admin) =>
  t.send<Preview>('POST', '/api/lawyer/importPreview', token, {
    file: await xlsxBase64(rows),
    fileName: '人员.xlsx',
  });
const importRows = async (rows: Cell[][], extra: object = {}, token = tok.admin) =>
  t.send<Outcome>('POST', '/api/lawyer/import', token, {
    file: await xlsxBase64(rows),
    fileName: '人员.xlsx',
    ...extra,
  });

/** Lawyers and log rows: what an import may change. */
const fingerprint = async () => {
  const db = t.database.db;
  const [l] = await db.select({ n: count() }).from(lawyer);
  const [g] = await db.select({ n: count() }).from(log).where(eq(log.action, '新增律师'));
  return { lawyers: l.n, logs: g.n };
};

describe('template', () => {
  it('has the form fields as headers, an example row and the offices in scope as a dropdown', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/lawyer/importTemplate?firmId=1',
      headers: { token: tok.admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('人员导入模板-'));
    const book = await readBook(res.rawPayload);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['姓名', '手机号', '所属机构']);
    expect(rows[1]).toEqual(['张三', '13800000000', '北京总所']);
    const v = book.worksheets[0].getCell('C2').dataValidation;
    expect(v.type).toBe('list');
    const options = book.getWorksheet('选项')!;
    const names = (options.getColumn(3).values as unknown[]).filter(Boolean);
    expect(names).toEqual(['北京总所', '上海分所', '深圳分所']);

    // A level-3 admin is offered their own office only.
    const sh = await t.app.inject({
      method: 'GET',
      url: '/api/lawyer/importTemplate?firmId=1',
      headers: { token: tok.branch },
    });
    const shOptions = (await readBook(sh.rawPayload)).getWorksheet('选项')!;
    expect((shOptions.getColumn(3).values as unknown[]).filter(Boolean)).toEqual(['上海分所']);
  });

  it('is for admins only', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/lawyer/importTemplate?firmId=1',
      token: tok.lawyer,
    });
    expect(res.body.code).toBe('403');
  });
});

describe('preview and import', () => {
  const sheet: Cell[][] = [
    HEADER,
    ['赵一', '13911110001', '北京总所'],
    ['钱二', '1391111000', '北京总所'], // 10 digits
    ['孙三', '13800000001', '上海分所'], // the demo lawyer's number
    ['李四', '13911110004', '火星分所'],
    ['周五', '13911110001', '深圳分所'], // row 2's number again
    [`吴${'六'.repeat(20)}`, '13911110006', '北京总所'], // 21 characters
    [null, '13911110007', '北京总所'],
    ['张三', '13800000000', '北京总所'], // the template's example row, left in
    ['郑八', 13911110008, '深圳分所'], // typed as a number in Excel
  ];

  it('names every row problem in Chinese, with the form’s messages, and writes nothing', async () => {
    const before = await fingerprint();
    const p = await preview(sheet);
    expect(p.code, p.message).toBe('200');
    expect(p.data).toMatchObject({ total: 9, valid: 2, invalidRows: 7 });
    expect(p.data.errors).toEqual([
      { row: 3, column: '手机号', message: '请输入正确的11位手机号' },
      { row: 4, column: '手机号', message: '手机号 13800000001 已存在' },
      { row: 5, column: '所属机构', message: '所属机构「火星分所」不存在' },
      { row: 6, column: '手机号', message: '文件内重复（与第 2 行相同）' },
      { row: 7, column: '姓名', message: '姓名不能超过20个字符' },
      { row: 8, column: '姓名', message: '请输入姓名' },
      { row: 9, column: '姓名', message: '这是模板中的示例行，请删除后再导入' },
    ]);
    expect(await fingerprint()).toEqual(before);
  });

  it('imports the valid rows with one password for all, each with its log row', async () => {
    const before = await fingerprint();
    const out = await importRows(sheet, { password: 'Start2026' });
    expect(out.code, out.message).toBe('200');
    expect(out.message).toBe('已导入 2 位人员，7 行有问题未导入');
    expect(out.data).toMatchObject({ total: 9, imported: 2, invalidRows: 7, passwords: null });
    expect(await fingerprint()).toEqual({ lawyers: before.lawyers + 2, logs: before.logs + 2 });
    const added = await t.database.db
      .select()
      .from(lawyer)
      .where(inArray(lawyer.mobile, ['13911110001', '13911110008']));
    expect(added.map((l) => [l.name, l.organizationId, l.status]).sort()).toEqual([
      ['赵一', office.bj, 1],
      ['郑八', office.sz, 1],
    ]);
    expect((await t.lawyerLogin('13911110008', 'Start2026')).code).toBe('200');
    // Imported once: the same sheet again finds both numbers taken.
    const again = await preview(sheet);
    expect(again.data.valid).toBe(0);
  });

  it('generates a password per lawyer and hands them over once as an .xlsx', async () => {
    const out = await importRows([
      HEADER,
      ['冯九', '13922220001', '上海分所'],
      ['陈十', '13922220002', '北京总所'],
    ]);
    expect(out.code, out.message).toBe('200');
    const file = out.data.passwords!;
    expect(file.fileName).toMatch(/^初始密码-\d{8}\.xlsx$/);
    const rows = await sheetRows(Buffer.from(file.content, 'base64'));
    expect(rows[0]).toEqual(['姓名', '手机号', '所属机构', '初始密码']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['冯九', '13922220001', '上海分所'],
      ['陈十', '13922220002', '北京总所'],
    ]);
    expect(rows[1][3]).not.toBe(rows[2][3]);
    expect((await t.lawyerLogin('13922220002', rows[2][3])).code).toBe('200');
  });

  it('refuses a weak initial password before anything is written', async () => {
    const before = await fingerprint();
    const out = await importRows([HEADER, ['褚一', '13933330001', '北京总所']], {
      password: '123',
    });
    expect(out).toMatchObject({ code: '400', message: '密码须为8-64位，且同时包含字母和数字' });
    expect(await fingerprint()).toEqual(before);
  });

  it('keeps a level-3 admin to their own office: other offices are row errors', async () => {
    const out = await importRows(
      [HEADER, ['卫一', '13944440001', '上海分所'], ['蒋二', '13944440002', '北京总所']],
      { password: 'Start2026' },
      tok.branch,
    );
    expect(out.code, out.message).toBe('200');
    expect(out.data).toMatchObject({ imported: 1, invalidRows: 1 });
    expect(out.data.errors).toEqual([
      { row: 3, column: '所属机构', message: '只能导入到您所在的机构' },
    ]);
  });

  it('stores cells that begin like a formula as text, and the export escapes them', async () => {
    const names = ['=1+1', '+SUM(A1)', '-2+3', '@cmd'];
    const rows = names.map((n, i) => [n, `1395555000${i}`, '北京总所']);
    const out = await importRows([HEADER, ...rows], { password: 'Start2026' });
    expect(out.data.imported).toBe(4);
    const stored = await t.database.db
      .select({ name: lawyer.name })
      .from(lawyer)
      .where(
        inArray(
          lawyer.mobile,
          rows.map((r) => r[1]),
        ),
      );
    expect(stored.map((s) => s.name).sort()).toEqual([...names].sort());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/lawyer/export?firmId=1&maskMobile=false&mobile=1395555000',
      headers: { token: tok.admin },
    });
    const exported = (await sheetRows(res.rawPayload)).slice(1).map((r) => r[0]);
    expect(exported.sort()).toEqual(names.map((n) => `'${n}`).sort());
  });

  it('refuses a lawyer', async () => {
    const out = await importRows([HEADER, ['卫二', '13966660001', '北京总所']], {}, tok.lawyer);
    expect(out.code).toBe('403');
  });
});

describe('bad files are refused whole, nothing imported', () => {
  const refused = async (body: object, message: string | RegExp) => {
    const before = await fingerprint();
    for (const url of ['/api/lawyer/importPreview', '/api/lawyer/import']) {
      const res = await t.request({
        method: 'POST',
        url,
        token: tok.admin,
        payload: {
          firmId: 1,
          fileName: '人员.xlsx',
          ...(url.endsWith('/import') ? { password: 'Start2026' } : {}),
          ...body,
        },
      });
      expect(res.body.code).toBe('400');
      expect(res.body.message).toMatch(message);
    }
    expect(await fingerprint()).toEqual(before);
  };
  const good = [HEADER, ['韩一', '13977770001', '北京总所']];

  it('not an .xlsx: by name or by content', async () => {
    await refused({ file: await xlsxBase64(good), fileName: '人员.csv' }, /请上传 \.xlsx 格式/);
    const csv = Buffer.from('姓名,手机号,所属机构\n韩一,13977770001,北京总所').toString('base64');
    await refused({ file: csv }, /请上传 \.xlsx 格式/);
    // A zip that is not a workbook.
    await refused(
      { file: Buffer.from('PK\u0003\u0004broken').toString('base64') },
      /请上传 \.xlsx 格式/,
    );
  });

  it('empty: no bytes, no rows, a header only', async () => {
    await refused({ file: '' }, '请输入文件');
    await refused({ file: await xlsxBase64([]) }, /表格为空/);
    await refused({ file: await xlsxBase64([HEADER]) }, /表格中没有数据/);
  });

  it('over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    big.writeUInt32LE(0x04034b50, 0);
    await refused({ file: big.toString('base64') }, '文件不能超过 5 MB，请分批导入');
  });

  it('over 5,000 rows', async () => {
    const rows = Array.from({ length: 5001 }, (_, i): Cell[] => [
      `律师${i}`,
      `139${String(i).padStart(8, '0')}`,
      '北京总所',
    ]);
    await refused(
      { file: await xlsxBase64([HEADER, ...rows]) },
      /一次最多导入 5000 行，本表格有 5001 行/,
    );
  });

  it('missing headers', async () => {
    await refused(
      {
        file: await xlsxBase64([
          ['姓名', '电话'],
          ['韩一', '13977770001'],
        ]),
      },
      '缺少表头：手机号、所属机构（请下载模板，按模板第一行的表头填写）',
    );
  });

  it('a formula', async () => {
    const sheet = [
      HEADER,
      ['韩一', { formula: 'CONCAT("139","77770001")', result: '13977770001' }, '北京总所'],
    ];
    await refused(
      { file: await xlsxBase64(sheet) },
      '第 2 行「手机号」是公式，请改为直接填写内容后重新上传',
    );
  });
});
