// The application: a Fastify instance composed of plugins. It receives an open database and never
// opens, migrates or closes it; server.ts (and the test helper) own that lifecycle.
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Db } from './db/client';
import type { HashCost } from './lib/crypto';
import type { AbuseLimits } from './lib/rate-limits';
import authPlugin from './plugins/auth';
import closingPlugin from './plugins/closing';
import dbPlugin from './plugins/db';
import docsPlugin, { type ApiDocs } from './plugins/docs';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import inputGuard from './plugins/input-guard';
import repositories from './plugins/repositories/register-all';
import { SESSION_IDLE_MINUTES } from './plugins/repositories/sessions';
import securityPlugin from './plugins/security';
import staticSpa from './plugins/static-spa';
import { cardPageHead } from './routes/card-event/share-tags';
import validationPlugin from './plugins/validation';
import { setCardForm } from './lib/settings/card-page-fields';
import { serveSettingsSchemas } from './lib/settings/sections';
import { liveSchemas, type LiveSchemas } from './resources/live-schemas';
import { loadSchemaSet, type SchemaDir } from './resources/schema-dir';
import api, { type ApiOptions, type SmsAppOptions } from './routes/register-api';
import type { UploadLimits } from './routes/upload/store';

export interface AppOptions {
  db: Db;
  /** Demo mode: seeded demo accounts exist and sent SMS codes are kept in a readable outbox. */
  demo: boolean;
  logger?: boolean;
  /** The schemas directory (SCHEMAS_DIR); default the repo's schemas/. */
  schemasDir?: string;
  /** The built console (dist/); skipped with a log line when missing. */
  staticDir?: string;
  /** Login attempts per minute per client address and account. */
  loginRateLimit?: number;
  /** Argon2 cost for new hashes; tests may lower it explicitly. */
  hashCost?: HashCost;
  /** Test hook: receives each issued captcha's answer (never sent to the browser). */
  onCaptcha?: (id: string, answer: string) => void;
  /**
   * Test hook: sees every route as it is registered (the authorisation sweep enumerates them
   * rather than keeping a list). Read `config` after `ready()`: the API sets its default later.
   */
  onRoute?: (route: RouteOptions) => void;
  bodyLimit?: number;
  /** TRUST_PROXY: comma-separated addresses/CIDRs of the proxies whose X-Forwarded-For counts. */
  trustProxy?: string;
  /** DATA_DIR: uploaded files live in <dataDir>/uploads (default ./data). */
  dataDir?: string;
  /** OSS_SECRET signs upload policies; without it a generated key is kept in the database. */
  ossSecret?: string;
  /** Upload policies per minute per user. */
  ossSignRateLimit?: number;
  /** Storage quotas and the free-disk floor of uploads (routes/upload/store.ts). */
  uploadLimits?: Partial<UploadLimits>;
  /** How often unused uploads are swept [1 hour]; 0: never (tests sweep themselves). */
  uploadSweepEveryMs?: number;
  /** Per-client and per-account limits of the abuse-prone calls (lib/rate-limits.ts). */
  abuseLimits?: Partial<AbuseLimits>;
  /**
   * Rate-limit counters in the database, shared by every server on it (PostgreSQL); otherwise in
   * this process's memory, enough for PGlite, which one process holds at a time.
   */
  sharedRateLimits?: boolean;
  /** SMS codes: clock (tests), daily cap, per-address limits of the public onboarding calls. */
  sms?: SmsAppOptions;
  /** Minutes a session may go unused before calls answer 4004 (default 120). */
  sessionIdleMinutes?: number;
  /** Demo only: POST /api/demo/session-clock ages the caller's session (e2e of 4004/4008). */
  sessionClock?: boolean;
  /** Rate caps of the public card-event endpoint (per client address, per card). */
  cardEventLimits?: ApiOptions['cardEventLimits'];
  /** Demo only: GET /api/demo/captcha-answer tells the e2e tests a captcha's answer. */
  captchaAnswers?: boolean;
  /** Who may read /api/docs [demo: 'public'; production: 'off'] (plugins/docs.ts). */
  apiDocs?: ApiDocs;
}

declare module 'fastify' {
  interface FastifyInstance {
    demo: boolean;
    /**
     * The deployed schemas directory (version 0 of every file, resources/schema-dir.ts): what is
     * fixed at start (resources, tables, the OpenAPI docs). Form and list fields are read per
     * request from `liveSchemas.forFirm(request.firmId)`.
     */
    schemas: SchemaDir;
    /** Each firm's schemas with its published versions (resources/live-schemas.ts). */
    liveSchemas: LiveSchemas;
  }
}

export const buildApp = async (opts: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // Behind no proxy by default: X-Forwarded-For must not let a client pick its rate-limit key.
    // TRUST_PROXY names the proxies whose X-Forwarded-For counts (README).
    trustProxy: opts.trustProxy ?? false,
    routerOptions: { maxParamLength: 200 },
    // plugins/closing.ts answers requests that arrive during shutdown with the envelope.
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors,
  });
  app.decorate('demo', opts.demo);
  const deployed = loadSchemaSet(opts.schemasDir);
  app.decorate('schemas', deployed.dir);
  app.decorate('liveSchemas', liveSchemas(deployed));
  // The settings forms first: the card page's initial choice is the 名片页 form's default.
  serveSettingsSchemas(app.schemas);
  setCardForm(app.schemas.forms.card);
  app.decorate('abuseLimits', { perClient: 30, perAccount: 10, ...opts.abuseLimits });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  await app.register(errorsPlugin);
  await app.register(closingPlugin);
  await app.register(validationPlugin);
  await app.register(inputGuard);
  await app.register(securityPlugin, { sharedCounters: opts.sharedRateLimits ?? false });
  await app.register(formbody, { bodyLimit: opts.bodyLimit ?? 1024 * 1024 });
  await app.register(dbPlugin, { db: opts.db });
  await app.register(repositories);
  await app.register(authPlugin, { sessionIdleMinutes: opts.sessionIdleMinutes });
  await app.register(docsPlugin, {
    apiDocs: opts.apiDocs ?? (opts.demo ? 'public' : 'off'),
    sessionIdleMinutes: opts.sessionIdleMinutes,
  });
  await app.register(api, {
    prefix: '/api',
    loginRateLimit: opts.loginRateLimit ?? 10,
    hashCost: opts.hashCost,
    onCaptcha: opts.onCaptcha,
    sms: opts.sms,
    sessionIdleMinutes: opts.sessionIdleMinutes ?? SESSION_IDLE_MINUTES,
    sessionClock: opts.demo && opts.sessionClock === true,
    cardEventLimits: opts.cardEventLimits,
    captchaAnswers: opts.demo && opts.captchaAnswers === true,
    upload: {
      dataDir: opts.dataDir ?? './data',
      ossSecret: opts.ossSecret,
      signRateLimit: opts.ossSignRateLimit,
      limits: opts.uploadLimits,
      sweepEveryMs: opts.uploadSweepEveryMs,
    },
  });
  await app.register(staticSpa, {
    staticDir: opts.staticDir,
    pageHead: (request, preloads) => cardPageHead(app, request, preloads),
  });
  return app;
};
