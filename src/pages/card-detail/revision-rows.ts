// 名片详情's comparison of a card's published version with its pending revision, pure: which fields
// to show, in the card form's order and words, which of them changed, and for lists which entries
// were added or removed. The fields are the form's own (forms/card.json), never a list in code.
import { same } from '../../engine/schema/describe-changes';
import { submittableFields } from '../../engine/schema/to-json-schema';
import type { FieldSchema, FormSchema } from '../../engine/schema/types';

type Plain = Record<string, unknown>;

export interface RevisionRow {
  key: string;
  /** The field's title in the form (姓名, 教育经历). */
  label: string;
  field: FieldSchema;
  published: unknown;
  pending: unknown;
  changed: boolean;
}

// Empty in any form ('' / null / missing / []) is one value: it is not a change.
const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One row per field of the form that either version fills, in the form's order; fields only a
 * new card has (its lawyer, `createOnly`) are not part of a version.
 *
 * @example revisionRows(cardForm, { name: '张伟' }, { name: '张伟伟' })
 * // [{ key: 'name', label: '姓名', published: '张伟', pending: '张伟伟', changed: true, … }]
 */
export const revisionRows = (
  form: FormSchema,
  published: unknown,
  pending: unknown,
): RevisionRow[] => {
  const before = isPlain(published) ? published : {};
  const after = isPlain(pending) ? pending : {};
  return submittableFields(form.schema.properties, new Set(form.createOnly ?? [])).flatMap(
    ([key, field]): RevisionRow[] => {
      const a = before[key];
      const b = after[key];
      if (blank(a) && blank(b)) return [];
      return [
        { key, label: field.title ?? key, field, published: a, pending: b, changed: !same(a, b) },
      ];
    },
  );
};

const optionLabel = (field: FieldSchema, v: unknown) =>
  (field.enum ?? field.items?.enum)?.find((o) => o.value === v)?.label;

/** A single value in the form's words: an option's label, 是/否, the text itself (not clipped). */
export const plainText = (field: FieldSchema, v: unknown): string => {
  if (v === undefined || v === null || v === '') return '';
  const label = optionLabel(field, v);
  if (label !== undefined) return label;
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return JSON.stringify(v);
};

/**
 * An entry of a list of records (教育经历: 学校, 专业, 学位, 时间) as one line, its filled parts in
 * the form's order.
 *
 * @example entryText(educationField, { school: '北京大学', degree: '硕士' }) // '北京大学 · 硕士'
 */
export const entryText = (field: FieldSchema, entry: unknown): string => {
  const props = field.items?.properties;
  if (!props || !isPlain(entry)) return plainText(field.items ?? {}, entry);
  return submittableFields(props)
    .map(([name, sub]) => plainText(sub, entry[name]))
    .filter(Boolean)
    .join(' · ');
};

export interface ListEntry {
  value: unknown;
  /** Not in the other version: added (pending side) or removed (published side). */
  differs: boolean;
}

/**
 * A list's entries, each marked when the other version has no equal entry: on the pending side
 * that is an added or edited entry, on the published side a removed or edited one.
 */
export const listEntries = (mine: unknown, other: unknown): ListEntry[] => {
  const theirs = Array.isArray(other) ? other : [];
  return (Array.isArray(mine) ? mine : []).map((value) => ({
    value,
    differs: !theirs.some((t) => same(t, value)),
  }));
};
