// Suite 6b for batch actions: 批量通过 of two cards (each card, its log row, its message) fails at
// each step in turn and at COMMIT, and nothing of it remains; then it succeeds with every row.
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';
import {
  allOrNothing,
  count,
  execOn,
  FAIL_FUNCTION,
  type Exec,
  type Write,
} from './injected-failure';

let t: TestApp;
let admin: string;
let exec: Exec;
let ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ hashCost: { memoryCost: 1024, timeCost: 1 } });
  exec = execOn(t);
  admin = await t.tokenFor(demo.admin[0], demo.admin[1]);
  await exec(FAIL_FUNCTION);
  ids = (
    await exec(
      `select id from lawyer_card where firm_id = 1 and organization_id = 1 order by id limit 2`,
    )
  ).map((r) => Number(r.id));
});
afterAll(() => t.close());

const writes: Write[] = [
  {
    name: 'two cards approved in one batch (cards + published versions + logs + messages)',
    steps: [
      { label: 'card status', table: 'lawyer_card', op: 'update' },
      { label: 'log', table: 'log', op: 'insert' },
      { label: 'message', table: 'message', op: 'insert' },
      { label: 'commit', table: 'message', op: 'insert', atCommit: true },
    ],
    // Both pending before each try, as the list showed them.
    before: async () => {
      await exec(`update lawyer_card set status = 1 where id in (${ids.join(',')})`);
    },
    send: () =>
      t.request({
        method: 'PUT',
        url: '/api/lawyer/card/batchAudit',
        token: admin,
        payload: { firmId: 1, ids, result: 'approve' },
      }),
    done: (before, after) => {
      expect(after.lawyer_card).not.toBe(before.lawyer_card);
      expect(count(after.log)).toBe(count(before.log) + 2);
      expect(count(after.message)).toBe(count(before.message) + 2);
    },
  },
];

allOrNothing('durability: a batch is all or nothing', writes, () => exec, [
  'lawyer_card',
  'log',
  'message',
]);
