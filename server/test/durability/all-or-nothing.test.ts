// Suite 6b (durability): a write of several rows (the card audit: card status + log + message to
// the lawyer; an office + its log; a lawyer batch + logs; a sign-in's session + log) fails at
// each of its steps in turn, and nothing of it may remain (harness: injected-failure.ts; content,
// practice areas, admin accounts and password changes: row-and-log.test.ts).
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';
import {
  allOrNothing,
  count,
  execOn,
  FAIL_FUNCTION,
  type Exec,
  type Fingerprint,
  type Step,
  type Write,
} from './injected-failure';

let t: TestApp;
let admin: string;
let exec: Exec;

beforeAll(async () => {
  t = await createTestApp({ hashCost: { memoryCost: 1024, timeCost: 1 } });
  exec = execOn(t);
  admin = await t.tokenFor(demo.admin[0], demo.admin[1]);
  await exec(FAIL_FUNCTION);
});
afterAll(() => t.close());

const TABLES = [
  'organization',
  'lawyer',
  'lawyer_card',
  'log',
  'message',
  'session',
  'firm_access_user',
] as const;

const cardSteps = (op: 'update'): Step[] => [
  { label: 'card status', table: 'lawyer_card', op },
  { label: 'log', table: 'log', op: 'insert' },
  { label: 'message', table: 'message', op: 'insert' },
  { label: 'commit', table: 'message', op: 'insert', atCommit: true },
];
const cardDone = (before: Fingerprint, after: Fingerprint) => {
  expect(after.lawyer_card).not.toBe(before.lawyer_card);
  expect(count(after.log)).toBe(count(before.log) + 1);
  expect(count(after.message)).toBe(count(before.message) + 1);
};
const cardWith = async (status: number) =>
  Number(
    (await exec(`select id from lawyer_card where status = ${status} order by id limit 1`))[0].id,
  );
const put = (url: string, payload: object) =>
  t.request({ method: 'PUT', url, token: admin, payload: { firmId: 1, ...payload } });
const post = (url: string, payload: object) =>
  t.request({ method: 'POST', url, token: admin, payload: { firmId: 1, ...payload } });

let draft = 0;
let pending = 0;
const writes: Write[] = [
  {
    name: 'card submitted for audit (card + log + message)',
    steps: cardSteps('update'),
    send: () => put('/api/lawyer/card/submitAudit', { id: draft }),
    done: cardDone,
  },
  {
    name: 'card approved (card + published version + log + message)',
    steps: cardSteps('update'),
    // The card the previous write submitted.
    send: () => put('/api/lawyer/card/adminAuditCard', { id: draft, result: 'approve' }),
    done: cardDone,
  },
  {
    name: 'card rejected (card + reason + log + message)',
    steps: cardSteps('update'),
    send: () =>
      put('/api/lawyer/card/adminAuditCard', { id: pending, result: 'reject', reason: '请补充' }),
    done: cardDone,
  },
  {
    name: 'office created (office + log)',
    steps: [
      { label: 'office', table: 'organization', op: 'insert' },
      { label: 'log', table: 'log', op: 'insert' },
      { label: 'commit', table: 'log', op: 'insert', atCommit: true },
    ],
    send: () => post('/api/firmOrganization/add', { name: 'durability-office', status: 1 }),
    done: (before, after) => {
      expect(count(after.organization)).toBe(count(before.organization) + 1);
      expect(count(after.log)).toBe(count(before.log) + 1);
    },
  },
  {
    name: 'lawyer batch created (2 lawyers + 2 logs)',
    steps: [
      { label: 'lawyers', table: 'lawyer', op: 'insert' },
      { label: 'log', table: 'log', op: 'insert' },
      { label: 'commit', table: 'log', op: 'insert', atCommit: true },
    ],
    send: () =>
      post('/api/lawyer/addList', {
        password: 'Test1234a',
        lawyers: [
          { name: '律师甲', mobile: '13912340001', organizationId: 1 },
          { name: '律师乙', mobile: '13912340002', organizationId: 1 },
        ],
      }),
    done: (before, after) => {
      expect(count(after.lawyer)).toBe(count(before.lawyer) + 2);
      expect(count(after.log)).toBe(count(before.log) + 2);
    },
  },
  {
    name: 'admin signed in (last login + session + log)',
    steps: [
      { label: 'last login', table: 'firm_access_user', op: 'update' },
      { label: 'session', table: 'session', op: 'insert' },
      { label: 'log', table: 'log', op: 'insert' },
      { label: 'commit', table: 'log', op: 'insert', atCommit: true },
    ],
    // The attempt is counted (one atomic increment) before the password is checked, and stays
    // counted when the sign-in then fails; everything else of the account is all or nothing.
    ignore: { firm_access_user: ['failed_login_count', 'last_failed_at'] },
    // The injected failures count as failed attempts; start each try below the captcha threshold.
    before: async () => {
      await exec(`update firm_access_user set failed_login_count = 0, last_failed_at = null`);
    },
    send: () =>
      t.request({
        method: 'POST',
        url: '/api/auth/firmAccessUserLogin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: demo.admin[0],
          password: demo.admin[1],
        }).toString(),
      }),
    done: (before, after) => {
      expect(count(after.session)).toBe(count(before.session) + 1);
      expect(count(after.log)).toBe(count(before.log) + 1);
      expect(after.firm_access_user).not.toBe(before.firm_access_user);
    },
  },
];

allOrNothing(
  'durability: a multi-step write is all or nothing',
  writes,
  () => exec,
  TABLES,
  async () => {
    draft ||= await cardWith(0);
    pending ||= await cardWith(1);
  },
);
