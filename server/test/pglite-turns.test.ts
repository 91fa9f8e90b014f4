// PGlite answers on the event loop's own thread; db/pglite-turns.ts makes its calls take turns so
// the loop still comes round (reads requests, accepts connections) while queries keep coming.
// Without it, chains of queries that start one another keep the loop in one run of microtasks
// until every chain has finished.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../src/db/client';

let database: Database;
beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

// Db is typed for both drivers, so a raw statement's result has no row type.
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** `chains` request loops of `queries` sequential queries each, all started at once. */
const load = (chains: number, queries: number) =>
  Promise.all(
    Array.from({ length: chains }, async () => {
      for (let i = 0; i < queries; i++)
        await database.db.execute(sql`select count(*) from generate_series(1, 2000)`);
    }),
  );

describe('PGlite calls take turns with the event loop', () => {
  it('lets the loop turn while chains of queries keep the database busy', async () => {
    let turns = 0;
    let stop = false;
    const tick = () => {
      turns++;
      if (!stop) setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    await load(20, 30);
    const busyMs = performance.now() - started;
    stop = true;
    // One turn per slice (10 ms) at least; without taking turns only the first one runs.
    expect(turns).toBeGreaterThan(Math.min(20, busyMs / 50));
  });

  it('answers every call, in order within a chain, with the same results', async () => {
    const seen: number[] = [];
    await Promise.all(
      [1, 2, 3].map(async (chain) => {
        for (let i = 0; i < 20; i++) {
          const rows = await rowsOf<{ v: number }>(sql`select ${chain * 100 + i}::int as v`);
          seen.push(rows[0].v);
        }
      }),
    );
    for (const chain of [1, 2, 3]) {
      const mine = seen.filter((v) => Math.floor(v / 100) === chain);
      expect(mine).toEqual(Array.from({ length: 20 }, (_, i) => chain * 100 + i));
    }
  });

  it('runs a transaction as one turn: the rows it wrote are all there, or none', async () => {
    await database.db.execute(sql`create table turn_t (n int)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into turn_t values (1)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turn_t values (2)`);
      await tx.execute(sql`insert into turn_t values (3)`);
    });
    const rows = await rowsOf<{ n: number }>(sql`select n from turn_t order by n`);
    expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
  });
});
