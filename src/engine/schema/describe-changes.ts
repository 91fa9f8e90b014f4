import { submittableFields } from './to-json-schema';
import type { EnumOption, FieldSchema, FormSchema } from './types';

export interface DescribeOptions {
  /** Labels of a map field's keys (an object field without properties), by field name. */
  keyLabels?: Record<string, Record<string, string>>;
}

type Plain = Record<string, unknown>;

const EMPTY = '（空）';
const MAX_TEXT = 50;

const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of plain values (arrays by position, objects by key). */
export const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => same(a[k], b[k]));
  }
  return false;
};

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

const labelOf = (options: EnumOption[] | undefined, v: unknown): string | undefined =>
  options?.find((o) => o.value === v)?.label;

/** A switch's own wording (开启/关闭 on the control) when it has one. */
const booleanText = (field: FieldSchema, v: boolean): string => {
  const props = field['x-component-props'] ?? {};
  const own = v ? props.checkedChildren : props.unCheckedChildren;
  return typeof own === 'string' ? own : v ? '开启' : '关闭';
};

const scalarText = (field: FieldSchema, v: unknown): string => {
  if (v === undefined || v === null || v === '') return EMPTY;
  const label = labelOf(field.enum, v);
  if (label !== undefined) return label;
  if (typeof v === 'boolean') return booleanText(field, v);
  if (typeof v === 'string') return clip(v);
  if (typeof v === 'number') return String(v);
  return clip(JSON.stringify(v));
};

const listText = (field: FieldSchema, v: unknown): string => {
  if (!Array.isArray(v) || v.length === 0) return '无';
  const options = field.items?.enum ?? field.enum;
  if (field.items?.type === 'object') return `${v.length} 项`;
  // Option labels are short and bounded by the options, so a choice list is shown whole.
  if (options) return v.map((e) => labelOf(options, e) ?? scalarText({}, e)).join('、');
  return clip(v.map((e) => scalarText(field.items ?? {}, e)).join('、'));
};

/** A field's value in the words of the form (enum labels, 开启/关闭, lists joined by 、). */
export const valueText = (field: FieldSchema, v: unknown): string =>
  field.type === 'array' ? listText(field, v) : scalarText(field, v);

const describeField = (
  name: string,
  field: FieldSchema,
  before: unknown,
  after: unknown,
  opts: DescribeOptions,
  prefix: string,
): string[] => {
  if (same(before, after)) return [];
  const title = `${prefix}${field.title ?? name}`;
  const type = field.type ?? 'string';
  if (type === 'object') {
    const b = isPlain(before) ? before : {};
    const a = isPlain(after) ? after : {};
    if (field.properties) return describeProps(field.properties, b, a, opts, `${title}·`);
    // A map (e.g. menu switches): one line per changed key, named by its label when known.
    const labels = opts.keyLabels?.[name] ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys
      .filter((k) => !same(b[k], a[k]))
      .map((k) => `${title}·${labels[k] ?? k}：${scalarText({}, b[k])} → ${scalarText({}, a[k])}`);
  }
  if (type === 'array') {
    const b = listText(field, before);
    const a = listText(field, after);
    // Rows of objects with the same count changed inside: say so rather than "3 项 → 3 项".
    return [b === a ? `${title}：已修改（${a}）` : `${title}：${b} → ${a}`];
  }
  return [`${title}：${scalarText(field, before)} → ${scalarText(field, after)}`];
};

const describeProps = (
  props: Record<string, FieldSchema>,
  before: Plain,
  after: Plain,
  opts: DescribeOptions,
  prefix: string,
): string[] =>
  submittableFields(props).flatMap(([name, field]) =>
    describeField(name, field, before[name], after[name], opts, prefix),
  );

/**
 * What a settings save changed, in the words of the form: one `标题：旧 → 新` per changed field,
 * using field titles and enum labels, joined by "；". Empty when nothing changed. The server
 * writes it into the setting log's detail (docs/contract-settings.md).
 *
 * @example describeChanges(sortForm, { way: 'updateTime' }, { way: 'pinyin' })
 * // '名片排序：最近更新 → 姓名拼音'
 */
export const describeChanges = (
  form: FormSchema,
  before: unknown,
  after: unknown,
  opts: DescribeOptions = {},
): string =>
  describeProps(
    form.schema.properties,
    isPlain(before) ? before : {},
    isPlain(after) ? after : {},
    opts,
    '',
  ).join('；');
