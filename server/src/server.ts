// Boots the server: takes the data-directory lock (PGlite), opens and migrates the database,
// seeds an empty one, builds the app and listens. SIGTERM/SIGINT stop accepting connections, let
// in-flight requests finish, close the database and release the lock.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadSchemaDir, SchemaDirError } from './resources/schema-dir';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { firmAccessUser } from './db/schema';
import { verifyPassword } from './lib/crypto';
import { acquireDirLock, LockHeldError, type DirLock } from './lib/lock-file';
import { demoPasswords } from './seed/demo-data';
import { isEmpty, seedIfEmpty } from './seed/index';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Production must not run with the published demo admin password. */
const refuseDefaultSecrets = async (database: Database) => {
  const [admin] = await database.db
    .select()
    .from(firmAccessUser)
    .where(eq(firmAccessUser.username, 'admin'))
    .limit(1);
  if (admin && (await verifyPassword(admin.passwordHash, demoPasswords.admin))) {
    throw new ConfigError(
      '生产环境不能使用演示账号的默认密码，请先修改 admin 的密码 / refusing to run in production with the demo admin password',
    );
  }
};

export const startServer = async (
  cfg: ServerConfig,
  opts: { logger?: boolean } = {},
): Promise<RunningServer> => {
  let lock: DirLock | undefined;
  let database: Database | undefined;
  try {
    // Before anything is opened: a schema file the server cannot honour stops the start.
    loadSchemaDir(cfg.schemasDir);
    if (!cfg.databaseUrl) lock = acquireDirLock(path.resolve(cfg.dataDir));
    database = cfg.databaseUrl
      ? await openPostgres(cfg.databaseUrl)
      : await openPglite(path.resolve(cfg.dataDir));
    await database.migrate();
    if (cfg.demo) {
      await seedIfEmpty(database.db, { demo: true });
    } else {
      if (await isEmpty(database.db)) {
        if (!cfg.bootstrap) throw new ConfigError(cfg.bootstrapError ?? 'missing bootstrap');
        await seedIfEmpty(database.db, { demo: false, bootstrap: cfg.bootstrap });
      }
      await refuseDefaultSecrets(database);
      if (!cfg.ossSecret || cfg.ossSecret.length < 16)
        throw new ConfigError(
          '生产环境需要设置 OSS_SECRET（至少16个字符）/ production needs OSS_SECRET (16+ chars) to sign uploads',
        );
      if (!cfg.smsProvider)
        throw new ConfigError(
          '生产环境需要配置短信服务；尚未接入短信服务商时请设置 SMS_PROVIDER=log，明确接受验证码只写入服务日志 / production needs an SMS provider, or SMS_PROVIDER=log to accept codes in the server log only',
        );
    }
    const app = await buildApp({
      db: database.db,
      demo: cfg.demo,
      logger: opts.logger ?? true,
      staticDir: path.resolve(repoRoot, cfg.staticDir),
      schemasDir: cfg.schemasDir,
      dataDir: path.resolve(cfg.dataDir),
      ossSecret: cfg.ossSecret,
      trustProxy: cfg.trustProxy,
      sessionIdleMinutes: cfg.sessionIdleMinutes,
      sessionClock: cfg.sessionClock,
      apiDocs: cfg.apiDocs,
      captchaAnswers: cfg.captchaAnswers,
      uploadLimits: cfg.uploadLimits,
      sharedRateLimits: database.kind === 'postgres',
    });
    const url = await app.listen({ port: cfg.port, host: cfg.host });
    const db = database;
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        try {
          await app.close(); // stops accepting, waits for in-flight requests
        } finally {
          await db.close();
          lock?.release();
        }
      })());
    return { app, database: db, url, close };
  } catch (err) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
};

const main = async () => {
  let running: RunningServer;
  try {
    running = await startServer(readConfig());
  } catch (err) {
    if (
      err instanceof LockHeldError ||
      err instanceof ConfigError ||
      err instanceof SchemaDirError
    ) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const { app } = running;
  app.log.info(`数据库 / database: ${running.database.kind}; 演示模式 / demo: ${app.demo}`);
  const stop = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error(err, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
