// Suite 6a (durability): a server on file-backed PGlite is killed with SIGKILL while it answers a
// stream of writes. Restarted on the same data directory (the lock of the dead process must not
// block it), it must hold every write it acknowledged, and no write may be half there: an office,
// article, practice area or admin account without its 新增… log (or a log without its row), a
// lawyer batch without its logs, a password change without its log or its ended sessions
// (password-chain.ts). When to kill is decided by counting answers, never by a clock.
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { adminToken, call, startChild, type ChildServer } from './child-server';
import { checkChain, newChain, runChain, type Chain } from './password-chain';

const WORKERS = 4;
/**
 * Kill once this many writes are acknowledged and every kind of write (and each password chain)
 * has at least one, while the workers keep sending.
 */
const KILL_AFTER = 60;
const LAWYERS_PER_BATCH = 2;

const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-kill-'));
const children: ChildServer[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Single-row creates: the request, and how the row and its log are found afterwards. */
const CREATES = {
  office: {
    url: '/api/firmOrganization/add',
    body: (i: number) => ({ name: `durability-office-${i}`, status: 1 }),
    key: (i: number) => `durability-office-${i}`,
    rows: `select name as key from organization where name like 'durability-office-%'`,
    logs: `select target from log where action = '新增机构' and target like '机构「durability-office-%'`,
    kind: '机构',
  },
  content: {
    url: '/api/firmContent',
    body: (i: number) => ({ title: `durability-content-${i}`, body: '<p>durability</p>' }),
    key: (i: number) => `durability-content-${i}`,
    rows: `select title as key from firm_content where title like 'durability-content-%'`,
    logs: `select target from log where action = '新增内容' and target like '内容「durability-content-%'`,
    kind: '内容',
  },
  area: {
    url: '/api/selfProfessional/add',
    body: (i: number) => ({ name: `durability-area-${i}` }),
    key: (i: number) => `durability-area-${i}`,
    rows: `select name as key from self_professional where name like 'durability-area-%'`,
    logs: `select target from log where action = '新增专业领域' and target like '专业领域「durability-area-%'`,
    kind: '专业领域',
  },
  admin: {
    url: '/api/firmAccessUser/add',
    body: (i: number) => ({
      username: `durability${i}`,
      name: '持久测试',
      mobile: `136${String(i).padStart(8, '0')}`,
      password: 'Test1234a',
      status: 1,
      organizationId: 1,
    }),
    key: (i: number) => `durability${i}`,
    rows: `select username as key from firm_access_user where username like 'durability%'`,
    logs: `select target from log where action = '新增管理员' and target like '管理员「durability%'`,
    kind: '管理员',
  },
} as const;
type Create = keyof typeof CREATES;
const KINDS = [...(Object.keys(CREATES) as Create[]), 'lawyers'] as const;
type Kind = (typeof KINDS)[number];

/** Per kind, the keys of what the server answered 200 to (lawyers: mobiles). */
type Acked = Record<Kind, string[]>;

/** Writes until the server stops answering; records only what it answered 200 to. */
const stream = async (port: number, token: string, onAck: (kind: Kind) => void) => {
  const acked = Object.fromEntries(KINDS.map((k) => [k, []])) as unknown as Acked;
  let next = 0;
  const write = async (i: number): Promise<Kind> => {
    const kind = KINDS[i % KINDS.length];
    if (kind === 'lawyers') {
      // A batch: several lawyers and a log row each, one transaction.
      const lawyers = Array.from({ length: LAWYERS_PER_BATCH }, (_, k) => ({
        name: `律师${i}`,
        mobile: `139${String(i * LAWYERS_PER_BATCH + k).padStart(8, '0')}`,
        organizationId: 1,
      }));
      const res = await call(port, 'POST', '/api/lawyer/addList', {
        token,
        body: { lawyers, password: 'Test1234a' },
      });
      expect(res.body.code, res.body.message).toBe('200');
      acked.lawyers.push(...lawyers.map((l) => l.mobile));
      return kind;
    }
    const c = CREATES[kind];
    const res = await call(port, 'POST', c.url, { token, body: c.body(i) });
    expect(res.body.code, `${c.url}: ${res.body.message}`).toBe('200');
    acked[kind].push(c.key(i));
    return kind;
  };
  const worker = async () => {
    for (;;) {
      try {
        onAck(await write(next++));
      } catch (err) {
        // No answer: the process is gone. Anything else is a failure of the test.
        const code = (err as NodeJS.ErrnoException).code ?? '';
        if (code.startsWith('ECONN') || code === 'EPIPE') return;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return acked;
};

describe('durability: SIGKILL during a stream of acknowledged writes', () => {
  it('keeps every acknowledged write and no partial one after a restart', async () => {
    const first = await startChild(dataDir);
    children.push(first);
    const token = await adminToken(first.port);
    const chains: Chain[] = [
      await newChain(first.port, token, 'admin'),
      await newChain(first.port, token, 'lawyer'),
    ];
    const perKind = new Map<Kind, number>();
    let count = 0;
    const ack = () => {
      const everyKind = KINDS.every((k) => perKind.get(k));
      if (++count >= KILL_AFTER && everyKind && chains.every((c) => c.acked > 0)) {
        first.kill('SIGKILL');
      }
    };
    const [acked] = await Promise.all([
      stream(first.port, token, (kind) => {
        perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
        ack();
      }),
      ...chains.map((c) => runChain(first.port, c, ack)),
    ]);
    expect((await first.exited).signal).toBe('SIGKILL');

    // The dead process's lock file is still there; the restart must take it over.
    const second = await startChild(dataDir);
    children.push(second);
    const again = await adminToken(second.port);
    const page = await call<{ total: number }>(
      second.port,
      'GET',
      '/api/firmOrganization/pageList?name=durability-office&current=1&size=10',
      { token: again },
    );
    expect(page.body.code).toBe('200');
    const servedOffices = page.body.data.total;
    second.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });

    const database = await openPglite(dataDir);
    try {
      const rows = async (query: string) =>
        // Both drivers answer execute() with { rows }; the pg-core type leaves the shape open.
        (
          (await database.db.execute(sql.raw(query))) as unknown as {
            rows: Record<string, unknown>[];
          }
        ).rows;
      const found: Record<string, number> = {};
      for (const kind of Object.keys(CREATES) as Create[]) {
        const c = CREATES[kind];
        const keys = (await rows(c.rows)).map((r) => String(r.key));
        const logs = (await rows(c.logs)).map((r) => String(r.target));
        // Every acknowledged write is there…
        expect(keys, kind).toEqual(expect.arrayContaining(acked[kind]));
        // …and whatever is there (acknowledged or caught in flight) has its log, and every log
        // its row.
        expect(logs.sort(), kind).toEqual(keys.map((k) => `${c.kind}「${k}」`).sort());
        found[kind] = keys.length;
      }
      const lawyers = await rows(`select id, mobile from lawyer where mobile like '139%'`);
      const lawyerLogs = await rows(
        `select target_id from log where action = '新增律师' and target_id is not null`,
      );
      expect(lawyers.map((r) => String(r.mobile))).toEqual(expect.arrayContaining(acked.lawyers));
      const logged = new Set(lawyerLogs.map((r) => Number(r.target_id)));
      expect(lawyers.filter((r) => !logged.has(Number(r.id)))).toEqual([]);
      expect(lawyers.length % LAWYERS_PER_BATCH).toBe(0);
      expect(servedOffices).toBe(found.office);
      const changes = [];
      for (const c of chains) changes.push(await checkChain(rows, c));

      const ackedWrites =
        (Object.keys(CREATES) as Create[]).reduce((n, k) => n + acked[k].length, 0) +
        acked.lawyers.length / LAWYERS_PER_BATCH +
        chains.reduce((n, c) => n + c.acked, 0);
      const foundWrites =
        Object.values(found).reduce((n, v) => n + v, 0) +
        lawyers.length / LAWYERS_PER_BATCH +
        changes.reduce((n, v) => n + v, 0);
      const detail = [
        ...(Object.keys(CREATES) as Create[]).map((k) => `${acked[k].length} ${k}`),
        `${acked.lawyers.length / LAWYERS_PER_BATCH} lawyer batches`,
        `${chains.map((c) => c.acked).join('+')} password changes`,
      ].join(', ');
      console.log(
        `durability: ${ackedWrites} writes acknowledged (${detail}), ${foundWrites} found after SIGKILL and restart, 0 lost, 0 rows without their log, 0 logs without their row`,
      );
      expect(ackedWrites).toBeGreaterThanOrEqual(KILL_AFTER);
    } finally {
      await database.close();
    }
  }, 400_000);
});
