// Suite 6a (durability): a server on file-backed PGlite is killed with SIGKILL while it answers a
// stream of writes. Restarted on the same data directory (the lock of the dead process must not
// block it), it must hold every write it acknowledged, and no write may be half there: an office
// without its 新增机构 log, a lawyer batch without its logs.
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { adminToken, call, startChild, type ChildServer } from './child-server';

const WORKERS = 4;
/** Kill once this many writes are acknowledged, while the workers keep sending. */
const KILL_AFTER = 60;
const LAWYERS_PER_BATCH = 2;

const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-kill-'));
const children: ChildServer[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Acked {
  offices: string[];
  /** Lawyer mobiles, LAWYERS_PER_BATCH per acknowledged batch. */
  mobiles: string[];
}

/** Writes until the server stops answering; records only what it answered 200 to. */
const stream = async (port: number, token: string, onAck: () => void): Promise<Acked> => {
  const acked: Acked = { offices: [], mobiles: [] };
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      try {
        if (i % 4 === 3) {
          // Every fourth write is a batch: several lawyers and a log row each, one transaction.
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
          acked.mobiles.push(...lawyers.map((l) => l.mobile));
        } else {
          const name = `durability-office-${i}`;
          const res = await call(port, 'POST', '/api/firmOrganization/add', {
            token,
            body: { name, status: 1 },
          });
          expect(res.body.code, res.body.message).toBe('200');
          acked.offices.push(name);
        }
        onAck();
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
    let count = 0;
    const acked = await stream(first.port, token, () => {
      if (++count === KILL_AFTER) first.kill('SIGKILL');
    });
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
      const offices = (
        await rows(`select name from organization where name like 'durability-office-%'`)
      ).map((r) => String(r.name));
      const officeLogs = (
        await rows(
          `select target from log where action = '新增机构' and target like '机构「durability-office-%'`,
        )
      ).map((r) => String(r.target));
      const lawyers = await rows(`select id, mobile from lawyer where mobile like '139%'`);
      const lawyerLogs = await rows(
        `select target_id from log where action = '新增律师' and target_id is not null`,
      );

      // Every acknowledged write is there…
      expect(offices).toEqual(expect.arrayContaining(acked.offices));
      expect(lawyers.map((r) => String(r.mobile))).toEqual(expect.arrayContaining(acked.mobiles));
      // …and whatever is there (acknowledged or caught in flight) is whole.
      expect(officeLogs.sort()).toEqual(offices.map((n) => `机构「${n}」`).sort());
      const logged = new Set(lawyerLogs.map((r) => Number(r.target_id)));
      expect(lawyers.filter((r) => !logged.has(Number(r.id)))).toEqual([]);
      expect(lawyers.length % LAWYERS_PER_BATCH).toBe(0);
      expect(servedOffices).toBe(offices.length);

      const writes = acked.offices.length + acked.mobiles.length / LAWYERS_PER_BATCH;
      const found = offices.length + lawyers.length / LAWYERS_PER_BATCH;
      console.log(
        `durability: ${writes} writes acknowledged (${acked.offices.length} offices, ${acked.mobiles.length / LAWYERS_PER_BATCH} lawyer batches), ${found} found after SIGKILL and restart, 0 partial`,
      );
      expect(writes).toBeGreaterThanOrEqual(KILL_AFTER);
    } finally {
      await database.close();
    }
  }, 60000);
});
