import { derivedCallSpec, derivedCallsOf } from '../../api/resource-calls';
import type { AdminLevel, FormSchema, Permission } from './types';

// Shapes of schemas/resources/<name>.json (meta: schemas/meta/resource.schema.json): one entity
// declared as data. The server derives its routes, storage and checks from it (server/src/
// resources/); the schema check cross-checks it (lint-resources.ts).

/** Column types a resource may declare, mapped to PostgreSQL types by the server. */
export const columnTypes = [
  'text',
  'integer',
  'smallint',
  'bigint',
  'boolean',
  'numeric',
  'timestamp',
  'date',
  'jsonb',
] as const;
export type ColumnType = (typeof columnTypes)[number];

/** The operations a resource's permissions and calls are declared for. */
export const resourceOps = ['list', 'read', 'create', 'update', 'delete'] as const;
export type ResourceOp = (typeof resourceOps)[number];

/** `owner`: the signed-in lawyer whose id the record's owner field holds. */
export type ResourceAuth = Permission | 'owner';

export interface ResourceAccess {
  auth: ResourceAuth[];
  /** Admins of these office levels only (1–2 总所, 3–4 分所). */
  levels?: AdminLevel[];
}

/** A list filter on a document array: `param` matches records whose `field` contains it. */
export interface ContainsFilter {
  param: string;
  field: string;
  match: 'contains';
}
/**
 * A list filter written out: its query parameter named apart from its column (`operator` →
 * operatorName), several columns (a text filter matches when any contains the value), a name for
 * messages, or one end of a time range (`from`/`to`, inclusive).
 */
export interface ColumnFilter {
  param: string;
  column: string | string[];
  title?: string;
  match?: 'from' | 'to';
}
export type ResourceFilter = string | ColumnFilter | ContainsFilter;

export interface ResourceSchema {
  $schema?: string;
  name: string;
  title: string;
  table: string;
  /**
   * Form files (names under forms/) whose fields make up a record; the first is the main one.
   * Empty for a read-only built-in entity that others write (logs, messages): see `fields`.
   */
  forms: string[];
  /** The list file showing the resource, whose search fields must be filters. */
  list?: string;
  scope: {
    firm?: boolean;
    office?: string;
    owner?: string;
    /** The recipient's type ('admin' | 'lawyer') and id columns: each user sees only their own. */
    user?: { type: string; id: string };
  };
  access: Partial<Record<ResourceOp, ResourceAccess>>;
  columns: Record<string, ColumnType>;
  /** The jsonb column holding every form field that is not a column (none: all are columns). */
  document?: string;
  /** A resource without forms: the columns each record answers (its lists show only these). */
  fields?: string[];
  filters?: ResourceFilter[];
  sort?: string[];
  log?: Partial<Record<'create' | 'update' | 'delete', string>>;
  /** The calls of the call table it answers; a resource without code may leave them derived. */
  calls?: Partial<Record<ResourceOp, string>>;
  /** Routes in server code (built-in entities); without it the server serves derived routes. */
  code?: string;
  /** `settings`: one record per firm, in `sections` (no list, create or delete). */
  kind?: 'records' | 'settings';
  /** A settings resource's sections: section name → its form and who may read and change it. */
  sections?: Record<string, SettingsSection>;
  /** Form fields only hooks read (e.g. password, stored as its hash): never stored nor returned. */
  writeOnly?: string[];
  /** Rules in the server code that `code` names (named hooks); the server checks each exists. */
  hooks?: string[];
}

export interface SettingsSection {
  form: string;
  access: ResourceAccess;
}

/** Columns every resource table has besides its declared ones (the server adds them). */
export const systemColumns = ['id', 'firmId', 'version', 'updatedBy', 'createTime', 'updateTime'];

/**
 * The calls a resource answers: declared ones, and for a resource without code the derived
 * `<name>.<verb>` calls at `/resource/<name>/<verb>` (docs/architecture.md, Resources; the
 * console resolves them from the same file, src/api/resource-calls.ts).
 *
 * @example resourceCalls({ name: 'notice', … }).list // 'notice.list'
 */
export const resourceCalls = (r: ResourceSchema): Partial<Record<ResourceOp, string>> =>
  r.code
    ? { ...r.calls }
    : Object.fromEntries(Object.entries(derivedCallsOf(r)).map(([op, c]) => [op, c.name]));

export { derivedCallSpec };

/** Every field a record carries: the submittable fields of its forms, first form first. */
export const resourceFieldNames = (forms: FormSchema[]): string[] => [
  ...new Set(forms.flatMap((f) => submittableNames(f.schema.properties))),
];

const submittableNames = (props: FormSchema['schema']['properties']): string[] =>
  Object.entries(props).flatMap(([name, field]) =>
    field.type === 'void' ? submittableNames(field.properties ?? {}) : [name],
  );
