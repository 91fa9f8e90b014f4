// Shared shape of a repository plugin: a factory from the database to an object of queries,
// exposed on the root instance under `name`.
import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';

export const defineRepository = <K extends string, R>(name: K, create: (db: Db) => R) =>
  fp(
    async (app: FastifyInstance) => {
      // decorate's typing cannot relate a generic key to its value; the module augmentation does.
      app.decorate(name, create(app.db) as never);
    },
    { name: `repo-${name}`, dependencies: ['db'] },
  );

/** Offset and limit for a 1-based page. */
export const pageWindow = (current: number, size: number) => ({
  offset: (current - 1) * size,
  limit: size,
});

/**
 * A column spelled with its table, for a scalar subquery in a select list: Drizzle drops the table
 * from columns there when the query reads one table, and `"id" = "firm_id"` inside the subquery
 * would then name the subquery's own table instead of the outer row.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Who saved a row last, and when: what a stale save's 409 tells the client. */
export interface LastChange {
  version: number;
  updatedBy: string | null;
  /** Null only for settings saved before savers were recorded. */
  updateTime: Date | null;
}

/** A stale save lost to `stale`, the row as it is now. */
export type UpdateOutcome = 'ok' | 'missing' | { stale: LastChange };

/** Every versioned write names who makes it (the signed-in admin's or lawyer's name). */
export interface SavedBy {
  updatedBy: string;
}

type VersionedTable = PgTable & {
  id: PgColumn;
  firmId: PgColumn;
  version: PgColumn;
  updatedBy: PgColumn;
  updateTime: PgColumn;
};

/** The current version of a row and who saved it (undefined when the row is gone). */
export const lastChangeOf = async (
  db: Db,
  table: VersionedTable,
  firmId: number,
  id: number,
): Promise<LastChange | undefined> => {
  const [row] = await db
    .select({ version: table.version, updatedBy: table.updatedBy, updateTime: table.updateTime })
    .from(table as PgTable)
    .where(and(eq(table.firmId, firmId), eq(table.id, id)))
    .limit(1);
  return row as LastChange | undefined;
};

/**
 * The one optimistic-locking update every editable table uses: the row changes only if it is
 * the firm's and (when the caller sent one) still at `version`; the version is bumped and the
 * saver recorded. A miss is told apart: stale (someone saved first → 409 naming them) or
 * 'missing' (→ 404).
 */
export const versionedUpdate = async <T extends VersionedTable>(
  db: Db,
  table: T,
  firmId: number,
  id: number,
  version: number | undefined,
  values: Partial<T['$inferInsert']> & SavedBy,
): Promise<UpdateOutcome> => {
  const conds = [eq(table.firmId, firmId), eq(table.id, id)];
  if (version !== undefined) conds.push(eq(table.version, version));
  // drizzle cannot type `set` for a table known only by its shape; the columns were checked above.
  const changes = {
    ...values,
    version: sql`${table.version} + 1`,
    updateTime: new Date(),
  } as never;
  const rows = await db
    .update(table)
    .set(changes)
    .where(and(...conds))
    .returning({ id: table.id });
  if (rows.length) return 'ok';
  const now = await lastChangeOf(db, table, firmId, id);
  return now ? { stale: now } : 'missing';
};
