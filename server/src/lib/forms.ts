// The request bodies of the firm-scoped forms, derived from the same schema files the console
// renders (schemas/forms/*.json) so client and server can never disagree on a rule. Each route
// then adds its own keys (id, version, organizationId, firmId).
import { toJsonSchema, type JsonSchema } from '../../../src/engine/schema/to-json-schema';
import type { FormMode, FormSchema } from '../../../src/engine/schema/types';
import { firmIdField, idField } from './envelope';

export const versionField: JsonSchema = { type: 'integer', title: '版本', minimum: 1 };

/** The form's payload schema plus route keys; `required` lists the route keys that must be sent. */
export const formBody = (
  form: FormSchema,
  mode: FormMode,
  extra: Record<string, JsonSchema>,
  required: string[] = [],
): JsonSchema => {
  const base = toJsonSchema(form, mode);
  return {
    ...base,
    properties: { ...base.properties, ...extra, firmId: firmIdField },
    required: [...(base.required ?? []), ...required],
  };
};

export const updateKeys = { id: idField(), version: versionField };
