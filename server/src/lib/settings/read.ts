// Reading settings for server code (card audit, card list order, registration, conf.app): always
// complete typed values. Stored values are trusted only as far as they match the section's shape
// and form schema; anything missing, mistyped or unreadable falls back to the default, never to
// an error.
import type { Db } from '../../db/client';
import { createFirms, type FirmSettingsRow } from '../../plugins/repositories/firms';
import {
  defaultsOf,
  storageOf,
  type FirmFacts,
  type SectionName,
  type SectionValues,
} from './defaults';
import { isPlain, type Plain } from './plain';
import { conformStored } from './stored';

export type { FirmSettingsRow };

export interface ParsedDocument {
  doc: Plain;
  /** The text is not a JSON object: the reader serves defaults and says so. */
  corrupt: boolean;
  /** Why it is corrupt (for the server log). */
  reason?: string;
}

/** A stored text document; an empty text is a document nobody saved yet, not a corrupt one. */
export const parseDocument = (text: string): ParsedDocument => {
  if (!text.trim()) return { doc: {}, corrupt: false };
  try {
    const parsed: unknown = JSON.parse(text);
    if (isPlain(parsed)) return { doc: parsed, corrupt: false };
    return { doc: {}, corrupt: true, reason: 'not a JSON object' };
  } catch (err) {
    return { doc: {}, corrupt: true, reason: (err as Error).message };
  }
};

export const getPath = (doc: Plain, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (isPlain(v) ? v[key] : undefined), doc);

/** The raw stored value of a section (undefined when never saved or unreadable). */
export const storedValue = (row: FirmSettingsRow, name: SectionName): unknown => {
  const storage = storageOf[name];
  if (storage === 'settings') return row.settings[name];
  return getPath(parseDocument(row[storage]).doc, name);
};

export interface SectionRead<K extends SectionName> {
  values: SectionValues[K];
  /** The stored value did not match the section (it was replaced by the default). */
  invalid: boolean;
}

/** A section's complete values from its stored value (undefined or null: never saved). */
export const sectionFrom = <K extends SectionName>(
  firm: FirmFacts,
  name: K,
  stored: unknown,
): SectionRead<K> => {
  const defaults = defaultsOf(name, firm);
  if (stored === undefined || stored === null) return { values: defaults, invalid: false };
  return conformStored(name, defaults, stored);
};

/**
 * The complete, typed values of one section of a firm; a firm that never saved it (or saved
 * something unreadable) gets the defaults.
 *
 * @example const { enabled } = await readSection(app.db, firmId, 'cardReview');
 */
export const readSection = async <K extends SectionName>(
  db: Db,
  firmId: number,
  name: K,
): Promise<SectionValues[K]> => {
  const row = await createFirms(db).settingsRow(firmId);
  if (!row) return defaultsOf(name, { name: '', mpName: '' });
  return sectionFrom(row, name, storedValue(row, name)).values;
};
