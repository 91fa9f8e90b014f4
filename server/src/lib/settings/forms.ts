// The schemas directory whose settings forms the server serves (resources/settings.json names a
// form per section). One server process serves one directory; buildApp sets it (app.ts) before any
// route reads it, and code that runs without an app (seeds, scripts) reads the repository's own.
import type { FieldSchema, FormSchema } from '../../../../src/engine/schema/types';
import { loadSchemaDir, type SchemaDir } from '../../resources/schema-dir';

let served: SchemaDir | undefined;
const onChange: Array<() => void> = [];

export const servedSchemas = (): SchemaDir => (served ??= loadSchemaDir());

/** Serves `dir` and drops whatever was derived from the one before (compiled validators). */
export const serveSchemas = (dir: SchemaDir) => {
  if (served === dir) return;
  served = dir;
  for (const reset of onChange) reset();
};

/** Runs `reset` whenever the served directory changes. */
export const onServedSchemasChange = (reset: () => void) => onChange.push(reset);

/** The form of a section, or undefined when the settings resource does not name one. */
export const sectionForm = (name: string): FormSchema | undefined => {
  const dir = servedSchemas();
  const form = dir.resources.settings?.sections?.[name]?.form;
  return form ? dir.forms[form] : undefined;
};

/** What a field holds before anyone saves it: its `default`, else the empty value of its type. */
const initialOf = (field: FieldSchema): unknown => {
  if (field.default !== undefined) return field.default;
  switch (field.type) {
    case 'string':
      return '';
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return typeof field.minimum === 'number' ? field.minimum : 0;
    case 'object':
      return initialValues(field.properties ?? {});
    default:
      return undefined;
  }
};

const initialValues = (props: Record<string, FieldSchema>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(props).flatMap(([name, field]): Array<[string, unknown]> =>
      field.type === 'void'
        ? Object.entries(initialValues(field.properties ?? {}))
        : initialOf(field) === undefined
          ? []
          : [[name, initialOf(field)]],
    ),
  );

/**
 * A section's values before anyone saves them, for the fields of its form that the typed defaults
 * (defaults.ts) do not name: a field product staff add to a settings form is kept like the others.
 */
export const formInitials = (name: string): Record<string, unknown> => {
  const form = sectionForm(name);
  return form ? initialValues(form.schema.properties) : {};
};
