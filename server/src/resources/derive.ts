// What the server derives from a resource's form files, so no entity re-declares its fields in
// code: the fields a record carries, how a submitted body is stored (empty text as null, absent
// lists as [], defaults applied), which fields live in the jsonb document, and the response
// schema of a record. Used by the built-in card and office routes and by derived resources alike.
import { toJsonSchema, type JsonSchema } from '../../../src/engine/schema/to-json-schema';
import type { FormSchema } from '../../../src/engine/schema/types';
import type { ResourceSchema } from '../../../src/engine/schema/resource';

/** The form's payload schema per field (create mode: every field the form can send). */
export const fieldSchemas = (forms: FormSchema[]): Record<string, JsonSchema> =>
  Object.assign({}, ...forms.map((f) => toJsonSchema(f, 'create').properties));

const typesOf = (s: JsonSchema): string[] =>
  Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];

/** The form's `default` of a top-level field, if any (e.g. 排序 0). */
const defaults = (forms: FormSchema[]): Record<string, unknown> =>
  Object.fromEntries(
    forms.flatMap((f) =>
      Object.entries(f.schema.properties)
        .filter(([, field]) => field.default !== undefined)
        .map(([name, field]) => [name, field.default]),
    ),
  );

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A body (or a stored record) as every field of the forms, normalised the same way each time:
 * required text trimmed; optional text left empty → null; absent numbers and flags → the form's
 * default or null; absent lists → [] (scalar lists without repeats); absent objects → null.
 *
 * @example normaliseFields(forms, { name: ' 张三 ', bio: '' }) // { name: '张三', bio: null, … }
 */
export const normaliseFields = (
  forms: FormSchema[],
  body: Record<string, unknown>,
): Record<string, unknown> => {
  const schemas = fieldSchemas(forms);
  const given = defaults(forms);
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(schemas)) {
    const v = body[name];
    const types = typesOf(s);
    const required = !types.includes('null');
    if (types.includes('array')) {
      const list = Array.isArray(v) ? v : [];
      out[name] = list.every((x) => x === null || typeof x !== 'object')
        ? [...new Set(list)]
        : list;
    } else if (types.includes('string')) {
      if (required) out[name] = typeof v === 'string' ? v.trim() : (v ?? given[name] ?? '');
      else out[name] = blank(v) ? (given[name] ?? null) : v;
    } else {
      out[name] = v ?? given[name] ?? null;
    }
  }
  return out;
};

/** The fields stored in the jsonb document: every form field that is not a column nor write-only. */
export const documentFieldNames = (r: ResourceSchema, forms: FormSchema[]): string[] =>
  Object.keys(fieldSchemas(forms)).filter(
    (name) => !(name in r.columns) && !r.writeOnly?.includes(name),
  );

/** Splits normalised fields into column values and the document (write-only fields in neither). */
export const splitRecord = (r: ResourceSchema, fields: Record<string, unknown>) => {
  const columns: Record<string, unknown> = {};
  const document: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (!r.writeOnly?.includes(k)) (k in r.columns ? columns : document)[k] = v;
  }
  return { columns, document };
};

/**
 * A field's response schema: its shape, without the input rules, and lenient about null and
 * about numbers in text (rows written by older code may hold them; the serializer would turn them
 * into text otherwise).
 */
const responseOf = (s: JsonSchema): JsonSchema => {
  const types = typesOf(s);
  if (types.includes('array')) {
    return { type: ['array', 'null'], items: s.items ? responseOf(s.items) : {} };
  }
  if (types.includes('object')) {
    if (!s.properties) return { type: ['object', 'null'], additionalProperties: true };
    return {
      type: ['object', 'null'],
      properties: Object.fromEntries(
        Object.entries(s.properties).map(([k, p]) => [k, responseOf(p)]),
      ),
    };
  }
  const base = types.filter((t) => t !== 'null');
  const plus = base.includes('string') ? ['integer'] : [];
  return { type: [...new Set([...base, ...plus, 'null'])] };
};

/** Response schemas of the forms' fields (every field, so nothing saved is left out of a read). */
export const responseProps = (forms: FormSchema[], skip: readonly string[] = []) =>
  Object.fromEntries(
    Object.entries(fieldSchemas(forms))
      .filter(([name]) => !skip.includes(name))
      .map(([name, s]) => [name, responseOf(s)]),
  );

/**
 * The document to store: `document` (every field of the current forms) over the `stored` one, so
 * a field a published form no longer has keeps its data (docs/architecture.md, Resources).
 */
export const keepUnknown = (
  stored: Record<string, unknown> | null | undefined,
  document: Record<string, unknown>,
): Record<string, unknown> => ({ ...(stored ?? {}), ...document });
