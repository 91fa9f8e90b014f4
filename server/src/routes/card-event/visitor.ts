// Who a card event came from, without keeping who it was (docs/security.md, 名片数据): the visitor
// is an HMAC of the client address and user agent under a salt of the day (server_secret, one per
// China-time day, older ones deleted by the daily purge), so the same phone counts once a day and
// yesterday's hashes cannot be linked to today's or reversed by trying addresses.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHmac, randomBytes } from 'node:crypto';
import { saltName } from '../../plugins/repositories/card-events';

/** yyyy-mm-dd in China time (UTC+8, no daylight saving), whatever the server's zone. */
export const chinaDay = (now: Date) =>
  new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);

// Crawlers, link-preview fetchers, HTTP libraries and audit tools: their requests are not people
// looking at a card. The browser of WeChat (MicroMessenger) and of other apps is not listed.
const BOTS =
  /bot\b|bot\/|spider|crawl|slurp|facebookexternalhit|embedly|bingpreview|lighthouse|pagespeed|curl\/|wget\/|python-requests|python-urllib|go-http-client|okhttp|java\/|node-fetch|axios\/|httpclient/i;

/** A known bot, or no user agent at all (every browser sends one). */
export const isBot = (userAgent: string | undefined) => !userAgent?.trim() || BOTS.test(userAgent);

/**
 * The day's visitor hash for a request; the first call of a day makes (or reads) that day's salt
 * and starts the purge of old events and salts (`onNewDay`).
 */
export const visitorHasher = (app: FastifyInstance, onNewDay: (day: string) => void) => {
  let current: { day: string; salt: Promise<string> } | undefined;
  return async (req: FastifyRequest, day: string): Promise<string> => {
    if (current?.day !== day) {
      const salt = app.secrets.getOrCreate(saltName(day), () => randomBytes(32).toString('hex'));
      current = { day, salt };
      // A failed read must not stick for the whole day.
      salt.catch(() => (current = undefined));
      onNewDay(day);
    }
    const key = await current.salt;
    const ua = req.headers['user-agent'] ?? '';
    return createHmac('sha256', key).update(`${req.ip}\n${ua}`).digest('hex').slice(0, 32);
  };
};
