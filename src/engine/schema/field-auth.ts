import { submittableFields } from './to-json-schema';
import type { FieldSchema, FormSchema } from './types';

/**
 * Field permissions (`"x-auth": ["ADMIN"]`): one form file serves every kind of user, and each
 * sees, and may send, only the fields their permissions allow. The console renders the viewer's
 * form and the server derives that viewer's body schema from the same result, so a field a lawyer
 * may not change is neither shown to them nor accepted from them.
 *
 * @example formForViewer(cardForm, ['LAWYER']) // the card form without sort, organizationId…
 */

/** Whether a viewer holding `auth` may see and change the field; no x-auth = everyone may. */
export const mayEdit = (field: FieldSchema, auth: readonly string[]): boolean => {
  const allowed = field['x-auth'];
  return !allowed || allowed.some((p) => auth.includes(p));
};

const strip = (
  props: Record<string, FieldSchema>,
  auth: readonly string[],
): Record<string, FieldSchema> =>
  Object.fromEntries(
    Object.entries(props)
      .filter(([, f]) => mayEdit(f, auth))
      .map(([name, f]) => [name, withoutDenied(f, auth)]),
  );

const withoutDenied = (f: FieldSchema, auth: readonly string[]): FieldSchema => {
  let out = f;
  if (f.properties) out = { ...out, properties: strip(f.properties, auth) };
  if (f.items) out = { ...out, items: withoutDenied(f.items, auth) };
  return out;
};

/** The form as a viewer sees it: fields they may not change are gone, at every depth. */
export const formForViewer = (form: FormSchema, auth: readonly string[]): FormSchema => ({
  ...form,
  schema: { ...form.schema, properties: strip(form.schema.properties, auth) },
});

/**
 * The top-level values a viewer may not send, with their titles: what the server names when it
 * refuses them (无权修改排序权重). Void containers are looked through, as the payload has no
 * level for them.
 */
export const deniedFields = (
  form: FormSchema,
  auth: readonly string[],
): Array<{ name: string; title: string }> =>
  submittableFields(form.schema.properties)
    .filter(([, f]) => !mayEdit(f, auth))
    .map(([name, f]) => ({ name, title: f.title ?? name }));
