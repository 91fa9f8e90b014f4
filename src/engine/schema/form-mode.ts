import type { FieldSchema, FormMode, FormSchema, ObjectSchema } from './types';

/** The Formily schema a form shows in a mode: create-only fields disappear when editing. */
export const schemaForMode = (form: FormSchema, mode: FormMode): ObjectSchema => {
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

/** Only the keys the server accepts leave the console: read-only and unknown values stay behind. */
export const pickPayload = (
  values: Record<string, unknown>,
  allowed: readonly string[],
): Record<string, unknown> =>
  Object.fromEntries(
    allowed
      .filter((k) => values[k] !== undefined)
      .map((k) => [k, values[k] === '' ? null : values[k]]),
  );
