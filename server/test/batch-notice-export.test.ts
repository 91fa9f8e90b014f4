// 人员管理's 通知所选 and 导出所选 (and the cards' 导出所选): a notice reaches each selected lawyer
// as one 站内消息, in one transaction with one log row, and a disabled account is reported; an
// export of the selection holds exactly those rows. A selection naming a record of another office
// or firm, over 1,000 ids or none is refused in Chinese with nothing written.
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyer, lawyerCard, log, message } from '../src/db/schema';
import { quickFingerprint } from './helpers/route-sweep';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'lawyer' | 'other', string>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'lawyer'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
  tok.other = await t.otherFirmToken();
});
afterAll(() => t.close());

interface Outcome {
  succeeded: number;
  failed: Array<{ id: number; name: string; reason: string }>;
}

const lawyersOf = async (organizationId: number, n: number) =>
  db()
    .select({ id: lawyer.id, name: lawyer.name })
    .from(lawyer)
    .where(
      and(eq(lawyer.firmId, 1), eq(lawyer.organizationId, organizationId), eq(lawyer.status, 1)),
    )
    .orderBy(asc(lawyer.id))
    .limit(n);

const notice = (token: string, body: object) =>
  t.send<Outcome>('POST', '/api/lawyer/batchNotice', token, body);

const many = Array.from({ length: 1001 }, (_, i) => i + 1);

describe('通知所选', () => {
  it('writes one notice per selected lawyer and one log row; a disabled one is reported', async () => {
    const some = await lawyersOf(office.sh, 3);
    const ids = some.map((l) => l.id);
    await db().update(lawyer).set({ status: 2 }).where(eq(lawyer.id, ids[2]));
    const res = await notice(tok.branch, {
      ids,
      title: '周五例会',
      content: '下午三点，三楼会议室',
    });
    expect(res.message).toBe('2 位已发送，1 位失败：账号已停用');
    expect(res.data.failed).toEqual([{ id: ids[2], name: some[2].name, reason: '账号已停用' }]);
    const sent = await db()
      .select({ to: message.toUserId, type: message.type, sender: message.senderName })
      .from(message)
      .where(eq(message.title, '周五例会'))
      .orderBy(asc(message.toUserId));
    // As POST /message/notice writes a notice: type notice, signed with the sender's name.
    expect(sent.map((m) => m.to)).toEqual(ids.slice(0, 2));
    expect(sent.every((m) => m.type === 'notice' && m.sender.length > 0)).toBe(true);
    const logs = await db()
      .select({ detail: log.detail })
      .from(log)
      .where(and(eq(log.action, '发送通知'), eq(log.target, '通知「周五例会」')));
    expect(logs).toEqual([{ detail: '接收律师：2 名' }]);
  });

  it('refuses another office, another firm, 1,001 ids, none, a blank title and lawyers', async () => {
    const bj = await lawyersOf(office.bj, 1);
    const sh = await lawyersOf(office.sh, 1);
    const before = await quickFingerprint(db());
    const body = { title: '通知', content: '内容' };
    const mixed = await notice(tok.branch, { ...body, ids: [sh[0].id, bj[0].id] });
    expect(mixed).toMatchObject({
      code: '403',
      message: '所选人员中有不属于您所在机构的记录，未做任何修改',
    });
    const foreign = await t.request<Outcome>({
      method: 'POST',
      url: '/api/lawyer/batchNotice',
      token: tok.other,
      payload: { firmId: 2, ...body, ids: [bj[0].id] },
    });
    expect(foreign.body.code).toBe('404');
    expect(await notice(tok.admin, { ...body, ids: many })).toMatchObject({
      code: '400',
      message: '所选人员最多1000项',
    });
    const empty = await notice(tok.admin, { ...body, ids: [] });
    expect(empty.code).toBe('400');
    expect(empty.message).toMatch(/所选人员/);
    const blank = await notice(tok.admin, { ids: [bj[0].id], title: '  ', content: '内容' });
    expect(blank).toMatchObject({ code: '400', message: '请输入通知标题' });
    expect((await notice(tok.lawyer, { ...body, ids: [bj[0].id] })).code).toBe('403');
    expect(await quickFingerprint(db())).toBe(before);
  });
});

const exportOf = (url: string, token: string, query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(Object.entries({ firmId: 1, maskMobile: 'false', ...query }).map(([k, v]) => [k, String(v)]))}`,
    headers: { token },
  });

/** The sheet's first column below its header. */
const firstColumn = async (body: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const names: string[] = [];
  book.worksheets[0].eachRow((row, i) => {
    if (i > 1) names.push(String((row.values as unknown[])[1]));
  });
  return names.sort();
};

describe('导出所选', () => {
  it('exports exactly the selected lawyers, the list filters aside', async () => {
    const some = await lawyersOf(office.bj, 2);
    const res = await exportOf('/api/lawyer/export', tok.admin, {
      ids: some.map((l) => l.id).join(','),
      // A filter the selection does not match: the selection wins.
      organizationId: office.sh,
    });
    expect(res.statusCode).toBe(200);
    expect(await firstColumn(res.rawPayload)).toEqual(some.map((l) => l.name).sort());
    const [row] = await db()
      .select({ detail: log.detail })
      .from(log)
      .where(eq(log.action, '导出人员列表'))
      .orderBy(asc(log.id));
    expect(row.detail).toMatch(/^所选 2 条/);
  });

  it('exports exactly the selected cards', async () => {
    const cards = await db()
      .select({ id: lawyerCard.id, name: lawyerCard.name })
      .from(lawyerCard)
      .where(inArray(lawyerCard.organizationId, [office.sh]))
      .orderBy(asc(lawyerCard.id))
      .limit(2);
    const res = await exportOf('/api/lawyer/card/export', tok.branch, {
      ids: cards.map((c) => c.id).join(','),
    });
    expect(res.statusCode).toBe(200);
    expect(await firstColumn(res.rawPayload)).toEqual(cards.map((c) => c.name).sort());
  });

  it('refuses another office, another firm, 1,001 ids, none and bad ids in Chinese', async () => {
    const [bj] = await lawyersOf(office.bj, 1);
    const [sh] = await lawyersOf(office.sh, 1);
    const refusal = async (token: string, ids: string, firmId = 1) => {
      const res = await exportOf('/api/lawyer/export', token, { ids, firmId });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      return res.json() as { code: string; message: string };
    };
    expect(await refusal(tok.branch, `${sh.id},${bj.id}`)).toMatchObject({
      code: '403',
      message: '所选人员中有不属于您所在机构的记录，未导出任何数据',
    });
    expect(await refusal(tok.other, String(bj.id), 2)).toMatchObject({
      code: '404',
      message: '所选人员中有 1 条不存在或已被删除，请刷新后重试',
    });
    expect(await refusal(tok.admin, many.join(','))).toMatchObject({
      code: '400',
      message: '所选人员最多1000项',
    });
    expect(await refusal(tok.admin, '')).toMatchObject({
      code: '400',
      message: '请选择要导出的人员',
    });
    expect(await refusal(tok.admin, `${bj.id},x`)).toMatchObject({
      code: '400',
      message: '所选人员格式不正确',
    });
  });
});
