// Checking and completing section values, for what a client sends and for what is stored: the
// rules are the form's JSON Schema (sections.ts) with the project's ajv setup, so the message a
// user reads is the one the console shows for the same field.
import type { ValidateFunction } from 'ajv';
import { submittableFields, type JsonSchema } from '../../../../src/engine/schema/to-json-schema';
import type { FieldSchema } from '../../../../src/engine/schema/types';
import { makeAjv } from '../../plugins/validation';
import { isMediaUrl } from '../../routes/card/forms';
import { messageFor } from '../validation-messages';
import { switchNames, type SectionName, type SectionValues } from './defaults';
import { isPlain, type Plain } from './plain';
import { onServedSchemasChange } from './forms';
import { formOf, schemaOf } from './sections';

const ajv = makeAjv(false);
const compiled = new Map<SectionName, ValidateFunction>();
// Another schemas directory (a test's copy) brings other forms: compile them afresh.
onServedSchemasChange(() => compiled.clear());

const validatorOf = (name: SectionName) => {
  let v = compiled.get(name);
  if (!v) {
    v = ajv.compile(schemaOf(name));
    compiled.set(name, v);
  }
  return v;
};

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

const isPrimitive = (v: unknown) => v === null || typeof v !== 'object';

/**
 * The console sends an emptied optional field as null: that is an empty text or list here (other
 * nulls drop out, so the current value stays). Lists of plain values lose duplicates.
 */
export const cleanValue = (value: unknown, schema: JsonSchema): unknown => {
  if (value === null) {
    const types = typesOf(schema);
    if (types.includes('string')) return '';
    if (types.includes('array')) return [];
    return undefined;
  }
  if (Array.isArray(value)) {
    const items = schema.items ?? {};
    const list = value.map((v) => cleanValue(v, items));
    return list.every(isPrimitive) ? [...new Set(list)] : list;
  }
  if (isPlain(value)) {
    const props = schema.properties ?? {};
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, cleanValue(v, props[k] ?? {})] as const)
        .filter(([, v]) => v !== undefined),
    );
  }
  return value;
};

/** A link opens a mini-program page (/pages/…) or a web page; nothing else (no javascript:). */
const isLink = (v: string) => /^(\/(?!\/)|https?:\/\/)[^\s<>"]*$/.test(v);

/**
 * Server-only rules on addresses: an uploaded image is one of our files or an http(s) image (as
 * for content covers), and a banner's link is a page address.
 */
const addressProblem = (props: Record<string, FieldSchema>, value: unknown): string | undefined => {
  if (!isPlain(value)) return undefined;
  for (const [name, field] of submittableFields(props)) {
    const v = value[name];
    const title = field.title ?? name;
    if (typeof v === 'string' && v !== '') {
      if (field['x-component'] === 'ImageUpload' && !isMediaUrl(v)) return `${title}地址不正确`;
      if (name === 'link' && !isLink(v)) return `${title}格式不正确`;
    }
    const inner = field.type === 'array' ? field.items?.properties : field.properties;
    const list = Array.isArray(v) ? v : [v];
    for (const item of inner ? list : []) {
      const problem = addressProblem(inner ?? {}, item);
      if (problem) return problem;
    }
  }
  return undefined;
};

/** Why the values cannot be saved (a Chinese message), or undefined when they are fine. */
export const problemWith = (name: SectionName, value: unknown): string | undefined => {
  if (name === 'adminFuncSwitch' && isPlain(value) && isPlain(value.global)) {
    const unknown = Object.keys(value.global).filter((k) => !switchNames.includes(k));
    if (unknown.length) return `未知的菜单开关：${unknown.join('、')}`;
  }
  const validate = validatorOf(name);
  if (validate(value)) return addressProblem(formOf(name).schema.properties, value);
  const first = validate.errors?.[0];
  return first ? messageFor(first, schemaOf(name), 'body') : '设置内容不正确';
};

/** The section after a save: the sent fields over the current ones (a map merges key by key). */
export const mergeValues = <K extends SectionName>(
  name: K,
  current: SectionValues[K],
  sent: Plain,
): SectionValues[K] => {
  const cleaned = cleanValue(sent, schemaOf(name)) as Plain;
  const merged: Plain = { ...(current as Plain), ...cleaned };
  if (name === 'adminFuncSwitch') {
    const before = (current as SectionValues['adminFuncSwitch']).global;
    merged.global = { ...before, ...(isPlain(cleaned.global) ? cleaned.global : {}) };
  }
  // Checked by problemWith and completed from `current`, which has the section's type.
  return merged as SectionValues[K];
};

/** Whether stored values (already shaped like the defaults) satisfy the section's rules. */
export const storedIsValid = (name: SectionName, value: unknown): boolean =>
  problemWith(name, cleanValue(value, schemaOf(name))) === undefined;
