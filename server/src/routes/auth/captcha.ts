// Login captcha: required for an account after 3 failed logins within 15 minutes, and for every
// admin sign-in from an address past its per-minute number of sign-in calls. The answer is stored
// only as a hash, expires after 5 minutes, and is consumed by its first use, right or wrong.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { badRequest } from '../../lib/biz-error';
import { sha256 } from '../../lib/crypto';
import type { AdminRow } from '../../plugins/repositories/admins';
import { WRONG_CAPTCHA } from './shared';

export const FAILURES_BEFORE_CAPTCHA = 3;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const CAPTCHA_TTL_MS = 5 * 60 * 1000;

const answerHash = (answer: string) => sha256(answer.trim().toLowerCase());

// Letters and digits without the look-alikes (0/o/O, 1/i/l/I). The answer is drawn here with the
// CSPRNG rather than by svg-captcha, whose own text comes from Math.random (ASVS V11.5.1).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

// The package exports createCaptcha(text, options) itself, but its typings declare only create().
const renderCaptcha = svgCaptcha as unknown as (
  text: string,
  options: { noise: number; color: boolean },
) => string;

/** A captcha answer: CAPTCHA_LENGTH characters of ALPHABET, each from crypto.randomInt. */
export const captchaText = () =>
  Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const issueCaptcha = async (
  app: FastifyInstance,
  onIssued?: (id: string, answer: string) => void,
) => {
  const text = captchaText();
  const data = renderCaptcha(text, { noise: 2, color: true });
  const id = randomUUID();
  await app.captchas.add(id, answerHash(text), new Date(Date.now() + CAPTCHA_TTL_MS));
  onIssued?.(id, text);
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
  };
};

// Unknown usernames count in the shared counter table, so they need the captcha exactly when a
// real account would: neither the answer nor its timing tells which accounts exist.
const unknownKey = (firmId: number, username: string) => `sign-in|${firmId}|${username}`;
// Sign-in calls per client address, every account together (docs/security.md "Abuse limits").
const addressKey = (req: FastifyRequest) => `sign-in-address|${req.ip}`;
// The sign-in requests that arrived from an address past its number (`countAddress`).
const crowded = new WeakSet<FastifyRequest>();

/** Attempts counted for an account within the window (a success resets a real account's). */
const recentFailures = async (
  app: FastifyInstance,
  firmId: number,
  username: string,
  user?: AdminRow,
) => {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  if (user) return user.lastFailedAt && user.lastFailedAt > since ? user.failedLoginCount : 0;
  return (await app.rateLimitCounters.peek(unknownKey(firmId, username))).current;
};

/** Whether the client address has made more sign-in calls this minute than `perClient`. */
const addressCrowded = async (app: FastifyInstance, req: FastifyRequest) =>
  (await app.rateLimitCounters.peek(addressKey(req))).current >= app.abuseLimits.perClient;

/** GET /auth/queryCode: whether the next sign-in of `username` from this address needs one. */
export const captchaRequired = async (
  app: FastifyInstance,
  req: FastifyRequest,
  username: string,
  user?: AdminRow,
) =>
  (await recentFailures(app, req.firmId, username, user)) >= FAILURES_BEFORE_CAPTCHA ||
  (await addressCrowded(app, req));

/**
 * The admin sign-ins' `onRequest`: counts the call against its client address before anything
 * else can refuse it (a call the per-account limit refuses counts too). Past `perClient` calls a
 * minute the address's sign-ins need the captcha rather than being refused outright, so one
 * office behind one address is not locked out by someone else's guesses there.
 */
export const countAddress = (app: FastifyInstance) => async (req: FastifyRequest) => {
  const { current } = await app.rateLimitCounters.hit(addressKey(req), 60_000);
  if (current > app.abuseLimits.perClient) crowded.add(req);
};

/**
 * Counts a sign-in attempt before its credential is checked and refuses it unless a right captcha
 * comes with it when one is due: after FAILURES_BEFORE_CAPTCHA attempts within the window (the
 * count is one atomic increment, so however many guesses arrive together, the fourth and later
 * need the captcha) or from a crowded address (`countAddress`).
 */
export const admitAttempt = async (
  app: FastifyInstance,
  req: FastifyRequest,
  username: string,
  user: AdminRow | undefined,
  answer: { captchaId?: string; captcha?: string },
) => {
  const attempt = user
    ? await app.admins.countAttempt(user.id, new Date(Date.now() - FAILURE_WINDOW_MS))
    : (await app.rateLimitCounters.hit(unknownKey(req.firmId, username), FAILURE_WINDOW_MS))
        .current;
  if (attempt > FAILURES_BEFORE_CAPTCHA || crowded.has(req)) {
    if (!(await captchaMatches(app, answer.captchaId, answer.captcha))) {
      throw badRequest(WRONG_CAPTCHA);
    }
  }
};

export const captchaMatches = async (
  app: FastifyInstance,
  id: string | undefined,
  answer: string | undefined,
) => {
  if (!id || !answer) return false;
  const stored = await app.captchas.consume(id);
  return stored !== undefined && stored === answerHash(answer);
};
