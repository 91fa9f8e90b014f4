// A copy of the database's tables that a sweep can put back after a call that was allowed to
// write (the authorization matrix deletes a lawyer as the main admin, then must find the lawyer
// again for the next role). The schema has no foreign keys, so a table is restored by itself.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

const SNAP = 'sweep_snapshot';

// Both drivers answer raw SQL with `{ rows }`; the database type shared by them leaves it unknown.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Copies every table but `skip` (reference data no route writes) into a schema of its own. */
export const takeSnapshot = async (db: Db, skip: readonly string[] = ['area']) => {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((x) => x.name)
    .filter((name) => !skip.includes(name));
  await db.execute(sql`drop schema if exists ${sql.identifier(SNAP)} cascade`);
  await db.execute(sql`create schema ${sql.identifier(SNAP)}`);
  for (const name of tables) {
    await db.execute(
      sql`create table ${sql.identifier(SNAP)}.${sql.identifier(name)} as table ${sql.identifier(name)}`,
    );
  }
  return {
    tables,
    /** Puts `changed` (table names) back as they were when the snapshot was taken. */
    async restore(changed: readonly string[]) {
      for (const name of changed.filter((n) => tables.includes(n))) {
        await db.execute(sql`delete from ${sql.identifier(name)}`);
        await db.execute(
          sql`insert into ${sql.identifier(name)} table ${sql.identifier(SNAP)}.${sql.identifier(name)}`,
        );
      }
    },
  };
};

/** The tables whose part differs between two `quickFingerprint`s (`name=count:md5;…`). */
export const changedTables = (before: string, after: string): string[] => {
  const parts = (fp: string) =>
    new Map(fp.split(';').map((p) => [p.slice(0, p.indexOf('=')), p] as const));
  const a = parts(before);
  return [...parts(after)].filter(([name, part]) => a.get(name) !== part).map(([name]) => name);
};
