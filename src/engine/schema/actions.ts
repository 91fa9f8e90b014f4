import { canAccess } from './routes';
import type { ActionDef, AdminLevel, FieldSchema, ObjectSchema } from './types';

export interface ActionViewer {
  auth: readonly string[];
  level?: AdminLevel;
}

/** Whether a toolbar or row action is offered to this user (the server still decides). */
export const actionAllowed = (action: Pick<ActionDef, 'auth' | 'levels'>, viewer: ActionViewer) =>
  canAccess(action, viewer.auth) &&
  (!action.levels || (viewer.level !== undefined && action.levels.includes(viewer.level)));

const RANGE_KEY = /^\[(\w+),(\w+)\]$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A search field named `[startTime,endTime]` is a date range split into two query values. */
export const rangeNames = (key: string): [string, string] | null => {
  const m = RANGE_KEY.exec(key);
  return m ? [m[1], m[2]] : null;
};

/** Search values from the URL, typed by the search schema (`?status=1` → 1 for an integer field). */
export const parseSearch = (
  search: ObjectSchema | undefined,
  params: URLSearchParams,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(search?.properties ?? {}) as Array<
    [string, FieldSchema]
  >) {
    const range = rangeNames(name);
    if (range) {
      // The URL keeps the days the user picked; the query gets exact instants (see toQuery).
      for (const key of range) {
        const raw = params.get(key);
        if (raw && DAY.test(raw)) out[key] = raw;
      }
      continue;
    }
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    if (field.type === 'integer' || field.type === 'number') {
      const n = Number(raw);
      if (Number.isFinite(n)) out[name] = n;
    } else if (field.type === 'boolean') {
      out[name] = raw === 'true';
    } else {
      out[name] = raw;
    }
  }
  return out;
};

/**
 * The query a list sends for its filters: a day range becomes the start of the first day and the
 * end of the last day in the viewer's time zone, so "today" means the viewer's today.
 */
export const toQuery = (
  search: ObjectSchema | undefined,
  filters: Record<string, unknown>,
): Record<string, unknown> => {
  const out = { ...filters };
  for (const name of Object.keys(search?.properties ?? {})) {
    const range = rangeNames(name);
    if (!range) continue;
    const [from, to] = range;
    if (typeof out[from] === 'string' && DAY.test(out[from] as string)) {
      out[from] = new Date(`${out[from] as string}T00:00:00`).toISOString();
    }
    if (typeof out[to] === 'string' && DAY.test(out[to] as string)) {
      out[to] = new Date(`${out[to] as string}T23:59:59.999`).toISOString();
    }
  }
  return out;
};

const SIZES = [10, 20, 50, 100];

/** Paging from the URL, clamped to what the server accepts (1-based page, size ≤ 100). */
export const parsePaging = (params: URLSearchParams, defaultSize = 10) => {
  const current = Math.max(1, Math.floor(Number(params.get('current')) || 1));
  const size = Number(params.get('size'));
  return { current, size: SIZES.includes(size) ? size : defaultSize };
};
