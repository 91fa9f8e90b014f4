// What is stored, by whom, and what may still be (docs/security.md "Uploads"): every object has an
// `upload` row, written before its bytes, naming the policy that admitted it (unique: a policy
// admits one object), its owner and its size. The quotas are sums of those sizes, checked with
// the firm's row locked so that simultaneous uploads cannot each see room for themselves. Files
// no record uses a day after upload are swept (`sweepUploads`).
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { statfs, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import { firm, upload } from '../../db/schema';
import { BizError } from '../../lib/biz-error';
import { isUniqueViolation } from '../../lib/db-errors';

const MB = 1024 * 1024;

export interface UploadLimits {
  /** Bytes a lawyer's own uploads may take [200 MB]. */
  lawyerBytes: number;
  /** Bytes all uploads of a firm may take [5 GB]. */
  firmBytes: number;
  /** Uploads are refused while the disk holding them has less free space than this [512 MB]. */
  minFreeBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  lawyerBytes: 200 * MB,
  firmBytes: 5120 * MB,
  minFreeBytes: 512 * MB,
};

/** A file no record uses this long after its upload is removed. */
export const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

export const NO_SPACE = '存储空间不足，请删除不再使用的图片或视频，或联系管理员';
export const DISK_FULL = '存储空间不足，服务器磁盘空间已满，请联系管理员';
export const POLICY_USED = '上传凭证已使用，请重新上传';
const FILE_EXISTS = '文件已存在，请重新上传';

export interface Owner {
  type: 'admin' | 'lawyer';
  id: number;
}

const usedBy = async (db: Db, firmId: number, owner?: Owner) => {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${upload.size}), 0)` })
    .from(upload)
    .where(
      owner
        ? and(
            eq(upload.firmId, firmId),
            eq(upload.ownerType, owner.type),
            eq(upload.ownerId, owner.id),
          )
        : eq(upload.firmId, firmId),
    );
  return Number(row?.n ?? 0);
};

/** Refuses (存储空间不足) when `size` more bytes would not fit the owner's or the firm's quota. */
export const assertRoom = async (
  db: Db,
  limits: UploadLimits,
  firmId: number,
  owner: Owner,
  size: number,
) => {
  if ((await usedBy(db, firmId)) + size > limits.firmBytes) throw new BizError('400', NO_SPACE);
  if (owner.type === 'lawyer' && (await usedBy(db, firmId, owner)) + size > limits.lawyerBytes) {
    throw new BizError('400', NO_SPACE);
  }
};

/** Refuses while the uploads' disk has less than `minFreeBytes` free. */
export const assertDiskRoom = async (root: string, limits: UploadLimits) => {
  // The folder (even the data directory) may not exist before the first upload: the nearest
  // folder that does is on the disk it will be created on.
  let dir = path.resolve(root);
  for (;;) {
    try {
      const info = await statfs(dir);
      if (info.bavail * info.bsize < limits.minFreeBytes) throw new BizError('400', DISK_FULL);
      return;
    } catch (err) {
      const parent = path.dirname(dir);
      if (err instanceof BizError || parent === dir) throw err;
      dir = parent;
    }
  }
};

/**
 * Records an object before its bytes are written: in one transaction with the firm's row locked,
 * the quotas are checked and the row inserted. A policy used before is refused (its id is unique).
 */
export const claim = async (
  db: Db,
  limits: UploadLimits,
  row: { firmId: number; key: string; policyId: string; owner: Owner; size: number },
) => {
  try {
    await db.transaction(async (tx) => {
      // A transaction offers the same query API as the database.
      const t = tx as unknown as Db;
      await t.select({ id: firm.id }).from(firm).where(eq(firm.id, row.firmId)).for('update');
      await assertRoom(t, limits, row.firmId, row.owner, row.size);
      await t.insert(upload).values({
        firmId: row.firmId,
        key: row.key,
        policyId: row.policyId,
        ownerType: row.owner.type,
        ownerId: row.owner.id,
        size: row.size,
      });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const [used] = await db
      .select({ id: upload.id })
      .from(upload)
      .where(eq(upload.policyId, row.policyId));
    throw new BizError('400', used ? POLICY_USED : FILE_EXISTS);
  }
};

/** Forgets an object whose bytes could not be written. */
export const unclaim = (db: Db, key: string) => db.delete(upload).where(eq(upload.key, key));

// Both drivers answer a raw query with `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Tables that hold no business record: a key found there does not keep a file.
const NOT_RECORDS = new Set([
  'upload',
  'log',
  'session',
  'captcha',
  'sms_code',
  'rate_limit_counter',
  'server_secret',
  'area',
]);

const recordTables = async (db: Db) => {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ name: string }>(result)
    .map((r) => r.name)
    .filter((name) => !NOT_RECORDS.has(name));
};

/** Whether any record (any column, JSON and rich text included) mentions `key`. */
const referenced = async (db: Db, tables: string[], key: string) => {
  const checks = tables.map(
    (name) =>
      sql`exists (select 1 from ${sql.identifier(name)} r where position(${key} in r::text) > 0)`,
  );
  const result = await db.execute(sql`select (${sql.join(checks, sql` or `)}) as used`);
  return rowsOf<{ used: boolean }>(result)[0]?.used === true;
};

/**
 * Removes the files uploaded at least SWEEP_AFTER_MS before `now` that no record mentions, with
 * their rows; a file a record mentions is marked kept and never looked at again. `fileOf` maps a
 * key to its path. The server runs it every hour; tests call it with a clock of their own.
 */
export const sweepUploads = async (db: Db, fileOf: (key: string) => string, now = new Date()) => {
  const due = await db
    .select({ key: upload.key })
    .from(upload)
    .where(
      and(isNull(upload.keptAt), lte(upload.createTime, new Date(now.getTime() - SWEEP_AFTER_MS))),
    )
    .limit(500);
  const outcome = { kept: 0, removed: 0 };
  if (due.length === 0) return outcome;
  const tables = await recordTables(db);
  for (const { key } of due) {
    if (tables.length > 0 && (await referenced(db, tables, key))) {
      await db.update(upload).set({ keptAt: now }).where(eq(upload.key, key));
      outcome.kept += 1;
    } else {
      // The file first: if the row outlived it, the next sweep would simply try again.
      await rm(fileOf(key), { force: true });
      await unclaim(db, key);
      outcome.removed += 1;
    }
  }
  return outcome;
};
