// PGlite runs no autovacuum, so nothing gathers the planner's statistics: a table that grew from
// ten cards to ten thousand is still planned as the empty table it was, and an index that pays
// off only with numbers behind it (the cards' practice-area GIN index) is never chosen. This does
// the part of autovacuum the planner needs: ANALYZE each table never analyzed, or whose size has
// moved by more than a tenth since it last was, at startup and then every few minutes.
import type { PGlite } from '@electric-sql/pglite';

const EVERY_MS = 5 * 60_000;

// A table has column statistics once it was analyzed with rows in it (pg_class's page count
// alone says nothing: CREATE INDEX sets it too), and they are stale once its size has moved by
// more than a tenth from the page count the last ANALYZE (or index build) recorded.
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

/** ANALYZEs the tables whose statistics are missing or stale; answers their names. */
export const analyzeStale = async (client: PGlite): Promise<string[]> => {
  const { rows } = await client.query<{ name: string }>(STALE);
  for (const { name } of rows) await client.exec(`analyze ${quoted(name)}`);
  return rows.map((r) => r.name);
};

/** Checks now and every few minutes until the returned stop() is called (the timer is unref'd). */
export const keepStatistics = (client: PGlite) => {
  const check = () =>
    analyzeStale(client).catch((err: Error) => {
      process.emitWarning(`PGlite 统计信息更新失败 / ANALYZE failed: ${err.message}`);
    });
  const timer = setInterval(() => void check(), EVERY_MS);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
};
