// PGlite has no autovacuum: db/pglite-autovacuum.ts vacuums and analyzes tables without statistics
// or grown by more than a tenth, so the list indexes are weighed on real numbers there too and
// scans find their pages all-visible.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../src/db/client';
import { vacuumStale } from '../src/db/pglite-autovacuum';

let database: Database;
beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
});
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const client = () =>
  (database.db as unknown as { $client: Parameters<typeof vacuumStale>[0] }).$client;

describe('PGlite autovacuum', () => {
  it('leaves no table without statistics after migrating', async () => {
    expect(await vacuumStale(client())).toEqual([]);
  });

  it('analyzes a table again once it has grown, and then not until it changes', async () => {
    await database.db.execute(sql`
      insert into lawyer_card (firm_id, lawyer_id, organization_id, name, status, content)
      select 1, g, 1 + g % 3, '律师' || g, g % 4,
             jsonb_build_object('professions', jsonb_build_array(1 + g % 10))
      from generate_series(1, 5000) g`);
    expect(await vacuumStale(client())).toEqual(['lawyer_card']);
    expect(await vacuumStale(client())).toEqual([]);
    const [stats] = await rowsOf<{ reltuples: number; relpages: number; relallvisible: number }>(
      sql`select reltuples, relpages, relallvisible from pg_class where relname = 'lawyer_card'`,
    );
    expect(stats.reltuples).toBe(5000);
    // Vacuumed, not only analyzed: every page is marked all-visible for the scans.
    expect(stats.relallvisible).toBe(stats.relpages);
  });

  it('analyzes a table whose size an index build recorded but whose columns were never analyzed', async () => {
    await database.db.execute(sql`create table stats_probe (n int)`);
    await database.db.execute(
      sql`insert into stats_probe select g from generate_series(1, 3000) g`,
    );
    await database.db.execute(sql`create index stats_probe_n on stats_probe (n)`);
    expect(await vacuumStale(client())).toEqual(['stats_probe']);
    const columns = await rowsOf<{ attname: string }>(
      sql`select attname from pg_stats where tablename = 'stats_probe'`,
    );
    expect(columns.map((c) => c.attname)).toEqual(['n']);
  });
});
