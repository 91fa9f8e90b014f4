import { sameAsRule } from './same-as';
import type { FieldSchema, FormMode, FormSchema } from './types';
import { isValidatorName, validators, type NamedValidator } from './validators';

/**
 * The JSON Schema (draft 2020-12) a form's payload must satisfy, derived from the same file the
 * console renders, so the server validates exactly what the form can send.
 *
 * @example toJsonSchema(officeForm, 'create') // { type: 'object', properties: { name: … } }
 */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  maxItems?: number;
  minItems?: number;
  pattern?: string;
  /** Chinese message for a failing `pattern` (a named validator's own wording). */
  'x-message'?: string;
  /** A check beyond the pattern (checks.ts), run by the server's ajv keyword of that name. */
  'x-check'?: string;
  /** The value must equal a sibling's (same-as.ts): the server's ajv keyword of that name. */
  'x-same-as'?: { field: string; message: string };
  [key: string]: unknown;
}

/** Caps applied where a schema sets none: no field may carry unbounded input. */
export const DEFAULT_MAX_LENGTH = 2000;
export const DEFAULT_MAX_ITEMS = 100;

const readOnlyPatterns = new Set(['readOnly', 'readPretty', 'disabled']);

/** Fields the user can actually submit: void containers are flattened, read-only ones dropped. */
export const submittableFields = (
  props: Record<string, FieldSchema>,
  skip: ReadonlySet<string> = new Set(),
): Array<[string, FieldSchema]> =>
  Object.entries(props).flatMap(([name, field]): Array<[string, FieldSchema]> => {
    if (field.type === 'void') return submittableFields(field.properties ?? {}, skip);
    if (skip.has(name) || readOnlyPatterns.has(field['x-pattern'] ?? '')) return [];
    return [[name, field]];
  });

const namedPatterns = (field: FieldSchema): NamedValidator[] => {
  const v = field['x-validator'];
  const names = typeof v === 'string' ? [v] : (v ?? []).map((r) => r.format);
  return names
    .filter((n): n is string => typeof n === 'string' && isValidatorName(n))
    .map((n) => validators[n as keyof typeof validators] as NamedValidator);
};

const fieldToJson = (field: FieldSchema, required: boolean): JsonSchema => {
  const out: JsonSchema = {};
  if (field.title) out.title = field.title;
  const type = field.type ?? 'string';
  if (type === 'object' && field.properties) {
    Object.assign(out, objectToJson(field.properties, new Set()));
  } else if (type === 'object') {
    // A map edited by one component (MenuSwitches: menu name → on/off): its keys are data, not
    // fields, so it must not be cut down to "no properties"; the server narrows it further.
    out.type = 'object';
  } else if (type === 'array') {
    out.type = 'array';
    out.items = field.items
      ? fieldToJson(field.items, true)
      : { type: 'string', maxLength: DEFAULT_MAX_LENGTH };
    out.maxItems = field.maxItems ?? DEFAULT_MAX_ITEMS;
    if (field.minItems !== undefined) out.minItems = field.minItems;
    else if (required) out.minItems = 1;
  } else {
    out.type = type;
    if (field.enum) out.enum = field.enum.map((o) => o.value);
    if (type === 'string' && !field.enum) {
      out.maxLength = field.maxLength ?? DEFAULT_MAX_LENGTH;
      // A required text left empty is "not entered": minLength 1 maps back to the required message.
      const min = field.minLength ?? (required ? 1 : undefined);
      if (min !== undefined) out.minLength = min;
      const patterns = [field.pattern, ...namedPatterns(field).map((p) => p.pattern)].filter(
        (p): p is string => Boolean(p),
      );
      if (patterns.length) {
        // Each rule keeps JSON Schema's search semantics: a lookahead from the start may skip
        // ahead, and a `^` inside can still only match at position 0.
        const joined = patterns.map((p) => `(?=[\\s\\S]*?(?:${p}))`).join('');
        // Optional fields may be sent empty; the pattern applies only to what was typed.
        out.pattern = required ? `^${joined}` : `^(?:$|${joined})`;
        const named = namedPatterns(field)[0];
        if (named) out['x-message'] = named.message;
        if (named?.check) out['x-check'] = named.check;
      }
    }
    if (type === 'number' || type === 'integer') {
      if (field.maximum !== undefined) out.maximum = field.maximum;
      if (field.minimum !== undefined) out.minimum = field.minimum;
    }
  }
  if (!required && out.type && !Array.isArray(out.type)) {
    out.type = [out.type as string, 'null'];
    if (out.enum) out.enum = [...out.enum, null];
  }
  return out;
};

const objectToJson = (
  props: Record<string, FieldSchema>,
  skip: ReadonlySet<string>,
): JsonSchema => {
  const fields = submittableFields(props, skip);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const siblings = Object.fromEntries(fields);
  for (const [name, field] of fields) {
    const isRequired = field.required === true;
    properties[name] = fieldToJson(field, isRequired);
    const same = sameAsRule(field, siblings);
    if (same) properties[name]['x-same-as'] = same;
    if (isRequired) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
};

export const toJsonSchema = (form: FormSchema, mode: FormMode): JsonSchema => {
  const skip = new Set(mode === 'update' ? (form.createOnly ?? []) : []);
  return objectToJson(form.schema.properties, skip);
};
