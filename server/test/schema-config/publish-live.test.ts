// The server half of 页面配置's promise: a required 工作语言 published through POST /schema/publish
// is asked for, stored and returned at once (no restart), and 回滚 stops asking for it while the
// stored value stays in the card's document.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lawyerCard } from '../../src/db/schema';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';
import { call, cardWithLanguage, readOwnCard, saveOwnCard, type Json } from './helpers';

let t: TestApp;
const tok = { admin: '', lawyer: '' };

beforeAll(async () => {
  t = await createTestApp();
  tok.admin = await t.tokenFor(...demo.admin);
  tok.lawyer = await t.tokenFor(...demo.lawyer);
});
afterAll(() => t.close());

const ownCard = () => readOwnCard(t, tok.lawyer);
const save = (extra: Json = {}) => saveOwnCard(t, tok.lawyer, extra);

it('asks for a published field at once, and after 回滚 no longer, keeping the value', async () => {
  expect((await save()).body.code).toBe('200');
  const published = await call(t, 'POST', '/schema/publish', tok.admin, {
    file: 'forms/card',
    content: cardWithLanguage(),
    note: '增加工作语言',
    baseVersion: 0,
  });
  expect(published.body.code, published.body.message).toBe('200');

  const missing = await save();
  expect(missing.body.code).toBe('400');
  expect(missing.body.message).toContain('工作语言');
  expect((await save({ language: '中文、英语' })).body.code).toBe('200');
  const card = await ownCard();
  expect(card.language).toBe('中文、英语');

  const rolledBack = await call(t, 'POST', '/schema/rollback', tok.admin, {
    file: 'forms/card',
    version: 0,
    baseVersion: 1,
  });
  expect(rolledBack.body.code, rolledBack.body.message).toBe('200');
  expect((await save()).body.code).toBe('200');
  expect(await ownCard()).not.toHaveProperty('language');
  const [row] = await t.database.db
    .select({ content: lawyerCard.content })
    .from(lawyerCard)
    .where(eq(lawyerCard.id, card.id));
  expect(row.content).toMatchObject({ language: '中文、英语' });
});
