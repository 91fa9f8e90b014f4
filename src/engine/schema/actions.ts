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

/** Search values from the URL, typed by the search schema (`?status=1` → 1 for an integer field). */
export const parseSearch = (
  search: ObjectSchema | undefined,
  params: URLSearchParams,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(search?.properties ?? {}) as Array<
    [string, FieldSchema]
  >) {
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

const SIZES = [10, 20, 50, 100];

/** Paging from the URL, clamped to what the server accepts (1-based page, size ≤ 100). */
export const parsePaging = (params: URLSearchParams, defaultSize = 10) => {
  const current = Math.max(1, Math.floor(Number(params.get('current')) || 1));
  const size = Number(params.get('size'));
  return { current, size: SIZES.includes(size) ? size : defaultSize };
};
