// A stale save (409 内容已被他人修改): who saved first and when, from the refusal's data, and which
// fields differ between what the user typed and the record as it is now, shown in the form's
// words (describe-changes.ts formatting). Pure: the dialog (render/conflict-dialog.tsx) shows it.
import { same, valueText } from './describe-changes';
import { submittableFields } from './to-json-schema';
import type { FieldSchema, FormSchema } from './types';

type Plain = Record<string, unknown>;

export const CONFLICT_TITLE = '内容已被他人修改';
const SOMEONE = '其他用户';

/** What a 409 says about the record now. */
export interface ConflictInfo {
  version: number | null;
  updatedBy: string | null;
  updateTime: string | null;
}

/** One field the user and the current record disagree on. */
export interface ConflictRow {
  key: string;
  label: string;
  mine: string;
  current: string;
}

const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The conflict of an error (anything with `code` and `data`), or null when it is none. */
export const conflictOf = (error: unknown): ConflictInfo | null => {
  if (!isPlain(error) && !(error instanceof Error)) return null;
  const { code, data } = error as { code?: unknown; data?: unknown };
  if (code !== '409') return null;
  const d = isPlain(data) ? data : {};
  return {
    version: typeof d.version === 'number' ? d.version : null,
    updatedBy: typeof d.updatedBy === 'string' && d.updatedBy ? d.updatedBy : null,
    updateTime: typeof d.updateTime === 'string' ? d.updateTime : null,
  };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22 09:05`, in the browser's time zone; '' for a missing or unreadable time. */
export const conflictTime = (iso: string | null): string => {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * The dialog's sentence: who changed the record and when.
 *
 * @example conflictSentence({ updatedBy: '赵晓雯', updateTime: '2026-11-22T01:05:00Z', version: 3 })
 * // '赵晓雯 于 2026-11-22 09:05 修改了此内容，您的修改尚未保存。'
 */
export const conflictSentence = (info: ConflictInfo): string => {
  const when = conflictTime(info.updateTime);
  return `${info.updatedBy ?? SOMEONE}${when ? ` 于 ${when}` : ''} 修改了此内容，您的修改尚未保存。`;
};

// Empty in any form ('' / null / missing / []) is one value: it is not a difference.
const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const rowsOf = (
  props: Record<string, FieldSchema>,
  mine: Plain,
  current: Plain,
  prefix: string,
): ConflictRow[] =>
  submittableFields(props).flatMap(([name, field]): ConflictRow[] => {
    // Only what the user's save carries: fields they could not send are not theirs to compare.
    if (!(name in mine)) return [];
    const a = mine[name];
    const b = current[name];
    if (same(a, b) || (blank(a) && blank(b))) return [];
    const label = `${prefix}${field.title ?? name}`;
    if (field.type === 'object' && field.properties) {
      return rowsOf(field.properties, isPlain(a) ? a : {}, isPlain(b) ? b : {}, `${label}·`);
    }
    return [
      { key: `${prefix}${name}`, label, mine: valueText(field, a), current: valueText(field, b) },
    ];
  });

/**
 * The fields where the user's values and the current record differ, labelled and formatted as
 * the form shows them (enum labels, 开启/关闭, lists joined by 、; nested objects flattened as
 * 标题·子标题).
 *
 * @example conflictRows(officeForm, { name: '上海分所' }, { name: '上海分所（新）' })
 * // [{ key: 'name', label: '机构名称', mine: '上海分所', current: '上海分所（新）' }]
 */
export const conflictRows = (form: FormSchema, mine: unknown, current: unknown): ConflictRow[] =>
  rowsOf(form.schema.properties, isPlain(mine) ? mine : {}, isPlain(current) ? current : {}, '');
