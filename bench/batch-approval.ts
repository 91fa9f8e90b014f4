// `npm run bench`'s batch part (docs/product.md, Performance targets): 批量通过 of 100 pending cards
// in one request, on PGlite, through the real app (buildApp, the demo seed) in this process with
// Fastify's inject: the route, its scope check, 100 conditional updates with their log rows and
// messages, one transaction. The cards are put back to pending between trials.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { openPglite } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/seed/index';
import { demoAdminToken } from './in-process';
import { ms, table, type Target } from './report';

const CARDS = 100;
const TARGET_MS = 2000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const batchApprovalPart = async (quick: boolean, log: (s: string) => void) => {
  const trials = quick ? 3 : 7;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-batch-'));
  const database = await openPglite(dir);
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: true });
    const { db } = database;
    // 100 lawyers of firm 1's first office, each with a card (mobiles 151xxxxxxxx: no collision
    // with the seed or the API part's 150…).
    await db.execute(sql`
      insert into lawyer (firm_id, organization_id, name, mobile, status)
      select 1, (select min(id) from organization where firm_id = 1), '批量律师' || i,
             '151' || lpad(i::text, 8, '0'), 1
      from generate_series(1, ${CARDS}::int) i`);
    await db.execute(sql`
      insert into lawyer_card (firm_id, lawyer_id, organization_id, name, title, status, content)
      select l.firm_id, l.id, l.organization_id, l.name, '律师', 1,
             jsonb_build_object('mobile', l.mobile, 'professions', '[]'::jsonb)
      from lawyer l where l.mobile like '151%'`);
    const ids = (
      (await db.execute(
        sql`select c.id from lawyer_card c join lawyer l on l.id = c.lawyer_id
            where l.mobile like '151%' order by c.id`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows.map((r) => r.id);

    const app = await buildApp({ db, demo: true });
    await app.ready();
    try {
      const token = await demoAdminToken(app);
      const times: number[] = [];
      for (let i = 0; i < trials; i++) {
        // Pending again, as if their lawyers had submitted them (a new version each time).
        await db.execute(sql`
          update lawyer_card set status = 1, published = null, version = version + 1
          where id = any(${`{${ids.join(',')}}`}::int[])`);
        const t0 = performance.now();
        const res = await app.inject({
          method: 'PUT',
          url: '/api/lawyer/card/batchAudit',
          headers: { token },
          payload: { firmId: 1, ids, result: 'approve' },
        });
        times.push(performance.now() - t0);
        const body = res.json() as { code: string; data?: { succeeded: number }; message: string };
        if (body.data?.succeeded !== CARDS) throw new Error(`batch approval: ${body.message}`);
        log(`  batch approval of ${CARDS} cards, trial ${i + 1}: ${ms(times[i])}`);
      }
      const mid = median(times);
      const targets: Target[] = [
        {
          part: 'Batch actions',
          what: `批量通过 of ${CARDS} pending cards, one request (PGlite, median of ${trials})`,
          value: ms(mid),
          target: `≤ ${ms(TARGET_MS)}`,
          met: mid <= TARGET_MS,
        },
      ];
      const section =
        '## Batch actions\n\n' +
        `PUT /api/lawyer/card/batchAudit approving ${CARDS} pending cards of one office in one ` +
        'request, on PGlite with the demo seed, through the real app in the bench process ' +
        "(Fastify's inject, so no socket): the scope check, a conditional update per card with " +
        "its published version, its 重要日志 row and the lawyer's message, in one transaction. " +
        `The cards are set pending again between trials.\n\n` +
        table(
          ['trial', 'time'],
          times.map((t, i) => [String(i + 1), ms(t)]),
        ) +
        `\n\nMedian ${ms(mid)}, slowest ${ms(Math.max(...times))}.`;
      return { targets, section };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
