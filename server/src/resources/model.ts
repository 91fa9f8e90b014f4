// One resource's record as its declaration says (schemas/resources/<name>.json and its forms), for
// built-in routes that keep their own wire but take their fields from the form files (content,
// practice areas): a body becomes column values plus the jsonb document, a stored row becomes the
// record's form fields, and the response schema lists every form field. Nothing here names a
// field, so a field added to the form is stored, returned and shown with no code change; given a
// firm's schemas (resources/live-schemas.ts), a field the firm published as well.
import type { SchemaDir } from './schema-dir';
import type { ColumnType, ResourceOp, ResourceSchema } from '../../../src/engine/schema/resource';
import type { FormSchema } from '../../../src/engine/schema/types';
import type { JsonSchema } from '../lib/envelope';
import type { Access } from '../plugins/auth';
import type { UserType } from '../plugins/repositories/sessions';
import { accessOf } from './derived-routes';
import { documentFieldNames, normaliseFields, responseProps, splitRecord } from './derive';

export interface ResourceModel {
  resource: ResourceSchema;
  forms: FormSchema[];
  /** A body as every form field, normalised (resources/derive.ts normaliseFields). */
  fields(body: Record<string, unknown>): Record<string, unknown>;
  /** Normalised fields → the resource's column values and its jsonb document. */
  split(fields: Record<string, unknown>): {
    columns: Record<string, unknown>;
    document: Record<string, unknown>;
  };
  /**
   * A stored row → the record's form fields: the columns as stored, the others from the
   * document, normalised (rows written before a field was added lack its key).
   */
  recordOf(row: object): Record<string, unknown>;
  /** Response schemas of every form field (a resource without forms: of its `fields`). */
  props: Record<string, JsonSchema>;
  /** The 重要日志 action of a write: the declaration's `log` text, else 新增/修改/删除 + title. */
  logText(op: 'create' | 'update' | 'delete'): string;
  /**
   * The route access of an operation, from the declaration's `access`; with `only`, the part of
   * it for that kind of user (one operation served by a call per user type, e.g. the log lists).
   */
  access(op: ResourceOp, only?: UserType): Access;
}

// A formless resource's answer: the JSON type of each declared column.
const columnJson: Record<ColumnType, JsonSchema> = {
  text: { type: 'string' },
  integer: { type: 'integer' },
  smallint: { type: 'integer' },
  bigint: { type: 'integer' },
  boolean: { type: 'boolean' },
  numeric: { type: 'number' },
  timestamp: { type: 'string' },
  date: { type: 'string' },
  jsonb: {},
};

const verbs = { create: '新增', update: '修改', delete: '删除' } as const;

const models = new WeakMap<SchemaDir, Map<string, ResourceModel>>();

/**
 * The model of resource `name` in a set of schemas (the deployed one, `app.schemas`, or a firm's,
 * `app.liveSchemas.forFirm(firmId)`), built once per set. The resource file itself is never a
 * firm's own: only its forms are.
 */
export const resourceModel = (schemas: SchemaDir, name: string): ResourceModel => {
  const byName = models.get(schemas) ?? new Map<string, ResourceModel>();
  models.set(schemas, byName);
  const known = byName.get(name);
  if (known) return known;
  const resource = schemas.resources[name];
  const forms = resource.forms.map((f) => schemas.forms[f]);
  const inDocument = documentFieldNames(resource, forms);
  // A resource without forms answers its declared `fields`, all of them columns (the check).
  const asColumns = forms.length
    ? Object.keys(responseProps(forms)).filter((k) => !inDocument.includes(k))
    : (resource.fields ?? []);
  const model: ResourceModel = {
    resource,
    forms,
    fields: (body) => normaliseFields(forms, body),
    split: (fields) => splitRecord(resource, fields),
    recordOf: (row) => {
      const r = row as Record<string, unknown>;
      const doc = (resource.document ? r[resource.document] : null) ?? {};
      const all = normaliseFields(forms, doc as Record<string, unknown>);
      return {
        ...Object.fromEntries(inDocument.map((k) => [k, all[k]])),
        ...Object.fromEntries(asColumns.map((k) => [k, r[k]])),
      };
    },
    props: forms.length
      ? responseProps(forms)
      : Object.fromEntries(asColumns.map((k) => [k, columnJson[resource.columns[k]] ?? {}])),
    access: (op, only) => {
      const a = resource.access[op];
      // A route for an operation its resource does not declare is a mistake in server code.
      if (!a) throw new Error(`resources/${name}.json declares no access for "${op}"`);
      const access = accessOf(a);
      if (typeof access === 'string') return access;
      const roles = access.roles?.filter((r) => !only || r === only);
      const plain = !access.levels && !access.system;
      // Both kinds of user and nothing narrower: any signed-in user (the route table's 'user').
      if (plain && roles?.length === 2) return 'user';
      return { ...access, roles };
    },
    logText: (op) => resource.log?.[op] ?? `${verbs[op]}${resource.title}`,
  };
  byName.set(name, model);
  return model;
};
