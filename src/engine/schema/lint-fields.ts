import { unknownName, type Problem } from './lint-problem';
import { didYouMean } from './lint-suggest';
import type { FieldSchema } from './types';

// The field half of the check, over a form's schema (or a list's search form): names from the
// code's tables, x-reactions that name fields, duplicate field names, and required fields that
// nobody can fill.

export interface FieldTables {
  callNames: readonly string[];
  componentNames: readonly string[];
  validatorNames: readonly string[];
}

interface Visited {
  field: FieldSchema;
  name: string;
  /** JSON pointer of the field in the file. */
  at: string;
  /** The value's path in the form data: void containers add no segment; `[]` marks array rows. */
  dataPath: string[];
  /** Hidden by itself or by a container around it. */
  hidden: boolean;
}

const RANGE = /^\[([A-Za-z_]\w*),([A-Za-z_]\w*)\]$/;

const isHidden = (f: FieldSchema) =>
  f['x-hidden'] === true ||
  f['x-visible'] === false ||
  f['x-display'] === 'hidden' ||
  f['x-display'] === 'none';

/** Every field under `root`, depth first, with its data path. */
export const visitFields = (root: FieldSchema, pointer: string): Visited[] => {
  const out: Visited[] = [];
  const walk = (
    props: Record<string, FieldSchema>,
    at: string,
    base: string[],
    hiddenAbove: boolean,
  ) => {
    for (const [name, field] of Object.entries(props)) {
      const here = `${at}/properties/${name}`;
      const dataPath = field.type === 'void' ? base : [...base, name];
      const hidden = hiddenAbove || isHidden(field);
      out.push({ field, name, at: here, dataPath, hidden });
      if (field.properties) walk(field.properties, here, dataPath, hidden);
      if (field.items) {
        const rowPath = [...dataPath, '[]'];
        out.push({
          field: field.items,
          name,
          at: `${here}/items`,
          dataPath: rowPath,
          hidden,
        });
        if (field.items.properties) walk(field.items.properties, `${here}/items`, rowPath, hidden);
      }
    }
  };
  walk(root.properties ?? {}, pointer, [], false);
  return out;
};

/** Component, decorator, option call and named validator of every field exist in the tables. */
const checkNames = (file: string, fields: Visited[], t: FieldTables): Problem[] =>
  fields.flatMap(({ field, at }) => {
    const out: Problem[] = [];
    for (const key of ['x-component', 'x-decorator'] as const) {
      const name = field[key];
      if (typeof name === 'string' && !t.componentNames.includes(name)) {
        out.push(unknownName(file, `${at}/${key}`, '组件', name, t.componentNames));
      }
    }
    // Components that fetch their options name a call too (RemoteSelect).
    const call = field['x-component-props']?.call;
    if (typeof call === 'string' && !t.callNames.includes(call)) {
      out.push(unknownName(file, `${at}/x-component-props/call`, '接口', call, t.callNames));
    }
    const v = field['x-validator'];
    if (typeof v === 'string' && !t.validatorNames.includes(v)) {
      out.push(unknownName(file, `${at}/x-validator`, '校验器', v, t.validatorNames));
    }
    return out;
  });

/** Two fields of one form that write the same value (also across void containers). */
const checkDuplicates = (file: string, fields: Visited[]): Problem[] => {
  const seen = new Map<string, string>();
  const out: Problem[] = [];
  for (const { field, name, at, dataPath } of fields) {
    if (field.type === 'void' || at.endsWith('/items')) continue;
    const range = RANGE.exec(name);
    const keys = range
      ? [range[1], range[2]].map((n) => [...dataPath.slice(0, -1), n].join('.'))
      : [dataPath.join('.')];
    for (const key of keys) {
      const first = seen.get(key);
      if (first !== undefined) {
        out.push({
          file,
          pointer: at,
          message: `字段名 "${key}" 重复：与 ${first} 写入同一个值`,
          hint: '给其中一个字段改名；布局容器（type 为 void）中的字段与外层字段共用名字空间',
        });
      } else seen.set(key, at);
    }
  }
  return out;
};

/** A required field the user cannot see and that has no value of its own: submit always fails. */
const checkHiddenRequired = (file: string, fields: Visited[]): Problem[] =>
  fields
    .filter(({ field, hidden }) => field.required === true && hidden && field.default === undefined)
    .map(({ name, at }) => ({
      file,
      pointer: `${at}/required`,
      message: `必填字段 "${name}" 被隐藏且没有默认值，用户无法填写，提交总会失败`,
      hint: '给它加上 default，或去掉 required，或让它显示出来',
    }));

interface Reaction {
  dependencies?: unknown;
  target?: unknown;
}

/** The data paths a dependency may name: `a.b` absolute, `.b` a sibling, `..b` a parent's sibling. */
const resolveDep = (dep: string, own: string[]): string | undefined => {
  // Formily path patterns (wildcards, groups, ranges) match many fields; only plain names are checked.
  if (/[*()~[\]!]/.test(dep)) return undefined;
  const dots = /^\.+/.exec(dep)?.[0].length ?? 0;
  if (dots === 0) return dep;
  return [...own.slice(0, Math.max(0, own.length - dots)), dep.slice(dots)].join('.');
};

/** x-reactions name fields (dependencies, target) the form has. */
const checkReactions = (file: string, fields: Visited[]): Problem[] => {
  // A name may be written as the data path or as the address through void containers.
  const paths = new Set(fields.map((f) => f.dataPath.filter((s) => s !== '[]').join('.')));
  const known = [...paths];
  const out: Problem[] = [];
  for (const { field, at, dataPath } of fields) {
    const raw = field['x-reactions'];
    if (raw === undefined || at.endsWith('/items')) continue;
    const list = (Array.isArray(raw) ? raw : [raw]) as Reaction[];
    list.forEach((r, i) => {
      const base = Array.isArray(raw) ? `${at}/x-reactions/${i}` : `${at}/x-reactions`;
      const deps = r?.dependencies;
      const named: Array<[string, unknown]> = Array.isArray(deps)
        ? deps.map((d, j) => [`${base}/dependencies/${j}`, d])
        : deps && typeof deps === 'object'
          ? Object.entries(deps).map(([k, d]) => [`${base}/dependencies/${k}`, d])
          : [];
      if (r?.target !== undefined) named.push([`${base}/target`, r.target]);
      for (const [pointer, dep] of named) {
        if (typeof dep !== 'string') continue;
        const path = resolveDep(
          dep,
          dataPath.filter((s) => s !== '[]'),
        );
        if (path === undefined || paths.has(path)) continue;
        out.push({
          file,
          pointer,
          message: `x-reactions 依赖的字段 "${dep}" 在表单中不存在${didYouMean(path, known)}`,
          hint: '写表单中已有的字段名（同级字段可写作 .字段名）',
        });
      }
    });
  }
  return out;
};

/**
 * Every field rule over one form schema.
 *
 * @example checkFormFields('schemas/forms/office.json', form.schema, '/schema', tables) // []
 */
export const checkFormFields = (
  file: string,
  root: FieldSchema,
  pointer: string,
  tables: FieldTables,
): Problem[] => {
  const fields = visitFields(root, pointer);
  return [
    ...checkNames(file, fields, tables),
    ...checkDuplicates(file, fields),
    ...checkReactions(file, fields),
    ...checkHiddenRequired(file, fields),
  ];
};
