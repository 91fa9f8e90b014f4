// The settings as the wire shows them: a section is `{ ...values, version }`, a text document is
// its sections nested by their dotted paths plus `version`, and `corrupt: true` joins either when
// what was stored could not be read (the values are then the defaults). Versions live in
// settings._versions, by section name or document name; who saved each last, and when, in
// settings._changes (a stale save's 409 names them).
import type { LastChange } from '../../plugins/repositories/define';
import type { FastifyBaseLogger } from 'fastify';
import type { FirmSettingsRow } from '../../plugins/repositories/firms';
import { sectionsOf, type DocumentName, type SectionName, type SectionValues } from './defaults';
import { isPlain, type Plain } from './plain';
import { getPath, parseDocument, sectionFrom, storedValue, type SectionRead } from './read';

/** Sections, documents, and the versioned objects of lib/settings/keyed.ts. */
export type VersionKey = SectionName | DocumentName | 'systemConfig' | 'firmProfile';

export const VERSIONS_KEY = '_versions';

/** A section or document nobody saved yet is at version 1; every save adds one. */
export const versionOf = (settings: Record<string, unknown>, key: VersionKey): number => {
  const all = settings[VERSIONS_KEY];
  const v = isPlain(all) ? all[key] : undefined;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
};

export const withVersion = (
  settings: Record<string, unknown>,
  key: VersionKey,
  version: number,
) => {
  const all = settings[VERSIONS_KEY];
  return { ...settings, [VERSIONS_KEY]: { ...(isPlain(all) ? all : {}), [key]: version } };
};

export const CHANGES_KEY = '_changes';

/** A saved section or document: its new version, who saved it and when. */
export const withChange = (
  settings: Record<string, unknown>,
  key: VersionKey,
  version: number,
  by: string,
  at = new Date(),
) => {
  const all = settings[CHANGES_KEY];
  return {
    ...withVersion(settings, key, version),
    [CHANGES_KEY]: { ...(isPlain(all) ? all : {}), [key]: { by, at: at.toISOString() } },
  };
};

/** The version of a section or document and its last saver (null when not recorded). */
export const lastChangeOf = (settings: Record<string, unknown>, key: VersionKey): LastChange => {
  const all = settings[CHANGES_KEY];
  const c = isPlain(all) && isPlain(all[key]) ? all[key] : {};
  const at = typeof c.at === 'string' ? new Date(c.at) : null;
  return {
    version: versionOf(settings, key),
    updatedBy: typeof c.by === 'string' ? c.by : null,
    updateTime: at && !Number.isNaN(at.getTime()) ? at : null,
  };
};

/** `{ a: { b: value } }` for the path `a.b`, merged into `doc` (a new object; doc is unchanged). */
export const setPath = (doc: Plain, path: string, value: unknown): Plain => {
  const [head, ...rest] = path.split('.');
  if (!rest.length) return { ...doc, [head]: value };
  const inner = isPlain(doc[head]) ? (doc[head] as Plain) : {};
  return { ...doc, [head]: setPath(inner, rest.join('.'), value) };
};

export interface WithMeta {
  version: number;
  corrupt?: true;
}

const meta = (version: number, corrupt: boolean): WithMeta =>
  corrupt ? { version, corrupt: true } : { version };

/** One settings-stored section as GET answers it. */
export const sectionAnswer = <K extends SectionName>(row: FirmSettingsRow, name: K) => {
  const read = sectionFrom(row, name, storedValue(row, name));
  return { ...read.values, ...meta(versionOf(row.settings, name), read.invalid) };
};

export interface DocumentRead {
  sections: { [K in SectionName]?: SectionRead<K> };
  /** The text or one of its sections could not be read. */
  corrupt: boolean;
  version: number;
  /** The document as stored, parsed ({} when unreadable). */
  doc: Plain;
  /** The stored text when it is not a JSON object at all. */
  unreadableText?: string;
}

export const readDocument = (
  row: FirmSettingsRow,
  name: DocumentName,
  log?: FastifyBaseLogger,
): DocumentRead => {
  const parsed = parseDocument(row[name]);
  const sections: DocumentRead['sections'] = {};
  let corrupt = parsed.corrupt;
  for (const s of sectionsOf(name)) {
    const read = sectionFrom(row, s, getPath(parsed.doc, s));
    corrupt ||= read.invalid;
    Object.assign(sections, { [s]: read });
  }
  if (corrupt) {
    log?.warn(
      { document: name, reason: parsed.reason },
      'unreadable firm settings; serving defaults',
    );
  }
  return {
    sections,
    corrupt,
    version: versionOf(row.settings, name),
    doc: parsed.doc,
    unreadableText: parsed.corrupt ? row[name] : undefined,
  };
};

export const valuesOf = <K extends SectionName>(read: DocumentRead, name: K): SectionValues[K] =>
  (read.sections[name] as SectionRead<K>).values;

/** A document's sections nested by their paths, with version and corrupt. */
export const documentAnswer = (read: DocumentRead, name: DocumentName) => {
  let out: Plain = {};
  for (const s of sectionsOf(name)) out = setPath(out, s, valuesOf(read, s));
  return { ...out, ...meta(read.version, read.corrupt) };
};

/** conf.app (GET /firm/appconf): what the shell needs, always complete. */
export const confApp = (row: FirmSettingsRow, log?: FastifyBaseLogger) => {
  const app = readDocument(row, 'appConf', log);
  const set = readDocument(row, 'appConfSet', log);
  const login = sectionFrom(row, 'loginRegSet', storedValue(row, 'loginRegSet')).values;
  return {
    assets: { imgs: valuesOf(app, 'assets.imgs') },
    adminFuncSwitch: valuesOf(app, 'adminFuncSwitch'),
    cardMenu: valuesOf(app, 'cardMenu'),
    icp: sectionFrom(row, 'icpSet', storedValue(row, 'icpSet')).values.icp,
    login: { selfRegister: login.selfRegister, methods: login.methods },
    card: valuesOf(set, 'card'),
    ...meta(app.version, app.corrupt),
  };
};
