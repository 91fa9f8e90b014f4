import { formForViewer } from './field-auth';
import type { JsonSchema } from './to-json-schema';
import type { FieldSchema, FormMode, FormSchema, ObjectSchema } from './types';

/**
 * The Formily schema a form shows in a mode: create-only fields disappear when editing, and with
 * `viewerAuth` (the signed-in user's permissions) so do fields whose x-auth they lack.
 */
export const schemaForMode = (
  full: FormSchema,
  mode: FormMode,
  viewerAuth?: readonly string[],
): ObjectSchema => {
  const form = viewerAuth ? formForViewer(full, viewerAuth) : full;
  if (mode === 'create' || !form.createOnly?.length) return form.schema;
  const drop = new Set(form.createOnly);
  const strip = (props: Record<string, FieldSchema>): Record<string, FieldSchema> =>
    Object.fromEntries(
      Object.entries(props)
        .filter(([name]) => !drop.has(name))
        .map(([name, f]) => [name, f.properties ? { ...f, properties: strip(f.properties) } : f]),
    );
  return { ...form.schema, properties: strip(form.schema.properties) };
};

/**
 * Only what the server accepts leaves the console, at every depth: read-only values, unknown keys
 * and Formily's own bookkeeping in array rows stay behind. An emptied optional text becomes null.
 */
export const pickBySchema = (value: unknown, schema: JsonSchema): unknown => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (value === '' && types.includes('null')) return null;
  if (Array.isArray(value) && schema.items) {
    return value.map((v) => pickBySchema(v, schema.items as JsonSchema));
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && schema.properties) {
    const props = schema.properties;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k, v]) => k in props && v !== undefined)
        .map(([k, v]) => [k, pickBySchema(v, props[k])]),
    );
  }
  return value;
};
