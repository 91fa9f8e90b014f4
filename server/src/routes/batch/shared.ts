// What every batch call shares (docs/architecture.md, Batch actions): the `ids` field (1 to 1,000
// whole numbers), the answer (how many succeeded and, per failed row, why) and the scope check
// that runs before anything is written, so a batch naming one record out of the caller's reach
// changes nothing at all.
import { forbidden, notFound } from '../../lib/biz-error';
import { envelope, idField, int, obj, ok, str, type JsonSchema } from '../../lib/envelope';
import { seesAllOffices } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';

/** The most records one batch may name: a page of 100 ten times over, and one transaction. */
export const MAX_BATCH = 1000;

export const idsField = (what: string): JsonSchema => ({
  type: 'array',
  title: `所选${what}`,
  minItems: 1,
  maxItems: MAX_BATCH,
  items: idField(what),
});

export interface BatchFailure {
  id: number;
  name: string;
  reason: string;
}

export interface BatchOutcome {
  succeeded: number;
  failed: BatchFailure[];
}

export const batchResponse = {
  200: envelope(
    obj(
      {
        succeeded: int,
        failed: {
          type: 'array',
          items: obj({ id: int, name: str, reason: str }, ['id', 'name', 'reason']),
        },
      },
      ['succeeded', 'failed'],
    ),
  ),
};

/** Counts what a batch did, row by row. */
export const tally = () => {
  const out: BatchOutcome = { succeeded: 0, failed: [] };
  return {
    out,
    done: () => {
      out.succeeded += 1;
    },
    fail: (row: { id: number }, name: string, reason: string) => {
      out.failed.push({ id: row.id, name, reason });
    },
  };
};

/**
 * The envelope's message says what happened, the way the console words it:
 * 3 张已通过，1 张失败：状态已变更.
 */
export const answer = (out: BatchOutcome, unit: string, verb: string) => {
  const reasons = [...new Set(out.failed.map((f) => f.reason))].join('；');
  const failed = out.failed.length ? `，${out.failed.length} ${unit}失败：${reasons}` : '';
  return ok(out, `${out.succeeded} ${unit}${verb}${failed}`);
};

/** Each id once, in the order sent (a doubled id must not be acted on twice). */
export const distinct = (ids: number[]) => [...new Set(ids)];

/**
 * Every record the batch names, read in the transaction: one unknown to the caller's firm is 404
 * and one of another office (levels 3–4) is 403, for the whole batch, before any row changes.
 */
export const loadInScope = async <T extends { organizationId: number | null }>(
  u: AuthUser,
  ids: number[],
  read: (ids: number[]) => Promise<T[]>,
  idOf: (row: T) => number,
  what: string,
): Promise<T[]> => {
  if (u.type !== 'admin') throw forbidden();
  const rows = await read(ids);
  const found = new Map(rows.map((r) => [idOf(r), r]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw notFound(`所选${what}中有 ${missing.length} 条不存在或已被删除，请刷新后重试`);
  }
  if (!seesAllOffices(u) && rows.some((r) => r.organizationId !== u.organizationId)) {
    throw forbidden(`所选${what}中有不属于您所在机构的记录，未做任何修改`);
  }
  return ids.map((id) => found.get(id) as T);
};
