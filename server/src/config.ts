// Settings from the environment, validated once at boot. Production (NODE_ENV=production) has no
// demo data and must be given its own first admin instead of a published default password.
import { validators } from '../../src/engine/schema/validators';
import type { UploadLimits } from './routes/upload/store';
import { demoPasswords } from './seed/demo-data';
import type { Bootstrap } from './seed/index';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  demo: boolean;
  staticDir: string;
  /** SCHEMAS_DIR: the schemas directory read at start (default the repo's schemas/). */
  schemasDir?: string;
  /** Signs upload policies (routes/upload); required in production. */
  ossSecret?: string;
  /**
   * SMS_PROVIDER. No provider is wired in yet; 'log' (the demo default) writes each code to the
   * server log. Production refuses to start until it is set (docs/product.md, Sign-in).
   */
  smsProvider?: 'log';
  /**
   * TRUST_PROXY: the reverse proxies (comma-separated addresses or CIDRs) whose X-Forwarded-For
   * names the client. Unset, the socket's address is the client: nobody can pick their own
   * rate-limit key by sending the header.
   */
  trustProxy?: string;
  /** SESSION_IDLE_MINUTES: a session unused this long times out (4004); default 120. */
  sessionIdleMinutes?: number;
  /** DEMO_SESSION_CLOCK=1 in demo mode: the e2e tests' session clock (auth/session-clock.ts). */
  sessionClock: boolean;
  /** DEMO_CAPTCHA_ANSWERS=1 in demo mode: the e2e tests read captcha answers (auth/captcha-answers.ts). */
  captchaAnswers: boolean;
  /** /api/docs: open in demo mode; in production off unless API_DOCS=1, then admins only. */
  apiDocs: 'public' | 'admins' | 'off';
  /**
   * UPLOAD_QUOTA_LAWYER_MB, UPLOAD_QUOTA_FIRM_MB, UPLOAD_MIN_FREE_MB: the storage quotas and the
   * free-disk floor of uploads; unset, the defaults of routes/upload/store.ts.
   */
  uploadLimits: Partial<UploadLimits>;
  /** Only needed to seed an empty production database. */
  bootstrap?: Bootstrap;
  bootstrapError?: string;
}

export class ConfigError extends Error {}

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT 无效 / invalid PORT: ${env.PORT}`);
  const demo = env.NODE_ENV !== 'production';
  const cfg: ServerConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    demo,
    staticDir: env.STATIC_DIR ?? 'dist',
    schemasDir: env.SCHEMAS_DIR || undefined,
    ossSecret: env.OSS_SECRET || undefined,
    trustProxy: env.TRUST_PROXY || undefined,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES ? Number(env.SESSION_IDLE_MINUTES) : undefined,
    sessionClock: demo && env.DEMO_SESSION_CLOCK === '1',
    captchaAnswers: demo && env.DEMO_CAPTCHA_ANSWERS === '1',
    uploadLimits: {},
    apiDocs: demo ? 'public' : env.API_DOCS === '1' ? 'admins' : 'off',
    smsProvider: demo ? 'log' : undefined,
  };
  for (const [name, limit] of [
    ['UPLOAD_QUOTA_LAWYER_MB', 'lawyerBytes'],
    ['UPLOAD_QUOTA_FIRM_MB', 'firmBytes'],
    ['UPLOAD_MIN_FREE_MB', 'minFreeBytes'],
  ] as const) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const mb = Number(value);
    if (!Number.isInteger(mb) || mb < 0)
      throw new ConfigError(
        `${name} 应为非负整数（MB）/ ${name} must be a whole number of MB: ${value}`,
      );
    cfg.uploadLimits[limit] = mb * 1024 * 1024;
  }
  const idle = cfg.sessionIdleMinutes;
  if (idle !== undefined && !(Number.isInteger(idle) && idle > 0))
    throw new ConfigError(
      `SESSION_IDLE_MINUTES 应为正整数 / SESSION_IDLE_MINUTES must be a positive integer: ${env.SESSION_IDLE_MINUTES}`,
    );
  if (env.SMS_PROVIDER) {
    if (env.SMS_PROVIDER !== 'log')
      throw new ConfigError(
        `SMS_PROVIDER 目前只支持 log（验证码写入服务日志）/ SMS_PROVIDER supports only "log": ${env.SMS_PROVIDER}`,
      );
    cfg.smsProvider = 'log';
  }
  if (!demo) {
    const password = env.ADMIN_PASSWORD ?? '';
    const published = Object.values(demoPasswords) as string[];
    if (!env.ADMIN_USERNAME || !password || !env.FIRM_NAME) {
      cfg.bootstrapError =
        '生产环境首次启动需要设置 FIRM_NAME、ADMIN_USERNAME 和 ADMIN_PASSWORD / production first start needs FIRM_NAME, ADMIN_USERNAME and ADMIN_PASSWORD';
    } else if (
      published.includes(password) ||
      !new RegExp(validators.password.pattern).test(password)
    ) {
      cfg.bootstrapError =
        'ADMIN_PASSWORD 不能使用默认密码，且须为8-64位并同时包含字母和数字 / ADMIN_PASSWORD must not be a default password and must be 8-64 chars with letters and digits';
    } else {
      cfg.bootstrap = {
        firmName: env.FIRM_NAME,
        adminUsername: env.ADMIN_USERNAME,
        adminPassword: password,
      };
    }
  }
  return cfg;
};
