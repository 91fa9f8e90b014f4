// One import's reading, shared by its preview and its import (which reads the file again rather
// than trusting a preview: the data may have changed in between): the list's declaration → the
// columns, the sheet → rows of values and problems. Entity rules (unique mobiles, card scope)
// are added by the entity's routes.
import type { FastifyInstance } from 'fastify';
import { importColumns, type ImportColumn } from '../../../../src/engine/schema/import-columns';
import type { FormSchema, ImportDef } from '../../../../src/engine/schema/types';
import type { AuthUser } from '../../plugins/auth';
import type { SchemaDir } from '../../resources/schema-dir';
import { choicesFor } from './choices';
import { rowReader, type Choices, type ReadRow } from './rows';
import { decodeUpload, readSheet } from './sheet';
import { exampleRow } from './template';
import type { UploadBody } from './wire';

export interface ImportPlan {
  def: ImportDef;
  form: FormSchema;
  columns: ImportColumn[];
}

const plans = new WeakMap<SchemaDir, Map<string, ImportPlan | undefined>>();

/**
 * The import a list declares in a set of schemas, or undefined. The deployed set decides whether
 * the entity registers import routes at all; a request reads its firm's set (its published list
 * and form), so a field added there is a column of the template and of the import.
 */
export const importPlan = (schemas: SchemaDir, listName: string): ImportPlan | undefined => {
  const byList = plans.get(schemas) ?? new Map<string, ImportPlan | undefined>();
  plans.set(schemas, byList);
  if (byList.has(listName)) return byList.get(listName);
  const def = schemas.lists[listName]?.import;
  const form = def ? schemas.forms[def.form] : undefined;
  const plan = def && form ? { def, form, columns: importColumns(form, def.fields) } : undefined;
  byList.set(listName, plan);
  return plan;
};

/** The firm's import plan; the deployed one when the firm's list declares none. */
export const firmImportPlan = (
  app: FastifyInstance,
  firmId: number,
  listName: string,
  deployed: ImportPlan,
): ImportPlan => importPlan(app.liveSchemas.forFirm(firmId), listName) ?? deployed;

export interface ReadSheet {
  rows: ReadRow[];
  headers: Set<string>;
  choices: Map<string, Choices>;
}

export const EXAMPLE_ROW = '这是模板中的示例行，请删除后再导入';

/** The uploaded sheet's rows, each with the problems the form's rules find. */
export const readImport = async (
  app: FastifyInstance,
  u: AuthUser,
  plan: ImportPlan,
  body: UploadBody,
): Promise<ReadSheet> => {
  const bytes = decodeUpload(body.file, body.fileName);
  const { def, columns } = plan;
  // Updates need the key; new records need every required field's column.
  const required = def.key
    ? [def.key.title]
    : columns.filter((c) => c.required).map((c) => c.title);
  const sheet = await readSheet(bytes, required);
  const choices = await choicesFor(app, u, columns);
  const read = rowReader(plan.form, columns, choices);
  const headers = new Set(sheet.headers);
  const example = exampleRow(columns, choices, def.example);
  // The template's example row left in place is named rather than imported as a person.
  const typed = columns.flatMap((c, i) => (c.kind === 'text' && example[i] ? [i] : []));
  const rows = sheet.rows.map((r) => {
    const out = read(r, headers);
    const isExample =
      !def.key &&
      typed.length > 0 &&
      typed.every((i) => r.cells.get(columns[i].title) === example[i]);
    if (isExample)
      out.errors = [{ row: r.row, column: columns[typed[0]].title, message: EXAMPLE_ROW }];
    return out;
  });
  return { rows, headers, choices };
};
