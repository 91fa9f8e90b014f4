// Versioned objects kept in firm.settings under a key of their own, outside the console's settings
// sections: the platform parameters (GET/POST /system/config) and the firm's profile extras
// (POST /firm/update). Versions and who saved last live beside the sections' (documents.ts), so
// a stale save gets the same 409. A save locks the firm row, checks the version, writes the object
// and whatever `change` writes (its log) in one transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { createFirms, type FirmRepo, type FirmSettingsRow } from '../../plugins/repositories/firms';
import { conflict, notFound } from '../biz-error';
import { savedBy } from '../saved-by';
import { lastChangeOf, versionOf, withChange } from './documents';
import { isPlain, type Plain } from './plain';

export type KeyedName = 'systemConfig' | 'firmProfile';

/** What is stored under `key` ({} when nothing, or something unreadable, is) and its version. */
export const readKeyed = (row: FirmSettingsRow, key: KeyedName) => {
  const stored = row.settings[key];
  return { stored: isPlain(stored) ? stored : {}, version: versionOf(row.settings, key) };
};

export interface KeyedChange<T> {
  /** The object to store under the key. */
  next: Plain;
  result: T;
}

/**
 * Saves the object under `key`: `change` gets what is stored and the transaction (for its other
 * writes and the log) and says what to store. Returns its result and the new version.
 */
export const saveKeyed = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  key: KeyedName,
  version: number | undefined,
  change: (stored: Plain, tx: { db: Db; firms: FirmRepo }) => Promise<KeyedChange<T>>,
) =>
  app.unitOfWork(async ({ db }) => {
    const firms = createFirms(db);
    const row = await firms.lockSettingsRow(request.firmId);
    if (!row) throw notFound('律所不存在');
    const current = readKeyed(row, key);
    if (version !== undefined && version !== current.version) {
      throw conflict(lastChangeOf(row.settings, key));
    }
    const { next, result } = await change(current.stored, { db, firms });
    const by = savedBy(request).updatedBy;
    const settings = withChange({ ...row.settings, [key]: next }, key, current.version + 1, by);
    await firms.writeSettings(request.firmId, { settings });
    return { result, version: current.version + 1 };
  });

/** `标签：旧 → 新` for each field that changed; `hidden` fields say only that they changed. */
export const describeFields = (
  labels: Record<string, string>,
  before: Plain,
  after: Plain,
  hidden: readonly string[] = [],
  show: (key: string, value: unknown) => string = (_, v) => (v === '' ? '（空）' : String(v)),
) =>
  Object.entries(labels)
    .filter(([key]) => before[key] !== after[key])
    .map(([key, label]) =>
      hidden.includes(key)
        ? `${label}：已修改`
        : `${label}：${show(key, before[key])} → ${show(key, after[key])}`,
    )
    .join('；') || '未修改';
