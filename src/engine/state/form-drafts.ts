import { DRAFT_PREFIX, draftOwner } from '../../api/session';

/**
 * Drafts of forms with `"draft": true`: what the user typed but has not saved, kept in
 * localStorage under the app's namespace, one entry per user, form and record. Pure apart from
 * the Storage passed in, so the rules are unit-tested without a browser.
 *
 * @example writeDraft(localStorage, draftKey({ type: 'lawyer', id: 7 }, 'card', 'own'), values)
 */
export interface Draft {
  values: Record<string, unknown>;
  /** The record's version when the draft was started (undefined for a new record). */
  version?: number;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

/**
 * The user is part of the key: on a shared computer one account never sees another's draft.
 * `record` is the record id, 'new' for a create page or 'own' for the user's own record.
 * Logging out removes every draft, and signing in removes other users' (api/session.ts).
 */
export const draftKey = (
  user: { type: string; id: number },
  form: string,
  record: string | number,
): string => `${DRAFT_PREFIX}${draftOwner(user)}:${form}:${record}`;

const isDraft = (v: unknown): v is Draft => {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Partial<Draft>;
  return (
    typeof d.values === 'object' &&
    d.values !== null &&
    !Array.isArray(d.values) &&
    typeof d.savedAt === 'number' &&
    (d.version === undefined || typeof d.version === 'number')
  );
};

/** The stored draft, or null when there is none or it cannot be read (then it is removed). */
export const readDraft = (storage: Storage, key: string): Draft | null => {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDraft(parsed)) return parsed;
  } catch {
    // fall through: an unreadable entry is worth nothing and would be offered forever
  }
  storage.removeItem(key);
  return null;
};

/**
 * Stores the values; false when the browser refuses (storage full or disabled), so the caller can
 * say that drafts are not being kept.
 */
export const writeDraft = (
  storage: Storage,
  key: string,
  values: Record<string, unknown>,
  version?: number,
  now: number = Date.now(),
): boolean => {
  const draft: Draft = { values, savedAt: now, ...(version !== undefined ? { version } : {}) };
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
};

export const clearDraft = (storage: Storage, key: string): void => storage.removeItem(key);

/** Equal as JSON data, ignoring key order, undefined entries and '' versus absent. */
const canonical = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== undefined && x !== null && x !== '')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, x]) => [k, canonical(x)]),
    );
  }
  return v;
};

/**
 * Whether a draft is worth offering against what was loaded: only when it holds something the
 * record does not (a draft equal to the saved values is stale and can go silently).
 */
export const differsFromLoaded = (draft: Draft, loaded: Record<string, unknown>): boolean =>
  JSON.stringify(canonical(draft.values)) !== JSON.stringify(canonical(loaded));

/** The record changed on the server after the draft was started (someone else saved). */
export const isBehind = (draft: Draft, loadedVersion: unknown): boolean =>
  draft.version !== undefined &&
  typeof loadedVersion === 'number' &&
  draft.version !== loadedVersion;
