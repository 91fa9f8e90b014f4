// Suite 6b for 页面配置: a publish, a rollback and a 恢复默认 store the version and its 重要日志
// row in one transaction. Each fails at each of its statements and at COMMIT in turn
// (injected-failure.ts): no version and no log remain. Then each succeeds and leaves both.
import { expect } from 'vitest';
import { cardWithLanguage } from '../schema-config/helpers';
import { demo } from '../helpers/test-app';
import { failureSuite } from './failure-suite';
import { allOrNothing, count, type Fingerprint, type Step, type Write } from './injected-failure';

let token = '';
/** The card form's current version, read before each try: every write names it as its base. */
let base = 0;

const suite = failureSuite({}, async (t) => {
  token = await t.tokenFor(demo.admin[0], demo.admin[1]);
});

const TABLES = ['schema_version', 'log'] as const;

const steps: Step[] = [
  { label: 'version', table: 'schema_version', op: 'insert' },
  { label: 'log', table: 'log', op: 'insert' },
  { label: 'commit', table: 'log', op: 'insert', atCommit: true },
];

const readBase = async () => {
  const [row] = await suite.exec(
    `select coalesce(max(version), 0) as v from schema_version where firm_id = 1 and file = 'forms/card'`,
  );
  base = Number(row.v);
};

const send = (url: string, body: () => object) => () =>
  suite.t.request({ method: 'POST', url, token, payload: { firmId: 1, ...body() } });

/** One version more and one log more. */
const leaves = (before: Fingerprint, after: Fingerprint) => {
  expect(count(after.schema_version)).toBe(count(before.schema_version) + 1);
  expect(count(after.log)).toBe(count(before.log) + 1);
};

const writes: Write[] = [
  {
    name: 'publish (version + log)',
    steps,
    before: readBase,
    send: send('/api/schema/publish', () => ({
      file: 'forms/card',
      content: cardWithLanguage(),
      note: '事务测试',
      baseVersion: base,
    })),
    done: leaves,
  },
  {
    name: 'rollback (version + log)',
    steps,
    before: readBase,
    send: send('/api/schema/rollback', () => ({
      file: 'forms/card',
      version: 0,
      baseVersion: base,
    })),
    done: leaves,
  },
  {
    name: '恢复默认 (version + log)',
    steps,
    before: readBase,
    send: send('/api/schema/reset', () => ({ file: 'forms/card', baseVersion: base })),
    done: leaves,
  },
];

allOrNothing(
  '页面配置 writes store the version and its log together',
  writes,
  () => suite.exec,
  TABLES,
);
