// A lawyer's token against every route the server registers (collected as they are registered,
// not from a hand-kept list): every admin-only route answers 403, and every route a lawyer may
// call with the id of something a lawyer owns (card, message, log, lawyer account) answers 403
// for another lawyer's id. Either way the database is byte-for-byte unchanged afterwards.
// Runs on PGlite and, with DATABASE_URL, on PostgreSQL (.ci/run).
import { and, asc, eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyer, lawyerCard, log, message } from '../src/db/schema';
import type { Access } from '../src/plugins/auth';
import { fingerprint, sample, sweepRoutes, type SweepRoute } from './helpers/route-sweep';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
const registered: RouteOptions[] = [];
const PASSWORD = demo.lawyer[1];

/** Things a lawyer owns, and the keys that name them. */
type Kind = 'card' | 'message' | 'log' | 'lawyer';
const OWNER_KEYS = ['id', 'lawyerId', 'cardId', 'messageId', 'logId'];

/** What an `id` names, by the resource the route belongs to (routes/<resource>/). */
const ID_KINDS: Array<[RegExp, Kind]> = [
  [/^\/api\/lawyer\/card\//, 'card'],
  [/^\/api\/cardSelf\//, 'card'],
  [/^\/api\/cardStats\//, 'card'],
  [/^\/api\/message\//, 'message'],
  [/^\/api\/log\//, 'log'],
  [/^\/api\/lawyer\//, 'lawyer'],
];

/**
 * Routes a lawyer may call with an id that names nothing a lawyer owns. Each says why; a new
 * route taking an id must be classified by ID_KINDS or here, or the sweep fails.
 */
const NOT_OWNED: Record<string, string> = {
  'GET /api/firm/firmInfo/:id': 'the firm’s public name and logo (the login page reads it)',
  'GET /api/card/public/:id': 'a published card is public by design (the QR code opens it)',
  'POST /api/cardEvent': 'a visitor of a published card reports views and taps (counted only)',
  'GET /api/area/areaById': 'the area hierarchy is reference data',
};

const kindOf = (url: string, key: string): Kind | undefined => {
  if (key === 'lawyerId') return 'lawyer';
  if (key === 'cardId') return 'card';
  if (key === 'messageId') return 'message';
  if (key === 'logId') return 'log';
  return ID_KINDS.find(([re]) => re.test(url))?.[1];
};

/** A rule no lawyer can pass: roles without 'lawyer', or an admin level or system flag. */
const lawyerDenied = (a: Access) =>
  typeof a === 'object' &&
  ((a.roles !== undefined && !a.roles.includes('lawyer')) ||
    a.levels !== undefined ||
    a.system === true);

type Route = SweepRoute;

const apiRoutes = (): Route[] => sweepRoutes(registered);

const keyOf = (r: Route) => `${r.method} ${r.url}`;

/** The owner keys a route takes, wherever it takes them. */
const ownerKeys = (r: Route) =>
  (['params', 'querystring', 'body'] as const).flatMap((part) =>
    Object.keys(r.schema[part]?.properties ?? {})
      .filter((k) => OWNER_KEYS.includes(k))
      .map((key) => ({ part, key })),
  );

/**
 * The route called with the id of `ids` for every owner key (`omitOptional`: only for the keys
 * the route requires), the rest of the input sampled from its schema.
 */
const requestFor = (
  r: Route,
  token: string,
  ids: Partial<Record<Kind, number>>,
  record: Record<string, unknown> = {},
  omitOptional = false,
) => {
  const idFor = (key: string) => {
    const kind = kindOf(r.url, key);
    return kind ? ids[kind] : undefined;
  };
  const url = r.url
    .replace(/:(\w+)/g, (_, name: string) => String(idFor(name) ?? 1))
    .replace(/\*$/, 'x');
  const forced = (part: 'querystring' | 'body') => ({
    ...Object.fromEntries(
      ownerKeys(r)
        .filter((k) => k.part === part)
        .filter((k) => !omitOptional || (r.schema[part]?.required ?? []).includes(k.key))
        .map((k) => [k.key, idFor(k.key) ?? 1]),
    ),
    firmId: 1,
  });
  const query = sample(
    r.schema.querystring ?? { type: 'object' },
    record,
    forced('querystring'),
  ) as Record<string, unknown>;
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  );
  const body = r.method === 'GET' ? undefined : sample(r.schema.body, record, forced('body'));
  return t.request<unknown>({
    method: r.method as 'GET',
    url: `${url}?${qs}`,
    token,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
};

const tok = { a: '', admin: '' };
const own: Partial<Record<Kind, number>> = {};
const foreign: Partial<Record<Kind, number>> = {};
/** The targeted records as an admin reads them, to fill request bodies plausibly. */
const records: Partial<Record<Kind, Record<string, unknown>>> = {};

beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => void registered.push(r) });
  const db = t.database.db;
  const idOf = async (mobile: string) =>
    (
      await db
        .select({ id: lawyer.id })
        .from(lawyer)
        .where(and(eq(lawyer.firmId, 1), eq(lawyer.mobile, mobile)))
    )[0].id;
  const cardOf = async (lawyerId: number) =>
    (
      await db
        .select({ id: lawyerCard.id })
        .from(lawyerCard)
        .where(eq(lawyerCard.lawyerId, lawyerId))
    )[0].id;
  const messageOf = async (lawyerId: number) =>
    (
      await db
        .select({ id: message.id })
        .from(message)
        .where(and(eq(message.toUserType, 'lawyer'), eq(message.toUserId, lawyerId)))
        .orderBy(asc(message.id))
    )[0].id;
  const loginLogOf = async (lawyerId: number) =>
    (
      await db
        .select({ id: log.id })
        .from(log)
        .where(and(eq(log.operatorType, 'lawyer'), eq(log.operatorId, lawyerId)))
        .orderBy(asc(log.id))
    )[0].id;

  // A: 张伟; B: 刘洋, same office, with a card, a message and a log of his own; C: 马超, same
  // office, no card yet (what a card created "for someone else" would target).
  const a = await idOf('13800000001');
  const b = await idOf('13800000002');
  const c = await idOf('13800000011');
  tok.a = await t.tokenFor('13800000001', PASSWORD);
  tok.admin = await t.tokenFor(demo.admin[0], demo.admin[1]);
  await t.tokenFor('13800000002', PASSWORD); // B's login writes B's own log row
  const sent = await t.send('POST', '/api/message/notice', tok.admin, {
    lawyerIds: [b],
    title: '仅刘洋可见',
    content: '测试消息',
  });
  expect(sent.code, sent.message).toBe('200');

  Object.assign(own, {
    lawyer: a,
    card: await cardOf(a),
    message: await messageOf(a),
    log: await loginLogOf(a),
  });
  Object.assign(foreign, {
    lawyer: c,
    card: await cardOf(b),
    message: await messageOf(b),
    log: await loginLogOf(b),
  });
  records.card = (
    await t.get<Record<string, unknown>>(`/api/lawyer/card/cardInfo/${foreign.card}`, tok.admin)
  ).data;
  records.lawyer = (
    await t.get<Record<string, unknown>>(`/api/lawyer/lawyerInfo/${c}`, tok.admin)
  ).data;
});
afterAll(() => t.close());

describe('a lawyer against every registered route', () => {
  it('finds the routes (the enumeration is not empty or partial)', () => {
    const keys = apiRoutes().map(keyOf);
    expect(keys.length).toBeGreaterThan(80);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/message/:id',
        'POST /api/message/notice',
        'PUT /api/lawyer/pass/:id',
        'PUT /api/lawyer/card/adminAuditCard',
        'GET /api/log/:id',
      ]),
    );
  });

  it('gets 403 on every admin-only route, and nothing changes', async () => {
    const adminOnly = apiRoutes().filter((r) => lawyerDenied(r.access));
    expect(adminOnly.length).toBeGreaterThan(50);
    const before = await fingerprint(t.database.db);
    const wrong: string[] = [];
    for (const r of adminOnly) {
      // Real ids (another lawyer's card, account, …) so a missing guard would really act.
      const res = await requestFor(r, tok.a, foreign);
      if (res.body.code !== '403') wrong.push(`${keyOf(r)} → ${res.body.code} ${res.body.message}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.database.db)).toBe(before);
  });

  it('every route a lawyer may call with an id is classified (owned by a lawyer, or why not)', () => {
    const unclassified = apiRoutes()
      .filter((r) => !lawyerDenied(r.access))
      .filter((r) =>
        ownerKeys(r).some((k) => !kindOf(r.url, k.key) && NOT_OWNED[keyOf(r)] === undefined),
      )
      .map(keyOf);
    expect(unclassified).toEqual([]);
    // The exemptions name real routes (a renamed route must not leave a stale pass behind).
    const keys = new Set(apiRoutes().map(keyOf));
    expect(Object.keys(NOT_OWNED).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('gets 403 for another lawyer’s card, message, log or account on every such route, and nothing changes', async () => {
    const targeted = apiRoutes().filter(
      (r) =>
        !lawyerDenied(r.access) &&
        NOT_OWNED[keyOf(r)] === undefined &&
        ownerKeys(r).some((k) => kindOf(r.url, k.key)),
    );
    // The lawyer-facing routes that take an owned id (more may come; none may go unchecked).
    expect(targeted.map(keyOf)).toEqual(
      expect.arrayContaining([
        'GET /api/message/:id',
        'GET /api/log/:id',
        'PUT /api/lawyer/card/submitAudit',
      ]),
    );
    const wrong: string[] = [];
    for (const r of targeted) {
      const kinds = ownerKeys(r).map((k) => kindOf(r.url, k.key));
      const record = kinds.includes('card')
        ? records.card
        : kinds.includes('lawyer')
          ? records.lawyer
          : {};
      const before = await fingerprint(t.database.db);
      const res = await requestFor(r, tok.a, foreign, record);
      if (res.body.code !== '403') wrong.push(`${keyOf(r)} → ${res.body.code} ${res.body.message}`);
      if ((await fingerprint(t.database.db)) !== before)
        wrong.push(`${keyOf(r)} changed the database`);
      // The same request with the lawyer's own ids (or, where the route lets a lawyer leave an
      // owner key out, without it) is not refused: the 403 was about whose the id is.
      let mine = await requestFor(r, tok.a, own, record);
      if (mine.body.code === '403') mine = await requestFor(r, tok.a, own, record, true);
      if (mine.body.code === '403') {
        wrong.push(`${keyOf(r)} refuses the lawyer's own id too: ${mine.body.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
