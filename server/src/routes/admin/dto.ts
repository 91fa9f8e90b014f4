// An admin account as resources/admin.json and forms/office-admin.json declare it: the columns the
// server filters and checks uniqueness on (username, name, mobile, status, office, level) and every
// other field of the form in the jsonb `content`; the password is write-only (the hashPassword
// hook stores its hash), so it is neither stored as sent nor answered. The form is the firm's
// (its published version, else the file: resources/live-schemas.ts).
import type { SchemaDir } from '../../resources/schema-dir';
import { toJsonSchema } from '../../../../src/engine/schema/to-json-schema';
import { bool, int, obj, str, strOrNull, type JsonSchema } from '../../lib/envelope';
import type { AdminRow } from '../../plugins/repositories/admins';
import {
  documentFieldNames,
  normaliseFields,
  responseProps,
  splitRecord,
} from '../../resources/derive';

/** What admin code reads of an account's form fields; the rest travel in `content`. */
export interface AdminValues {
  username: string;
  name: string;
  mobile: string;
  status: number;
  content: Record<string, unknown>;
}

export interface AdminModel {
  /** A create body → column values and `content`. */
  created(body: Record<string, unknown>): AdminValues;
  /**
   * An edit body → the columns the edit form sends (not its create-only ones, e.g. 登录账号) and
   * `content` merged over the stored one.
   */
  edited(body: Record<string, unknown>, stored: AdminRow): Partial<AdminValues>;
  schema: JsonSchema;
  toRecord(a: AdminRow): Record<string, unknown>;
}

const models = new WeakMap<SchemaDir, AdminModel>();

/** The admin model of a set of schemas (the deployed one, or a firm's). */
export const adminModel = (schemas: SchemaDir): AdminModel => {
  const known = models.get(schemas);
  if (known) return known;
  // The resource file is not editable at runtime (the routes checked it is there at start).
  const resource = schemas.resources.admin;
  const forms = resource.forms.map((name) => schemas.forms[name]);
  const inDocument = documentFieldNames(resource, forms);
  const editable = new Set(
    forms.flatMap((f) => Object.keys(toJsonSchema(f, 'update').properties ?? {})),
  );
  const split = (body: Record<string, unknown>) =>
    splitRecord(resource, normaliseFields(forms, body));
  const documentOf = (content: Record<string, unknown>) => {
    const all = normaliseFields(forms, content);
    return Object.fromEntries(inDocument.map((k) => [k, all[k]]));
  };
  const model: AdminModel = {
    created: (body) => {
      const { columns, document } = split(body);
      // The body has passed the form's schema, whose columns these are.
      return { ...(columns as Omit<AdminValues, 'content'>), content: document };
    },
    edited: (body, stored) => {
      const { columns, document } = split(body);
      const sent = (o: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(o).filter(([k]) => editable.has(k)));
      return { ...sent(columns), content: { ...stored.content, ...sent(document) } };
    },
    // Routes declare the deployed form's record; a firm's published fields pass as they are.
    schema: {
      ...obj({
        ...Object.fromEntries(
          Object.entries(responseProps(forms)).filter(([k]) => inDocument.includes(k)),
        ),
        id: int,
        username: str,
        name: str,
        mobile: str,
        level: int,
        status: int,
        system: bool,
        organizationId: int,
        createTime: str,
        lastLoginTime: strOrNull,
        // The edit dialog opens from the row: without the version its save could not be checked.
        version: int,
      }),
      additionalProperties: true,
    },
    toRecord: (a) => ({
      ...documentOf(a.content ?? {}),
      id: a.id,
      username: a.username,
      name: a.name,
      mobile: a.mobile,
      level: a.level,
      status: a.status,
      system: a.system,
      organizationId: a.organizationId,
      createTime: a.createTime.toISOString(),
      lastLoginTime: a.lastLoginTime?.toISOString() ?? null,
      version: a.version,
    }),
  };
  models.set(schemas, model);
  return model;
};
