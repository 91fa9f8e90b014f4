// Suite 6b, continued: content, practice-area and admin-account writes store the row and its
// 重要日志 row in one transaction, and a password change stores the new password, ends the other
// sessions and logs it in one. Each write fails at each of its statements and at COMMIT in turn
// (injected-failure.ts): every table stays as it was. Then it succeeds and leaves row and log.
import { expect } from 'vitest';
import { demo } from '../helpers/test-app';
import { failureSuite } from './failure-suite';
import { allOrNothing, count, type Fingerprint, type Step, type Write } from './injected-failure';

const token: Record<'admin' | 'branch' | 'lawyer', string> = { admin: '', branch: '', lawyer: '' };
const suite = failureSuite({ hashCost: { memoryCost: 1024, timeCost: 1 } }, async (t) => {
  token.admin = await t.tokenFor(demo.admin[0], demo.admin[1]);
  // Two sessions each: the password change must end the other one.
  token.branch = await t.tokenFor(demo.branch[0], demo.branch[1]);
  await t.tokenFor(demo.branch[0], demo.branch[1]);
  for (let i = 0; i < 2; i++) {
    const res = await t.lawyerLogin(demo.lawyer[0], demo.lawyer[1]);
    token.lawyer = res.data.token;
  }
});

const TABLES = [
  'firm_content',
  'self_professional',
  'lawyer_card',
  'firm_access_user',
  'lawyer',
  'session',
  'log',
] as const;

const idOf = async (query: string) => Number((await suite.exec(query))[0].id);

const send =
  (method: 'POST' | 'PUT' | 'DELETE', url: () => string, body: () => object, as = 'admin') =>
  () =>
    suite.t.request({
      method,
      url: url(),
      token: token[as as keyof typeof token],
      payload: { firmId: 1, ...body() },
    });

/** The row, then its log, then the same failure at COMMIT. */
const rowAndLog = (table: string, op: Step['op'], more: Step[] = []): Step[] => [
  { label: table, table, op },
  ...more,
  { label: 'log', table: 'log', op: 'insert' },
  { label: 'commit', table: 'log', op: 'insert', atCommit: true },
];
const sessions: Step = { label: 'other sessions', table: 'session', op: 'update' };

/** `table` changed by `rows` (0: changed in place) and exactly one log more. */
const leaves =
  (table: string, rows = 0, also: string[] = []) =>
  (before: Fingerprint, after: Fingerprint) => {
    expect(count(after[table])).toBe(count(before[table]) + rows);
    expect(after[table]).not.toBe(before[table]);
    for (const other of also) expect(after[other]).not.toBe(before[other]);
    expect(count(after.log)).toBe(count(before.log) + 1);
  };

const ids = { content: 0, area: 0, usedArea: 0, account: 0 };
const ADMIN_NAME = 'durability_admin';

