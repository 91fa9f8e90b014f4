// PGlite runs no autovacuum. Nothing gathers the planner's statistics, so a table that grew from
// ten cards to ten thousand is still planned as the empty table it was, and an index that pays
// off only with numbers behind it (the cards' practice-area GIN index) is never chosen; and
// nothing marks pages all-visible or clears dead rows, so every scan checks each row's visibility
// (counting 10,000 lawyers measured three times slower). This does what autovacuum would for
// these tables: VACUUM (ANALYZE) each table with rows but no statistics, or whose size has moved
// by more than a tenth since it was last vacuumed or analyzed, at startup and every few minutes.
import type { PGlite } from '@electric-sql/pglite';

const EVERY_MS = 5 * 60_000;

// A table has column statistics once it was analyzed with rows in it (pg_class's page count
// alone says nothing: CREATE INDEX sets it too), and they are stale once its size has moved by
// more than a tenth from the page count the last VACUUM, ANALYZE or index build recorded.
const STALE = `
  select c.relname as name
  from pg_class c
  where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
    and pg_relation_size(c.oid) > 0
    and (not exists (select 1 from pg_statistic s where s.starelid = c.oid)
      or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
         > greatest(c.relpages / 10, 1))
  order by c.relname`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** VACUUM (ANALYZE)s the tables whose statistics are missing or stale; answers their names. */
export const vacuumStale = async (client: PGlite): Promise<string[]> => {
  const { rows } = await client.query<{ name: string }>(STALE);
  for (const { name } of rows) await client.exec(`vacuum (analyze) ${quoted(name)}`);
  return rows.map((r) => r.name);
};

/** Checks now and every few minutes until the returned stop() is called (the timer is unref'd). */
export const startAutovacuum = (client: PGlite) => {
  const check = () =>
    vacuumStale(client).catch((err: Error) => {
      process.emitWarning(`PGlite 自动清理失败 / VACUUM failed: ${err.message}`);
    });
  const timer = setInterval(() => void check(), EVERY_MS);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
};
