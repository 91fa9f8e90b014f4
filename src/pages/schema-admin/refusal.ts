import { ApiError } from '../../api/errors';
import type { Conflict, RemovedField, SchemaProblem } from './types';

// What a refused publish, rollback or 恢复默认 carries in its data (docs/schemas.md): the check's
// findings, the removed fields holding data, or, for a stale base version (409), both diffs.

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export type Refusal =
  | { kind: 'conflict'; conflict: Conflict; message: string }
  | { kind: 'problems'; problems: SchemaProblem[]; message: string }
  | { kind: 'removed'; removed: RemovedField[]; message: string }
  | { kind: 'other'; message: string };

export const refusalOf = (error: unknown): Refusal => {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError) || !isObject(error.data)) return { kind: 'other', message };
  const data = error.data;
  if (error.code === '409' && typeof data.current === 'number') {
    return {
      kind: 'conflict',
      message,
      conflict: {
        current: data.current,
        theirs: Array.isArray(data.theirs) ? (data.theirs as Conflict['theirs']) : [],
        ours: Array.isArray(data.ours) ? (data.ours as Conflict['ours']) : [],
      },
    };
  }
  if (Array.isArray(data.problems) && data.problems.length) {
    return { kind: 'problems', message, problems: data.problems as SchemaProblem[] };
  }
  if (Array.isArray(data.removed) && data.removed.length) {
    return { kind: 'removed', message, removed: data.removed as RemovedField[] };
  }
  return { kind: 'other', message };
};
