// Saving settings: one transaction that locks the firm row, checks the version the client saw
// (409 when someone saved first), merges the sent values over the current ones, writes them and
// the setting log (before → after in Chinese). What was stored but unreadable is copied into that
// log, so a save never loses it silently.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import routesJson from '../../../../schemas/routes.json';
import { describeChanges } from '../../../../src/engine/schema/describe-changes';
import type { RoutesFile } from '../../../../src/engine/schema/types';
import type { Db } from '../../db/client';
import { createFirms, type FirmRepo } from '../../plugins/repositories/firms';
import { auditSetting } from '../audit';
import { savedBy } from '../saved-by';
import { badRequest, conflict, notFound } from '../biz-error';
import {
  sectionsOf,
  switchNames,
  type DocumentName,
  type SectionName,
  type SectionValues,
  type StoredSectionName,
} from './defaults';
import { lastChangeOf, readDocument, setPath, versionOf, withChange } from './documents';
import { isPlain, type Plain } from './plain';
import { getPath, sectionFrom, type SectionRead } from './read';
import { formOf, titleOf } from './sections';
import { mergeValues, problemWith } from './values';

const UNCHANGED = '未修改设置内容';

/** Route titles name the menu switches in the log (菜单开关·机构管理：开启 → 关闭). */
const switchLabels = Object.fromEntries(
  (routesJson as unknown as RoutesFile).routes
    .filter((r) => r.name && switchNames.includes(r.name))
    .map((r) => [r.name as string, r.title]),
);

const describe = (name: SectionName, before: unknown, after: unknown) =>
  describeChanges(formOf(name), before, after, { keyLabels: { global: switchLabels } });

const keptNote = (old: string) => `原设置无法读取，已被本次保存替换，原内容：${old}`;

/** Rules that need the database: the home page may feature only the firm's published content. */
const checkReferences = async (firms: FirmRepo, firmId: number, name: SectionName, sent: Plain) => {
  if (name !== 'index' || !Array.isArray(sent.featured)) return;
  const ids = (sent.featured as unknown[]).filter((v): v is number => typeof v === 'number');
  const published = await firms.publishedContentIds(firmId, ids);
  const bad = ids.filter((id) => !published.has(id));
  if (bad.length) throw badRequest(`推荐内容只能选择已发布的内容（ID ${bad.join('、')}）`);
};

const checked = (name: SectionName, sent: unknown): Plain => {
  if (!isPlain(sent)) throw badRequest(`${titleOf(name)}的设置内容必须是对象`);
  const problem = problemWith(name, sent);
  if (problem) throw badRequest(problem);
  return sent;
};

interface Ctx {
  app: FastifyInstance;
  request: FastifyRequest;
}

const inTransaction = <T>(app: FastifyInstance, fn: (db: Db) => Promise<T>) =>
  // A transaction offers the same query API as the database.
  app.db.transaction((tx) => fn(tx as unknown as Db));

/**
 * Saves one section kept in firm.settings; `sent` holds its fields only (no version/firmId).
 * Returns the new version.
 */
export const saveSection = async <K extends StoredSectionName>(
  { app, request }: Ctx,
  name: K,
  sent: Plain,
  version: number | undefined,
): Promise<number> => {
  const values = checked(name, sent);
  const firmId = request.firmId;
  return inTransaction(app, async (db) => {
    const firms = createFirms(db);
    const row = await firms.lockSettingsRow(firmId);
    if (!row) throw notFound('律所不存在');
    const current = versionOf(row.settings, name);
    if (version !== undefined && version !== current) {
      throw conflict(lastChangeOf(row.settings, name));
    }
    const stored = row.settings[name];
    const before = sectionFrom(row, name, stored);
    const after: SectionValues[K] = mergeValues(name, before.values, values);
    const by = savedBy(request).updatedBy;
    const settings = withChange({ ...row.settings, [name]: after }, name, current + 1, by);
    // The older mp_name column follows the section, so nothing reads a stale name.
    const mpName = name === 'mpconf' ? { mpName: (after as SectionValues['mpconf']).mpName } : {};
    await firms.writeSettings(firmId, { settings, ...mpName });
    const lines = [describe(name, before.values, after) || UNCHANGED];
    if (before.invalid) lines.push(keptNote(JSON.stringify(stored)));
    await auditSetting(app, request, titleOf(name), lines.join('；'), db);
    return current + 1;
  });
};

/** The sections in a sent document, by name; anything else in it is refused. */
const sectionsIn = (doc: Plain, name: DocumentName): Array<[SectionName, unknown]> => {
  const known = sectionsOf(name);
  const walk = (node: Plain, prefix: string): Array<[SectionName, unknown]> =>
    Object.entries(node).flatMap(([key, value]): Array<[SectionName, unknown]> => {
      const path = `${prefix}${key}`;
      const section = known.find((s) => s === path);
      if (section) return [[section, value]];
      if (known.some((s) => s.startsWith(`${path}.`)) && isPlain(value)) {
        return walk(value, `${path}.`);
      }
      throw badRequest(`未知的设置项：${path}`);
    });
  return walk(doc, '');
};

/** The sent text of a document: a JSON object of known sections, each valid. */
export const parseSentDocument = (text: string, name: DocumentName) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('设置内容不是有效的 JSON 文本');
  }
  if (!isPlain(parsed)) throw badRequest('设置内容必须是 JSON 对象');
  const sections = sectionsIn(parsed, name);
  if (!sections.length) throw badRequest('设置内容中没有要保存的设置项');
  return sections.map(([s, v]) => [s, checked(s, v)] as const);
};

/**
 * Saves the sections sent in a text document over the stored one (the other sections are left
 * as they are). Returns the document's new version.
 */
export const saveDocument = async (
  { app, request }: Ctx,
  name: DocumentName,
  text: string,
  version: number | undefined,
): Promise<number> => {
  const sent = parseSentDocument(text, name);
  const firmId = request.firmId;
  return inTransaction(app, async (db) => {
    const firms = createFirms(db);
    const row = await firms.lockSettingsRow(firmId);
    if (!row) throw notFound('律所不存在');
    const read = readDocument(row, name);
    if (version !== undefined && version !== read.version) {
      throw conflict(lastChangeOf(row.settings, name));
    }
    // An unreadable text is replaced as a whole; a readable one keeps what was not sent.
    let doc: Plain = read.unreadableText === undefined ? read.doc : {};
    const lines: string[] = [];
    for (const [section, values] of sent) {
      await checkReferences(firms, firmId, section, values);
      // readDocument reads every section of the document.
      const before = read.sections[section] as SectionRead<typeof section>;
      const after = mergeValues(section, before.values, values);
      doc = setPath(doc, section, after);
      const changes = describe(section, before.values, after) || UNCHANGED;
      lines.push(sent.length > 1 ? `${titleOf(section)}：${changes}` : changes);
      if (before.invalid) lines.push(keptNote(JSON.stringify(getPath(read.doc, section))));
    }
    if (read.unreadableText !== undefined) lines.push(keptNote(read.unreadableText));
    await firms.writeSettings(firmId, {
      [name]: JSON.stringify(doc),
      settings: withChange(row.settings, name, read.version + 1, savedBy(request).updatedBy),
    });
    const title = sent.map(([s]) => titleOf(s)).join('、');
    await auditSetting(app, request, title, lines.join('；'), db);
    return read.version + 1;
  });
};
