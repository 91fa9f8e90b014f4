// Mounts every resource's routes under /api. Routes are protected by default: a route that forgets
// to declare `config.access` needs a signed-in user rather than silently being public.
import derivedResourceRoutes from '../resources/derived-routes';
import type { FastifyInstance } from 'fastify';
import type { HashCost } from '../lib/crypto';
import adminRoutes from './admin/index';
import areaRoutes from './area/index';
import auditCodeRoutes from './audit-code/index';
import authRoutes from './auth/index';
import batchRoutes from './batch/index';
import captchaAnswerRoutes, { createCaptchaAnswers } from './auth/captcha-answers';
import sessionClockRoutes from './auth/session-clock';
import contentRoutes from './content/index';
import cardRoutes from './card/index';
import cardEventRoutes, { type CardEventLimits } from './card-event/index';
import firmRoutes from './firm/index';
import firmConfRoutes from './firm-conf/index';
import healthRoutes from './health';
import lawyerRoutes from './lawyer/index';
import lawyerAccountRoutes from './lawyer/account';
import lawyerRegisterRoutes from './lawyer/register';
import listColumnRoutes from './list-columns/index';
import logRoutes from './log/index';
import messageRoutes from './message/index';
import organizationRoutes from './organization/index';
import professionRoutes from './profession/index';
import schemaConfigRoutes from './schema-config/index';
import { createSmsCodes, type SmsOptions } from './sms/codes';
import smsRoutes from './sms/index';
import systemRoutes from './system/index';
import uploadRoutes, { type UploadRouteOptions } from './upload/index';

export interface ApiOptions {
  hashCost?: HashCost;
  loginRateLimit: number;
  onCaptcha?: (id: string, answer: string) => void;
  upload: UploadRouteOptions;
  sms?: SmsAppOptions;
  sessionIdleMinutes: number;
  /** Registers the demo session clock (auth/session-clock.ts). */
  sessionClock: boolean;
  /** Rate caps of the public card-event endpoint (card-event/event.ts). */
  cardEventLimits?: Partial<CardEventLimits>;
  /** Registers the demo captcha answers (auth/captcha-answers.ts). */
  captchaAnswers: boolean;
}

/** SMS codes and the public onboarding lookups: the clock, the daily cap and per-address limits. */
export interface SmsAppOptions extends SmsOptions {
  /** getCardCode calls per client address per minute [10]. */
  sendRateLimit?: number;
  /** checkSmsCode calls per client address per minute [20]. */
  checkRateLimit?: number;
  /** Codes sent per client address per 24 hours [20]. */
  addressDailyCap?: number;
  /** lawyer/checkMobile and lawyer/register calls per client address per minute [20]. */
  lookupRateLimit?: number;
}

export default async function api(app: FastifyInstance, opts: ApiOptions) {
  app.addHook('onRoute', (route) => {
    route.config = { access: 'user', ...(route.config ?? {}) };
  });
  const { loginRateLimit, hashCost } = opts;
  const answers = opts.captchaAnswers ? createCaptchaAnswers() : undefined;
  const onCaptcha = answers
    ? (id: string, answer: string) => {
        opts.onCaptcha?.(id, answer);
        answers.add(id, answer);
      }
    : opts.onCaptcha;
  const smsOpts = opts.sms ?? {};
  // One code service for every route that sends or takes a code (one clock, one outbox).
  const sms = createSmsCodes(app, smsOpts);
  await app.register(healthRoutes);
  await app.register(authRoutes, { loginRateLimit, hashCost, onCaptcha, sms });
  if (answers) await app.register(captchaAnswerRoutes, { answers });
  if (opts.sessionClock) {
    await app.register(sessionClockRoutes, { sessionIdleMinutes: opts.sessionIdleMinutes });
  }
  await app.register(smsRoutes, {
    sms,
    sendRateLimit: smsOpts.sendRateLimit ?? 10,
    checkRateLimit: smsOpts.checkRateLimit ?? 20,
    addressDailyCap: smsOpts.addressDailyCap ?? 20,
  });
  await app.register(firmRoutes);
  await app.register(firmConfRoutes);
  await app.register(auditCodeRoutes);
  await app.register(organizationRoutes);
  await app.register(adminRoutes, { hashCost });
  await app.register(lawyerRoutes, { hashCost, sms });
  await app.register(lawyerRegisterRoutes, {
    hashCost,
    sms,
    lookupRateLimit: smsOpts.lookupRateLimit ?? 20,
  });
  await app.register(lawyerAccountRoutes, { hashCost, sms, loginRateLimit });
  await app.register(cardRoutes);
  await app.register(cardEventRoutes, { limits: opts.cardEventLimits });
  await app.register(messageRoutes);
  await app.register(areaRoutes);
  await app.register(systemRoutes);
  await app.register(contentRoutes);
  await app.register(professionRoutes);
  await app.register(logRoutes);
  await app.register(batchRoutes);
  await app.register(listColumnRoutes);
  await app.register(schemaConfigRoutes);
  await app.register(uploadRoutes, opts.upload);
  // Resources declared without code (schemas/resources): /resource/<name>/… (resources/).
  await app.register(derivedResourceRoutes);
}
