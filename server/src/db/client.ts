// Opens the database the server runs on: PGlite in a data directory (or in memory for tests) by
// default, PostgreSQL when a connection string is given. Both drivers are wrapped in the same
// pg-core database type so repositories never know which one they talk to.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { presetParsers } from './pglite-parsers';
import { startAutovacuum } from './pglite-autovacuum';
import { takingTurns } from './pglite-turns';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent); on PGlite also vacuums what needs it. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** `dataDir` undefined = in-memory PGlite (tests). */
export const openPglite = async (dataDir?: string): Promise<Database> => {
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const turns = takingTurns(presetParsers(client));
  const db = drizzlePglite({ client: turns, schema });
  const autovacuum = startAutovacuum(turns);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await autovacuum.check();
    },
    close: async () => {
      autovacuum.stop();
      await client.close();
    },
  };
};

export const openPostgres = async (connectionString: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client can lose its connection (database restart, admin terminating it). pg emits
  // that on the pool, and an unhandled 'error' event would end the process; the pool replaces
  // the client on the next checkout, so a warning is the right response.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL 空闲连接断开 / idle client error: ${err.message}`);
  });
  // Fail fast at boot rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
};
