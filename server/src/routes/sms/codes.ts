// SMS verification codes (docs/product.md, Sign-in): 6 digits from a CSPRNG, valid for
// 10 minutes, single use, bound to firm + number + purpose, stored as an HMAC (a bare hash of six
// digits is reversed by trying all million), one send per number per minute, a daily cap, and
// at most MAX_FAILURES wrong guesses per code. No SMS provider is wired in: each code is written
// to the server log, and in demo mode also to an in-memory outbox the tests read.
import type { FastifyInstance } from 'fastify';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BizError, badRequest } from '../../lib/biz-error';
import type { SmsCodeRepo, SmsCodeRow } from '../../plugins/repositories/sms-codes';

export const SMS_PURPOSES = ['register', 'login', 'mobile'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const CODE_TTL_MS = 10 * 60 * 1000;
export const SEND_INTERVAL_MS = 60 * 1000;
export const DEFAULT_DAILY_CAP = 10;
/** Wrong guesses that kill a code: 5 tries at one in a million each. */
export const MAX_FAILURES = 5;
const OUTBOX_SIZE = 200;

export interface SmsOptions {
  /** The clock; tests move it to expire codes and pass the send limits. */
  now?: () => Date;
  /** Codes per number per 24 hours. */
  dailyCap?: number;
}

export interface OutboxEntry {
  firmId: number;
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: string;
}

export const SMS_MESSAGES = {
  none: '请先获取验证码',
  wrong: '验证码错误',
  expired: '验证码已过期，请重新获取',
  used: '验证码已使用，请重新获取',
  tooMany: '验证码错误次数过多，请重新获取',
  daily: '该手机号今日获取验证码次数已达上限，请明天再试',
  wait: (seconds: number) => `验证码发送过于频繁，请 ${seconds} 秒后再试`,
} as const;

/**
 * The body key every route that checks a code takes it as (register, SMS login, checkSmsCode,
 * updateMobile): a refusal of the code names it, so a form shows it under 验证码.
 */
const CODE_FIELD = 'code';

export type SmsCodes = ReturnType<typeof createSmsCodes>;

export const createSmsCodes = (app: FastifyInstance, opts: SmsOptions = {}) => {
  const now = opts.now ?? (() => new Date());
  const dailyCap = opts.dailyCap ?? DEFAULT_DAILY_CAP;
  const outbox: OutboxEntry[] = [];
  // One key per database, shared by every process on it (like the demo upload key).
  let key: Promise<string> | undefined;
  const hmac = async (firmId: number, mobile: string, purpose: string, code: string) => {
    key ??= app.secrets.getOrCreate('sms-code-key', () => randomBytes(32).toString('base64url'));
    return createHmac('sha256', await key)
      .update(`${firmId}|${mobile}|${purpose}|${code}`)
      .digest('hex');
  };

  /** Why `row` cannot be used at `at`, or undefined if it still can. */
  const deadReason = (row: SmsCodeRow | undefined, at: Date): string | undefined => {
    if (!row) return SMS_MESSAGES.none;
    if (row.usedAt) return SMS_MESSAGES.used;
    if (row.failedAttempts >= MAX_FAILURES) return SMS_MESSAGES.tooMany;
    if (row.expiresAt.getTime() <= at.getTime()) return SMS_MESSAGES.expired;
    return undefined;
  };

  return {
    now,
    /** Issues a code (429 within a minute of the last one or past the daily cap). */
    async send(firmId: number, mobile: string, purpose: SmsPurpose) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const sentAt = now();
      const outcome = await app.smsCodes.addWithinLimits(
        {
          firmId,
          mobile,
          purpose,
          codeHash: await hmac(firmId, mobile, purpose, code),
          sentAt,
          expiresAt: new Date(sentAt.getTime() + CODE_TTL_MS),
        },
        { intervalMs: SEND_INTERVAL_MS, dailyCap },
      );
      if (!outcome.ok) {
        const message =
          outcome.reason === 'daily'
            ? SMS_MESSAGES.daily
            : SMS_MESSAGES.wait(Math.ceil(outcome.retryAfterMs / 1000));
        throw new BizError('429', message, 429);
      }
      // Stands in for the SMS provider: the operator reads the code in the server log.
      app.log.info({ firmId, mobile, purpose, code }, 'SMS code (no SMS provider: logged only)');
      if (app.demo) {
        outbox.unshift({ firmId, mobile, purpose, code, sentAt: sentAt.toISOString() });
        outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      }
    },
    /**
     * Checks a code without using it up; a wrong guess counts against the code. Returns the row to
     * consume (in the caller's transaction) once the action it guards is allowed.
     */
    async check(firmId: number, mobile: string, purpose: SmsPurpose, code: string) {
      const row = await app.smsCodes.latest(firmId, mobile, purpose);
      const dead = deadReason(row, now());
      if (dead || !row) throw badRequest(dead ?? SMS_MESSAGES.none, CODE_FIELD);
      const given = Buffer.from(await hmac(firmId, mobile, purpose, code), 'hex');
      if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
        const failures = await app.smsCodes.recordFailure(row.id);
        throw badRequest(
          failures >= MAX_FAILURES ? SMS_MESSAGES.tooMany : SMS_MESSAGES.wrong,
          CODE_FIELD,
        );
      }
      return row;
    },
    /** Uses the checked code up; false if someone else used it first (or it just expired). */
    async consume(repo: SmsCodeRepo, row: SmsCodeRow) {
      if (!(await repo.consume(row.id, now(), MAX_FAILURES))) {
        throw badRequest(SMS_MESSAGES.used, CODE_FIELD);
      }
    },
    /** Demo only: the codes sent to a number, newest first. */
    outbox: (firmId: number, mobile: string) =>
      outbox.filter((e) => e.firmId === firmId && e.mobile === mobile),
  };
};
