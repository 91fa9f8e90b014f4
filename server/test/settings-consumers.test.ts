// What the settings change elsewhere (docs/contract-settings.md): 审核权限 (cardReview) drives the
// card audit, 排序方式 (sortSet) the card list's order, and the audit code can be regenerated.
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyer, lawyerCard } from '../src/db/schema';
import { pinyinKey } from '../src/plugins/repositories/card-order';
import { createTestApp, demo, office, type TestApp } from './helpers/test-app';

let t: TestApp;
const tok = {} as Record<'admin' | 'branch' | 'bjsub', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'branch', 'bjsub'] as const)
    tok[k] = await t.tokenFor(demo[k][0], demo[k][1]);
});
afterAll(async () => t.close());

const db = () => t.database.db;
const cardNamed = async (name: string) =>
  (await db().select().from(lawyerCard).where(eq(lawyerCard.name, name)))[0];
const review = (enabled: boolean, reviewerLevels: number[]) =>
  t.send('PUT', '/api/firmConf/cardReview', tok.admin, { enabled, reviewerLevels });
const audit = (token: string, id: number) =>
  t.send('PUT', '/api/lawyer/card/adminAuditCard', token, { id, result: 'approve' });

describe('审核权限 and the card audit', () => {
  it('approves a submitted card at once while card review is off', async () => {
    expect((await review(false, [1, 2, 3, 4])).code).toBe('200');
    const draft = await cardNamed('高翔');
    expect(draft.status).toBe(0);
    const res = await t.send('PUT', '/api/lawyer/card/submitAudit', tok.branch, { id: draft.id });
    expect(res.message).toBe('提交成功，名片已发布');
    expect((await cardNamed('高翔')).status).toBe(2);
    await review(true, [1, 2, 3, 4]);
  });

  it('keeps submitted cards waiting while card review is on', async () => {
    const draft = await cardNamed('许可');
    const res = await t.send('PUT', '/api/lawyer/card/submitAudit', tok.admin, { id: draft.id });
    expect(res.message).toBe('已提交审核');
    expect((await cardNamed('许可')).status).toBe(1);
  });

  it('refuses auditors of a level the setting does not list, changing nothing', async () => {
    await review(true, [1, 2]);
    const pending = await cardNamed('何静');
    expect(pending.status).toBe(1);
    const res = await audit(tok.branch, pending.id);
    expect(res.code).toBe('403');
    expect(res.message).toBe('当前审核权限设置不允许您审核名片');
    expect((await cardNamed('何静')).status).toBe(1);

    await review(true, [1, 3]);
    expect((await audit(tok.branch, pending.id)).code).toBe('200');
    expect((await cardNamed('何静')).status).toBe(2);
    const bj = await cardNamed('孙丽');
    const refused = await audit(tok.bjsub, bj.id);
    expect(refused.message).toBe('当前审核权限设置不允许您审核名片');
    expect((await cardNamed('孙丽')).status).toBe(1);
    await review(true, [1, 2, 3, 4]);
  });
});

