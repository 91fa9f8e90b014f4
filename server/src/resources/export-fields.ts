// Columns a list's 导出 (a `download` action) adds by naming fields (`fields`, as a list column
// is written): the export appends one column per field, so a field added to a form reaches the
// sheet by naming it there. The schema check refuses a name that is not a field of the resource.
import type { ColumnDef, ListSchema } from '../../../src/engine/schema/types';

/** The `fields` of the list's download action for `call` (none = the fixed columns only). */
export const downloadFields = (list: ListSchema | undefined, call: string): ColumnDef[] =>
  [...(list?.toolbar ?? []), ...(list?.rowActions ?? [])].find(
    (a) => a.type === 'download' && a.call === call,
  )?.fields ?? [];

/** A stored value as one cell: text and numbers as they are, lists joined, records as text. */
export const exportCell = (v: unknown): string | number => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => String(exportCell(x))).join('、');
  if (typeof v === 'object')
    return Object.values(v as Record<string, unknown>)
      .filter((x) => x !== null && x !== '')
      .map((x) => String(exportCell(x)))
      .join(' ');
  return String(v);
};
