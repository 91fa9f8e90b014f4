// Login captcha: required for an account after 3 failed logins within 15 minutes. The answer is
// stored only as a hash, expires after 5 minutes, and is consumed by its first use, right or wrong.
import type { FastifyInstance } from 'fastify';
import { randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { sha256 } from '../../lib/crypto';
import type { AdminRow } from '../../plugins/repositories/admins';

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

/** Recent failures of an account; unknown usernames are counted from the log so they look alike. */
export const recentFailures = async (
  app: FastifyInstance,
  firmId: number,
  username: string,
  user?: AdminRow,
) => {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  if (user) return user.lastFailedAt && user.lastFailedAt > since ? user.failedLoginCount : 0;
  return app.logs.countFailures(firmId, username, since);
};

export const captchaRequired = async (
  app: FastifyInstance,
  firmId: number,
  username: string,
  user?: AdminRow,
) => (await recentFailures(app, firmId, username, user)) >= FAILURES_BEFORE_CAPTCHA;

export const captchaMatches = async (
  app: FastifyInstance,
  id: string | undefined,
  answer: string | undefined,
) => {
  if (!id || !answer) return false;
  const stored = await app.captchas.consume(id);
  return stored !== undefined && stored === answerHash(answer);
};
