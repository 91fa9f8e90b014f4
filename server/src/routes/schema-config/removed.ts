// Fields a form change drops (removed, or renamed away) and how many of the firm's records hold a
// value there: what 页面配置 asks to confirm before publishing. The data stays in the database
// either way; a field published again shows it again. Where a field is stored comes from the
// resource files (schemas/resources): one of the declared columns, else a key of the jsonb
// document.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formFields } from '../../../../src/engine/schema/diff';
import type { ResourceSchema } from '../../../../src/engine/schema/resource';
import { snake } from '../../resources/table';

export interface RemovedField {
  name: string;
  title: string;
  count: number;
}

const EMPTY_JSON = sql`('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb)`;

/** A non-empty value of `name` in a row of resource `r`; undefined when it cannot be stored. */
const holds = (r: ResourceSchema, name: string): SQL | undefined => {
  if (Object.hasOwn(r.columns, name)) {
    const c = sql.identifier(snake(name));
    return sql`(${c} is not null and ${c}::text not in ('', '[]', '{}'))`;
  }
  if (!r.document) return undefined;
  const value = sql`${sql.identifier(snake(r.document))} -> ${name}`;
  return sql`(${value} is not null and ${value} not in ${EMPTY_JSON})`;
};

// Settings forms are sections of the firm's one settings document, not records: a dropped
// section field is a setting, not user data, so they are not counted (resource kind 'settings').
const recordsOf = (app: FastifyInstance, form: string): ResourceSchema[] =>
  Object.values(app.schemas.resources).filter(
    (r) => r.kind !== 'settings' && r.forms.includes(form) && r.scope.firm,
  );

/**
 * The fields of form `form` present `before` and absent `after`, each with the number of the
 * firm's records holding a value there (0 when no resource stores the form).
 */
export const removedFields = async (
  app: FastifyInstance,
  firmId: number,
  form: string,
  before: unknown,
  after: unknown,
): Promise<RemovedField[]> => {
  const kept = new Set(formFields(after).map((f) => f.name));
  const gone = formFields(before).filter((f) => !kept.has(f.name));
  const resources = recordsOf(app, form);
  const out: RemovedField[] = [];
  for (const f of gone) {
    let count = 0;
    for (const r of resources) {
      const cond = holds(r, f.name);
      if (!cond) continue;
      const res = await app.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(r.table)} where firm_id = ${firmId} and ${cond}`,
      );
      // Both drivers answer { rows }; Drizzle's type for execute() differs between them.
      const [row] = (res as unknown as { rows: Array<{ n: number }> }).rows;
      count += Number(row?.n ?? 0);
    }
    out.push({ ...f, count });
  }
  return out;
};
