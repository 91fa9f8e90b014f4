// The columns of an Excel import (a list's `import`, docs/architecture.md, Excel import): one per
// form field it names, in that order, headed by the field's title. Pure: the server builds the
// template and reads uploaded sheets with it, and `npm run check` refuses a field no cell can hold.
import { submittableFields } from './to-json-schema';
import type { EnumOption, FieldSchema, FormSchema } from './types';

/**
 * How a cell becomes a value: text as typed; a number; an option's label (a Select or Radio with
 * `enum`); the name of a record offered by a call (RemoteSelect), or several joined by 、.
 */
export type ImportKind = 'text' | 'number' | 'enum' | 'choice' | 'choices';

export interface ImportColumn {
  field: string;
  title: string;
  required: boolean;
  kind: ImportKind;
  /** `enum` columns: the form's options (label shown and typed, value stored). */
  options?: EnumOption[];
  /** `choice`/`choices` columns: the call whose records' names the cells hold. */
  call?: string;
}

// Components whose value a cell cannot carry as typed text (files, structured lists, regions).
const NOT_IN_A_CELL = new Set([
  'ImageUpload',
  'VideoUpload',
  'RichText',
  'AreaCascader',
  'ArrayItems',
  'ArrayTable',
  'MenuSwitches',
  'ColorPicker',
  'CallValue',
  'SmsCodeInput',
]);

/** The field's column, or why it cannot be one (Chinese, for the check). */
export const importColumnOf = (
  field: string,
  f: FieldSchema,
): { column: ImportColumn } | { problem: string } => {
  const title = f.title ?? field;
  const component = f['x-component'] ?? '';
  const call = f['x-component-props']?.call;
  if (NOT_IN_A_CELL.has(component) || f.type === 'object' || f.type === 'boolean') {
    return { problem: `字段 "${field}"（${title}）无法用一个单元格填写，不能导入` };
  }
  const base = { field, title, required: f.required === true };
  if (component === 'RemoteSelect' && typeof call === 'string') {
    return { column: { ...base, kind: f.type === 'array' ? 'choices' : 'choice', call } };
  }
  if (f.type === 'array') {
    return { problem: `字段 "${field}"（${title}）是列表，只有 RemoteSelect 的多选可以导入` };
  }
  if (f.enum) return { column: { ...base, kind: 'enum', options: f.enum } };
  const kind = f.type === 'number' || f.type === 'integer' ? 'number' : 'text';
  return { column: { ...base, kind } };
};

/** Every field of the form by name, void containers flattened. */
export const formFieldsByName = (form: FormSchema): Map<string, FieldSchema> =>
  new Map(submittableFields(form.schema.properties));

/**
 * The import's columns, in the order `fields` names them. A name that is not an importable field
 * of the form throws (the schema check reports it first, so a started server never does).
 *
 * @example importColumns(forms.lawyer, ['name', 'mobile', 'organizationId'])
 */
export const importColumns = (form: FormSchema, fields: string[]): ImportColumn[] => {
  const all = formFieldsByName(form);
  return fields.map((name) => {
    const f = all.get(name);
    if (!f) throw new Error(`表单中没有字段 "${name}"`);
    const out = importColumnOf(name, f);
    if ('problem' in out) throw new Error(out.problem);
    return out.column;
  });
};

/** A header cell as written: the title, maybe marked required with a trailing *. */
export const headerName = (text: string) => text.replace(/[*＊]\s*$/, '').trim();