describe('排序方式 and the card list', () => {
  type Row = { id: number; name: string };
  const names = async () =>
    (
      await t.get<{ records: Row[] }>('/api/lawyer/card/pageList', tok.admin, { size: 100 })
    ).data.records.map((r) => r.name);
  const sortBy = (way: string) => t.send('PUT', '/api/firmConf/sortSet', tok.admin, { way });

  beforeAll(async () => {
    // Two lawyers without a card get one each: 李四 (weight 50, 30 years) and 单丽 (weight 10).
    const carded = db().select({ id: lawyerCard.lawyerId }).from(lawyerCard);
    const free = await db()
      .select({ id: lawyer.id })
      .from(lawyer)
      .where(and(eq(lawyer.firmId, 1), notInArray(lawyer.id, carded)))
      .orderBy(lawyer.id);
    const cards = [
      { name: '李四', sort: 50, practiceYears: 30 },
      { name: '单丽', sort: 10 },
    ];
    for (const [i, c] of cards.entries()) {
      const res = await t.request({
        method: 'POST',
        url: '/api/lawyer/card/createCard?firmId=1',
        token: tok.admin,
        payload: {
          firmId: 1,
          lawyerId: free[i].id,
          title: '律师',
          mobile: '13900009999',
          organizationId: office.bj,
          ...c,
        },
      });
      expect(res.body.code, res.body.message).toBe('200');
    }
  });

  it('keys names by toneless pinyin, surnames read as surnames', () => {
    expect(pinyinKey('张伟')).toBe('zhang wei');
    expect(pinyinKey('单丽')).toBe('shan li');
    expect(pinyinKey('曾静')).toBe('zeng jing');
    expect(pinyinKey(' Amy王 ')).toBe('amy wang');
  });

  it('gives seeded cards their key at startup (backfill), and again when asked', async () => {
    expect(await db().select().from(lawyerCard).where(isNull(lawyerCard.namePinyin))).toEqual([]);
    expect((await cardNamed('张伟')).namePinyin).toBe('zhang wei');
    await db().update(lawyerCard).set({ namePinyin: null }).where(eq(lawyerCard.name, '张伟'));
    await t.app.cards.backfillPinyin();
    expect((await cardNamed('张伟')).namePinyin).toBe('zhang wei');
  });

  it('stores the weight with the card and shows it back', async () => {
    const c = await cardNamed('李四');
    const info = await t.get<{ sort: number }>(`/api/lawyer/card/cardInfo/${c.id}`, tok.admin);
    expect(info.data.sort).toBe(50);
  });

  it('orders by last update by default', async () => {
    expect((await names()).slice(0, 2)).toEqual(['单丽', '李四']);
  });

  it('orders by pinyin of the name (李 before 林, 单 as shan)', async () => {
    expect((await sortBy('pinyin')).code).toBe('200');
    expect(await names()).toEqual([
      '高翔',
      '何静',
      '黄蕾',
      '李四',
      '林涛',
      '刘洋',
      '单丽',
      '孙丽',
      '吴强',
      '许可',
      '张伟',
      '郑敏',
    ]);
  });

  it('orders by weight, larger first, ties by id', async () => {
    await sortBy('weight');
    const list = await names();
    expect(list.slice(0, 2)).toEqual(['李四', '单丽']);
    const rest = await db().select().from(lawyerCard).orderBy(lawyerCard.id);
    expect(list.slice(2)).toEqual(
      rest.map((r) => r.name).filter((n) => n !== '李四' && n !== '单丽'),
    );
  });

  it('orders by practice years, most first, cards without years last', async () => {
    await sortBy('practiceYears');
    const list = await names();
    expect(list[0]).toBe('李四');
    expect(list[list.length - 1]).toBe('单丽');
    const rows = await db().select().from(lawyerCard);
    const years = (n: string) =>
      rows.find((r) => r.name === n)?.content.practiceYears as number | undefined;
    const known = list.slice(0, -1).map((n) => years(n) ?? -1);
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });

  it('recomputes the key when a card is renamed', async () => {
    await sortBy('pinyin');
    const c = await cardNamed('李四');
    const res = await t.send('PUT', '/api/lawyer/card/update', tok.admin, {
      id: c.id,
      version: c.version,
      name: '安琪',
      title: '律师',
      mobile: '13900009999',
      organizationId: office.bj,
    });
    expect(res.code, res.message).toBe('200');
    expect((await cardNamed('安琪')).namePinyin).toBe('an qi');
    expect((await names())[0]).toBe('安琪');
  });
});

describe('the audit code', () => {
  it('is six digits, stable until regenerated; regenerating logs without the code', async () => {
    type Code = { code: string; updateTime: string };
    const first = await t.get<Code>('/api/audit/queryAuditCode', tok.admin);
    expect(first.data.code).toMatch(/^\d{6}$/);
    expect(Number.isNaN(Date.parse(first.data.updateTime))).toBe(false);
    expect((await t.get<Code>('/api/audit/queryAuditCode', tok.admin)).data).toEqual(first.data);

    const next = await t.send<Code>('POST', '/api/audit/updateAuditCode', tok.admin);
    expect(next.message).toBe('审核码已更新');
    expect(next.data.code).toMatch(/^\d{6}$/);
    expect(next.data.code).not.toBe(first.data.code);
    expect((await t.get<Code>('/api/audit/queryAuditCode', tok.admin)).data).toEqual(next.data);
    const logs = await t.get<{ records: Array<{ action: string; detail: string }> }>(
      '/api/log/getAdminLogPageList',
      tok.admin,
      { size: 1 },
    );
    expect(logs.data.records[0]).toMatchObject({
      action: '修改审核权限设置',
      detail: '重新生成审核码',
    });
  });
});
