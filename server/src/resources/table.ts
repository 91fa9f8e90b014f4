// The table of a resource without code, built from its declaration: the declared columns, the
// jsonb document holding every other form field, and what every table has (firm, version, saver,
// create/update times). Created at start when missing, and missing columns added (CREATE TABLE /
// ADD COLUMN IF NOT EXISTS): a column declared later appears without a migration.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { ColumnType, ResourceSchema } from '../../../src/engine/schema/resource';

/** publishDate → publish_date (names are checked by the meta-schema: letters and digits only). */
export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const sqlType: Record<ColumnType, string> = {
  text: 'text',
  integer: 'integer',
  smallint: 'smallint',
  bigint: 'bigint',
  boolean: 'boolean',
  numeric: 'numeric',
  timestamp: 'timestamp with time zone',
  date: 'date',
  jsonb: 'jsonb',
};

const column = (name: string, type: ColumnType) => {
  const c = snake(name);
  switch (type) {
    case 'integer':
      return integer(c);
    case 'smallint':
      return smallint(c);
    case 'bigint':
      return bigint(c, { mode: 'number' });
    case 'boolean':
      return boolean(c);
    case 'numeric':
      return numeric(c);
    case 'timestamp':
      return timestamp(c, { withTimezone: true, mode: 'string' });
    case 'date':
      return date(c, { mode: 'string' });
    case 'jsonb':
      return jsonb(c);
    default:
      return text(c);
  }
};

// `document!`: the check refuses a resource without code that names no document (lint-resources).
export const resourceTable = (r: ResourceSchema) =>
  pgTable(r.table, {
    ...Object.fromEntries(Object.entries(r.columns).map(([k, t]) => [k, column(k, t)])),
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    document: jsonb(snake(r.document!)).$type<Record<string, unknown>>().notNull().default({}),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    updatedBy: varchar('updated_by', { length: 50 }),
  });
export type ResourceTable = ReturnType<typeof resourceTable>;

/** Creates the table, and any declared column it lacks. */
export const ensureTable = async (db: Db, r: ResourceSchema) => {
  const t = sql.identifier(r.table);
  await db.execute(sql`create table if not exists ${t} (
    id serial primary key,
    firm_id integer not null,
    ${sql.identifier(snake(r.document!))} jsonb not null default '{}'::jsonb,
    create_time timestamp with time zone not null default now(),
    update_time timestamp with time zone not null default now(),
    version integer not null default 1,
    updated_by varchar(50))`);
  for (const [name, type] of Object.entries(r.columns)) {
    await db.execute(
      sql`alter table ${t} add column if not exists ${sql.identifier(snake(name))} ${sql.raw(sqlType[type])}`,
    );
  }
  await db.execute(
    sql`create index if not exists ${sql.identifier(`${r.table}_firm_idx`)} on ${t} (firm_id, id)`,
  );
};
