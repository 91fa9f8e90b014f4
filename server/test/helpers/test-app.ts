// Builds the app on a fresh, seeded database for one test file: in-memory PGlite by default, or a
import { expect } from 'vitest';
// uniquely named database on the PostgreSQL server of DATABASE_URL (dropped again by close()).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../src/app';
import { openPglite, openPostgres, type Database } from '../../src/db/client';
import { seedIfEmpty } from '../../src/seed/index';

export interface Envelope<T = unknown> {
  code: string;
  data: T;
  message: string;
}

const openFreshDatabase = async (): Promise<{ database: Database; drop(): Promise<void> }> => {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openPglite(), drop: async () => undefined };
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Captcha answers as issued (the browser never sees them). */
  captchas: Map<string, string>;
  request<T = unknown>(
    opts: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: Envelope<T> }>;
  get<T = unknown>(
    url: string,
    token?: string,
    query?: Record<string, string | number>,
  ): Promise<Envelope<T>>;
  send<T = unknown>(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: object,
  ): Promise<Envelope<T>>;
  adminLogin(
    username: string,
    password: string,
    extra?: Record<string, string>,
  ): Promise<Envelope<{ token: string; userinfo: Record<string, unknown> }>>;
  lawyerLogin(
    mobile: string,
    password: string,
  ): Promise<Envelope<{ token: string; userinfo: Record<string, unknown> }>>;
  /** Signs in and returns the token, failing the test if sign-in fails. */
  tokenFor(username: string, password: string): Promise<string>;
  /** The token of the second demo firm's admin (`other`), for cross-firm refusals. */
  otherFirmToken(): Promise<string>;
  close(): Promise<void>;
}

export const createTestApp = async (opts: Partial<AppOptions> = {}): Promise<TestApp> => {
  const { database, drop } = await openFreshDatabase();
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  const captchas = new Map<string, string>();
  const app = await buildApp({
    db: database.db,
    demo: true,
    onCaptcha: (id, answer) => captchas.set(id, answer),
    // As server.ts: shared counters on PostgreSQL, so its leg runs the limits on the database.
    sharedRateLimits: database.kind === 'postgres',
    ...opts,
  });
  await app.ready();

  const request: TestApp['request'] = async ({ token, headers, ...rest }) => {
    const res = await app.inject({
      ...rest,
      headers: { ...(headers ?? {}), ...(token ? { token } : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const t: TestApp = {
    app,
    database,
    captchas,
    request,
    async get(url, token, query = {}) {
      const q = new URLSearchParams(
        Object.entries({ firmId: 1, ...query }).map(([k, v]) => [k, String(v)]),
      );
      const res = await request({ method: 'GET', url: `${url}?${q}`, token });
      expect(res.status).toBe(200);
      return res.body as never;
    },
    async send(method, url, token, payload = {}) {
      const res = await request({ method, url, token, payload: { firmId: 1, ...payload } });
      expect(res.status).toBe(200);
      return res.body as never;
    },
    async adminLogin(username, password, extra = {}) {
      const res = await request({
        method: 'POST',
        url: '/api/auth/firmAccessUserLogin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password, firmId: '1', ...extra }).toString(),
      });
      return res.body as never;
    },
    async lawyerLogin(mobile, password) {
      const res = await request({
        method: 'POST',
        url: '/api/auth/lawyerLogin',
        payload: { mobile, password, firmId: 1 },
      });
      return res.body as never;
    },
    async tokenFor(username, password) {
      const res = /^\d+$/.test(username)
        ? await t.lawyerLogin(username, password)
        : await t.adminLogin(username, password);
      expect(res.code, res.message).toBe('200');
      return res.data.token;
    },
    async otherFirmToken() {
      const res = await t.adminLogin('other', 'Other@2026', { firmId: '2' });
      expect(res.code, res.message).toBe('200');
      return res.data.token;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
  return t;
};

export const demo = {
  admin: ['admin', 'Admin@2026'],
  bjsub: ['bjsub', 'Sub@2026'],
  branch: ['branch', 'Branch@2026'],
  shsub: ['shsub', 'Sub@2026'],
  szadmin: ['szadmin', 'Sub@2026'],
  lawyer: ['13800000001', 'Lawyer@2026'],
} as const;

/** Office ids of the demo seed (insertion order). */
export const office = { bj: 1, sh: 2, sz: 3, otherFirm: 4 } as const;
