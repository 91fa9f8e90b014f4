// Two servers on one database, for the multi-server test. With DATABASE_URL (the PostgreSQL leg of
// .ci/run): two child processes of the real server (node + tsx on server/src/server.ts, demo mode,
// distinct ports) on a fresh database of that PostgreSQL server. Without it: PGlite allows one
// process per data directory (the lock, proven by static-and-lock.test.ts), so the two servers are
// two separately built app instances in this process on one in-memory PGlite: each has its own
// plugins, rate-limit store, SMS outbox and everything else held in memory; only the database is
// shared, which is what the assertions are about.
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openPglite } from '../../src/db/client';
import { captcha } from '../../src/db/schema';
import { seedIfEmpty } from '../../src/seed/index';
import { startServerProcess } from '../durability/child-server';

export interface TwoServers {
  kind: 'processes' | 'instances';
  ports: [number, number];
  /** The stored answer hash of a captcha (to solve it as a person reading the image would). */
  captchaHash(id: string): Promise<string>;
  close(): Promise<void>;
}

interface Child {
  port: number;
  stop(): Promise<unknown>;
}

/** Starts server/src/server.ts on `databaseUrl` and resolves once it listens. */
const startProcess = async (databaseUrl: string, timeoutMs = 60_000): Promise<Child> => {
  const child = await startServerProcess({ DATABASE_URL: databaseUrl, TRUST_PROXY: '' }, timeoutMs);
  return {
    port: child.port,
    stop: () => {
      child.kill('SIGTERM');
      return child.exited;
    },
  };
};

const processes = async (url: string): Promise<TwoServers> => {
  const name = `multi_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const reader = new pg.Client({ connectionString: target.toString() });
  const children: Child[] = [];
  try {
    // One after the other: the first migrates and seeds the empty database, the second finds it
    // ready (as a rolling start behind a load balancer would).
    children.push(await startProcess(target.toString()));
    children.push(await startProcess(target.toString()));
    await reader.connect();
  } catch (err) {
    await Promise.all(children.map((c) => c.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    throw err;
  }
  return {
    kind: 'processes',
    ports: [children[0].port, children[1].port],
    async captchaHash(id) {
      const res = await reader.query<{ answer_hash: string }>(
        'select answer_hash from captcha where id = $1',
        [id],
      );
      return res.rows[0]?.answer_hash ?? '';
    },
    async close() {
      await reader.end();
      await Promise.all(children.map((c) => c.stop()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};

const instances = async (): Promise<TwoServers> => {
  const database = await openPglite();
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  // As server.ts builds it on PostgreSQL, minus the static console: default limits, demo mode,
  // counters in the database (server.ts keeps them in memory on PGlite, one process only).
  const apps = [
    await buildApp({ db: database.db, demo: true, sharedRateLimits: true }),
    await buildApp({ db: database.db, demo: true, sharedRateLimits: true }),
  ];
  const ports = [] as number[];
  for (const app of apps) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    ports.push((app.server.address() as AddressInfo).port);
  }
  return {
    kind: 'instances',
    ports: [ports[0], ports[1]],
    async captchaHash(id) {
      const [row] = await database.db
        .select({ hash: captcha.answerHash })
        .from(captcha)
        .where(eq(captcha.id, id));
      return row?.hash ?? '';
    },
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await database.close();
    },
  };
};

export const startTwoServers = (): Promise<TwoServers> => {
  const url = process.env.DATABASE_URL;
  return url ? processes(url) : instances();
};
