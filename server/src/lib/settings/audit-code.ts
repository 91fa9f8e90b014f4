// The card audit code (审核码): six digits a reviewer types in the mini-program to audit there.
// Kept in firm.settings.auditCode; made on first read, replaced (and logged) on request. Codes
// come from the CSPRNG, and a new code always differs from the old one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { createFirms } from '../../plugins/repositories/firms';
import { auditSetting } from '../audit';
import { notFound } from '../biz-error';
import { isPlain } from './plain';
import { titleOf } from './sections';

const KEY = 'auditCode';

export interface AuditCode {
  code: string;
  /** ISO time of the last (re)generation. */
  updateTime: string;
}

const storedCode = (settings: Record<string, unknown>): AuditCode | undefined => {
  const v = settings[KEY];
  if (!isPlain(v) || typeof v.code !== 'string' || !/^\d{6}$/.test(v.code)) return undefined;
  const updateTime = typeof v.updateTime === 'string' ? v.updateTime : '';
  return { code: v.code, updateTime };
};

const freshCode = (old?: string): AuditCode => {
  let code: string;
  do code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  while (code === old);
  return { code, updateTime: new Date().toISOString() };
};

/** Writes a new code in a locked transaction; `replace` false keeps an existing one. */
const issue = (
  app: FastifyInstance,
  firmId: number,
  replace: boolean,
  after?: (db: Db) => Promise<void>,
) =>
  app.db.transaction(async (tx) => {
    const db = tx as unknown as Db; // a transaction offers the same query API as the database
    const firms = createFirms(db);
    const row = await firms.lockSettingsRow(firmId);
    if (!row) throw notFound('律所不存在');
    const old = storedCode(row.settings);
    if (old && !replace) return old;
    const next = freshCode(old?.code);
    await firms.writeSettings(firmId, { settings: { ...row.settings, [KEY]: next } });
    await after?.(db);
    return next;
  });

/** The firm's current code, made now if it has none yet. */
export const currentAuditCode = async (app: FastifyInstance, firmId: number) => {
  const row = await app.firms.settingsRow(firmId);
  if (!row) throw notFound('律所不存在');
  return storedCode(row.settings) ?? issue(app, firmId, false);
};

/** A new code; the old one stops working at once. Logged without the code itself. */
export const regenerateAuditCode = (app: FastifyInstance, request: FastifyRequest) =>
  issue(app, request.firmId, true, (db) =>
    auditSetting(app, request, titleOf('cardReview'), '重新生成审核码', db),
  );