const writes: Write[] = [
  {
    name: 'content created (article + log)',
    steps: rowAndLog('firm_content', 'insert'),
    send: send(
      'POST',
      () => '/api/firmContent',
      () => ({ title: '事务测试', body: '<p>正文</p>' }),
    ),
    done: leaves('firm_content', 1),
  },
  {
    name: 'content edited (article + log)',
    steps: rowAndLog('firm_content', 'update'),
    send: send(
      'PUT',
      () => `/api/firmContent/${ids.content}`,
      () => ({ title: '事务测试（改）', body: '<p>新正文</p>' }),
    ),
    done: leaves('firm_content'),
  },
  {
    name: 'content published (article + log)',
    steps: rowAndLog('firm_content', 'update'),
    send: send(
      'PUT',
      () => `/api/firmContent/status/${ids.content}`,
      () => ({ status: 1 }),
    ),
    done: leaves('firm_content'),
  },
  {
    name: 'content deleted (article + log)',
    steps: rowAndLog('firm_content', 'delete'),
    send: send(
      'DELETE',
      () => `/api/firmContent/${ids.content}`,
      () => ({}),
    ),
    done: leaves('firm_content', -1),
  },
  {
    name: 'practice area created (area + log)',
    steps: rowAndLog('self_professional', 'insert'),
    send: send(
      'POST',
      () => '/api/selfProfessional/add',
      () => ({ name: '事务测试领域' }),
    ),
    done: leaves('self_professional', 1),
  },
  {
    name: 'practice area renamed (area + log)',
    steps: rowAndLog('self_professional', 'update'),
    send: send(
      'POST',
      () => '/api/selfProfessional/update',
      () => ({ id: ids.area, name: '事务测试领域（改）' }),
    ),
    done: leaves('self_professional'),
  },
  {
    name: 'practice area pinned (area + log)',
    steps: rowAndLog('self_professional', 'update'),
    send: send(
      'PUT',
      () => '/api/selfProfessional/updateTop',
      () => ({ id: ids.area, top: true }),
    ),
    done: leaves('self_professional'),
  },
  {
    name: 'practice area in use deleted (area + the cards listing it + log)',
    steps: rowAndLog('self_professional', 'delete', [
      { label: 'cards', table: 'lawyer_card', op: 'update' },
    ]),
    send: send(
      'POST',
      () => '/api/selfProfessional/delete',
      () => ({ id: ids.usedArea }),
    ),
    done: leaves('self_professional', -1, ['lawyer_card']),
  },
  {
    name: 'admin account created (account + log)',
    steps: rowAndLog('firm_access_user', 'insert'),
    send: send(
      'POST',
      () => '/api/firmAccessUser/add',
      () => ({
        username: ADMIN_NAME,
        name: '事务测试',
        mobile: '13912345678',
        password: 'Durable2026',
        status: 1,
        organizationId: 2,
      }),
    ),
    done: leaves('firm_access_user', 1),
  },
  {
    name: 'admin account disabled (account + its sessions + log)',
    steps: rowAndLog('firm_access_user', 'update', [sessions]),
    send: send(
      'PUT',
      () => '/api/firmAccessUser/firmAccessUserUpdate',
      () => ({ id: ids.account, name: '事务测试', mobile: '13912345678', status: 0 }),
    ),
    done: leaves('firm_access_user', 0, ['session']),
  },
  {
    name: 'admin account deleted (its sessions + account + log)',
    steps: rowAndLog('firm_access_user', 'delete', [sessions]),
    send: send(
      'DELETE',
      () => `/api/firmAccessUser/${ids.account}`,
      () => ({}),
    ),
    // Its sessions ended when it was disabled: revoking them again changes no value.
    done: leaves('firm_access_user', -1),
  },
  {
    name: 'admin password changed (password + other sessions ended + log)',
    steps: rowAndLog('firm_access_user', 'update', [sessions]),
    send: send(
      'PUT',
      () => '/api/auth/password',
      () => ({
        oldPassword: demo.branch[1],
        newPassword: 'Durable2026',
        confirmPassword: 'Durable2026',
      }),
      'branch',
    ),
    done: leaves('firm_access_user', 0, ['session']),
  },
  {
    name: 'lawyer password changed (password + other sessions ended + log)',
    steps: rowAndLog('lawyer', 'update', [sessions]),
    send: send(
      'PUT',
      () => '/api/lawyer/updatePassword',
      () => ({
        oldPassword: demo.lawyer[1],
        newPassword: 'Durable2026',
        confirmPassword: 'Durable2026',
      }),
      'lawyer',
    ),
    done: leaves('lawyer', 0, ['session']),
  },
];

allOrNothing(
  'durability: a row and its log (and ended sessions) commit together',
  writes,
  () => suite.exec,
  TABLES,
  async () => {
    // The records the writes act on: made by the writes before them, or from the demo seed.
    const last = (table: string) => `select coalesce(max(id), 0) as id from ${table}`;
    ids.content = await idOf(last('firm_content'));
    ids.area = await idOf(last('self_professional'));
    ids.usedArea ||= await idOf(
      `select (jsonb_array_elements(content -> 'professions'))::int as id from lawyer_card
       where jsonb_typeof(content -> 'professions') = 'array' order by 1 limit 1`,
    );
    const [account] = await suite.exec(
      `select id from firm_access_user where username = '${ADMIN_NAME}'`,
    );
    if (account && !ids.account) {
      ids.account = Number(account.id);
      // A session of the new account, which disabling and deleting it must end.
      await suite.t.tokenFor(ADMIN_NAME, 'Durable2026');
    }
  },
);
