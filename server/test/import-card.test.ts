// The card round trip: 导出 → edit in Excel → 导入修改. Rows matched by 名片ID update those cards
// under the form's rules (an approved card's change becomes a revision, the published version
// stays public), a masked mobile keeps the stored number, unchanged rows write nothing, and cards
// outside the caller's office or firm, unknown ids and bad values are row errors.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerCard, log } from '../src/db/schema';
import { createTestApp, demo, type TestApp } from './helpers/test-app';
import { sheetRows, xlsxBase64, type Cell } from './helpers/xlsx-upload';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer', string>;

beforeAll(async () => {
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
interface Answer {
  total: number;
  valid: number;
  imported: number;
  unchanged: number;
  invalidRows: number;
  errors: Problem[];
}

/** The admin's card export (mobiles masked, as by default), header first. */
const exported = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/lawyer/card/export?firmId=1',
    headers: { token: tok.admin },
  });
  return sheetRows(res.rawPayload);
};
const send = async (url: string, rows: Cell[][], token = tok.admin) =>
  t.send<Answer>('POST', url, token, { file: await xlsxBase64(rows), fileName: '名片.xlsx' });
const previewOf = (rows: Cell[][], token?: string) =>
  send('/api/lawyer/card/importPreview', rows, token);
const importOf = (rows: Cell[][], token?: string) => send('/api/lawyer/card/import', rows, token);

const cardNamed = async (name: string) =>
  (await t.database.db.select().from(lawyerCard).where(eq(lawyerCard.name, name)))[0];

/** Sets `header`'s cell of the row whose 姓名 is `name`. */
const edit = (rows: string[][], name: string, header: string, value: string) => {
  const col = rows[0].indexOf(header);
  const row = rows.find((r) => r[0] === name)!;
  row[col] = value;
};

describe('card round trip', () => {
  it('an export imported as it is changes nothing', async () => {
    const rows = await exported();
    expect(rows[0]).toContain('名片ID');
    const p = await previewOf(rows);
    expect(p.code, p.message).toBe('200');
    expect(p.data).toMatchObject({ total: 10, valid: 0, unchanged: 10, invalidRows: 0 });
  });

  it('updates the edited cards: an approved one becomes a revision, a draft is edited in place', async () => {
    const rows = await exported();
    edit(rows, '张伟', '职务', '合伙人');
    edit(rows, '高翔', '邮箱', 'gaoxiang@example.cn');
    const before = await cardNamed('张伟');
    expect(before.status).toBe(2);
    const p = await previewOf(rows);
    expect(p.data).toMatchObject({ valid: 2, unchanged: 8, invalidRows: 0 });
    // The preview wrote nothing.
    expect((await cardNamed('张伟')).title).toBe('高级合伙人');

    const out = await importOf(rows);
    expect(out.code, out.message).toBe('200');
    expect(out.data).toMatchObject({ imported: 2, unchanged: 8, invalidRows: 0 });
    expect(out.message).toContain('其中 1 张已通过的名片生成修订版本');
    const zhang = await cardNamed('张伟');
    expect(zhang).toMatchObject({ title: '合伙人', status: 0 });
    // The public card stays as approved until the revision is.
    expect((zhang.published as { title: string }).title).toBe('高级合伙人');
    // The masked mobile of the export kept the stored number.
    expect((zhang.content as { mobile: string }).mobile).toBe('13800000001');
    const gao = await cardNamed('高翔');
    expect(gao.status).toBe(0);
    expect((gao.content as { email: string }).email).toBe('gaoxiang@example.cn');
    const logs = await t.database.db.select().from(log).where(eq(log.action, '修改名片'));
    expect(logs.map((l) => l.target).sort()).toEqual(['名片「张伟」', '名片「高翔」']);
    expect(logs.find((l) => l.target === '名片「张伟」')!.detail).toContain('修订版本');
  });

  it('names bad ids and bad values by row and column', async () => {
    const rows = await exported();
    const id = rows[0].indexOf('名片ID');
    const header = rows[0];
    const of = (name: string) => [...rows.find((r) => r[0] === name)!];
    const sheet: Cell[][] = [header];
    const bad = (name: string, col: string, value: string) => {
      const r = of(name);
      r[header.indexOf(col)] = value;
      sheet.push(r);
    };
    bad('刘洋', '名片ID', 'abc');
    bad('孙丽', '名片ID', '99999');
    bad('吴强', '手机号', '123');
    bad('郑敏', '职务', '董事长');
    bad('何静', '专业领域', '太空法');
    sheet.push(of('孙丽'), of('孙丽'));
    const p = await previewOf(sheet);
    expect(p.data.errors).toEqual([
      { row: 2, column: '名片ID', message: '名片ID不正确' },
      { row: 3, column: '名片ID', message: '名片不存在或已被删除' },
      { row: 4, column: '手机号', message: '请输入正确的11位手机号' },
      { row: 5, column: '职务', message: '职务的取值不在可选范围内' },
      { row: 6, column: '专业领域', message: '专业领域「太空法」不存在' },
      { row: 8, column: '名片ID', message: `文件内重复（与第 7 行相同）` },
    ]);
    expect(id).toBeGreaterThan(0);
  });

  it('keeps a level-3 admin to their office: other offices’ cards are row errors', async () => {
    const rows = await exported();
    edit(rows, '何静', '邮箱', 'hejing@example.cn');
    edit(rows, '刘洋', '邮箱', 'liuyang@example.cn');
    const out = await importOf(rows, tok.branch);
    expect(out.code, out.message).toBe('200');
    expect(out.data.imported).toBe(1);
    const foreign = out.data.errors.filter((e) => e.message === '不属于您所在机构的名片，不能修改');
    expect(foreign).toHaveLength(7);
    expect(((await cardNamed('刘洋')).content as { email: string }).email).not.toBe(
      'liuyang@example.cn',
    );
  });

  it('finds no card of another firm: each row is an error and nothing changes', async () => {
    const rows = await exported();
    edit(rows, '张伟', '邮箱', 'other@example.cn');
    const other = await t.otherFirmToken();
    const before = await cardNamed('张伟');
    const out = await t.send<Answer>('POST', '/api/lawyer/card/import', other, {
      firmId: 2,
      file: await xlsxBase64(rows),
      fileName: '名片.xlsx',
    });
    expect(out).toMatchObject({ code: '400', message: expect.stringContaining('没有可导入的行') });
    const p = await t.send<Answer>('POST', '/api/lawyer/card/importPreview', other, {
      firmId: 2,
      file: await xlsxBase64(rows),
    });
    expect(p.data.invalidRows).toBe(10);
    expect(new Set(p.data.errors.map((e) => e.message))).toEqual(new Set(['名片不存在或已被删除']));
    expect(await cardNamed('张伟')).toEqual(before);
  });

  it('refuses a sheet without 名片ID, and lawyers', async () => {
    const rows = (await exported()).map((r) => r.slice(0, 9));
    const p = await previewOf(rows);
    expect(p).toMatchObject({ code: '400', message: expect.stringContaining('缺少表头：名片ID') });
    expect((await previewOf(await exported(), tok.lawyer)).code).toBe('403');
  });
});
