import { checkSiblingRefs } from './check-siblings';
import { formFieldsByName, importColumnOf } from './import-columns';
import { checkFormFields } from './lint-fields';
import { acceptNames, checkMetaRef, metaValidators, shapeOk, toProblems } from './lint-meta';
import { unknownName, type Problem } from './lint-problem';
import { checkDerivedCalls } from './lint-derived-calls';
import { checkUnownedSorters } from './lint-list-query';
import { checkResource, derivedCallNames } from './lint-resources';
import type { ResourceSchema } from './resource';
import { checkCall, noFile, noRoute, routeMatchers } from './lint-refs';
import { checkRoutes, indexRoutes } from './lint-routes';
import { checkListFields, checkRouteAccess, type ServerTable } from './lint-server';
import type { ActionDef, FormSchema, ListSchema } from './types';

export { formatProblem, type Problem } from './lint-problem';

/**
 * Validates every schema file against its meta-schema (lint-meta.ts) and cross-checks the
 * references between them and the code's tables (lint-routes, lint-fields), and, given the
 * server's route table, against what the server returns and allows (lint-server). Pure: the
 * caller loads the files and passes the tables in.
 *
 * @example checkSchemas({ routes, lists, forms, tables }) // [] when all is well
 */
export interface SchemaFile<T = unknown> {
  file: string;
  data: T;
}

export interface Tables {
  callNames: readonly string[];
  componentNames: readonly string[];
  pageNames: readonly string[];
  validatorNames: readonly string[];
}

export interface CheckInput {
  routes: SchemaFile;
  lists: Record<string, SchemaFile>;
  forms: Record<string, SchemaFile>;
  /** schemas/resources/*.json (lint-resources.ts); none = no resource files. */
  resources?: Record<string, SchemaFile>;
  tables: Tables;
  /** The server's calls and users (scripts/server-table.ts); without it those rules are skipped. */
  server?: ServerTable;
}

interface Targets {
  input: CheckInput;
  matchers: RegExp[];
  paths: string[];
}

const checkActions = (
  file: string,
  pointer: string,
  actions: ActionDef[] | undefined,
  { input, matchers, paths }: Targets,
): Problem[] =>
  (actions ?? []).flatMap((a, i) => {
    const at = `${pointer}/${i}`;
    const out = checkCall(file, `${at}/call`, a.call, input.tables.callNames);
    if (a.form && !input.forms[a.form]) {
      out.push(noFile(file, `${at}/form`, 'forms', a.form, input.forms));
    }
    if (a.to && !matchers.some((m) => m.test(a.to!.replace(/\{[^}]+\}/g, '1')))) {
      out.push(noRoute(file, `${at}/to`, '跳转地址', a.to, paths));
    }
    return out;
  });

const checkList = (f: SchemaFile, targets: Targets): Problem[] => {
  const { tables, server } = targets.input;
  const list = f.data as ListSchema;
  return [
    ...checkCall(f.file, '/call', list.call, tables.callNames),
    ...checkCall(f.file, '/summary/call', list.summary?.call, tables.callNames),
    ...(list.search ? checkFormFields(f.file, list.search, '/search', tables) : []),
    ...checkActions(f.file, '/toolbar', list.toolbar, targets),
    ...checkActions(f.file, '/rowActions', list.rowActions, targets),
    ...checkBatchActions(f.file, list, targets),
    ...checkImport(f.file, list, targets),
    ...(server ? checkListFields(f.file, list, server) : []),
  ];
};

/** Batch actions name a call and maybe a form, and need the checkboxes that select their rows. */
const checkBatchActions = (file: string, list: ListSchema, { input }: Targets): Problem[] => {
  const out = (list.batchActions ?? []).flatMap((a, i) => {
    const at = `/batchActions/${i}`;
    const found = checkCall(file, `${at}/call`, a.call, input.tables.callNames);
    if (a.form && !input.forms[a.form])
      found.push(noFile(file, `${at}/form`, 'forms', a.form, input.forms));
    return found;
  });
  if (list.batchActions?.length && !list.rowSelection) {
    out.push({
      file,
      pointer: '/batchActions',
      message: '批量操作需要先能勾选行',
      hint: '在列表中加上 "rowSelection": true',
    });
  }
  return out;
};

/** An import names its calls and a form whose fields each fit in one cell. */
const checkImport = (file: string, list: ListSchema, { input }: Targets): Problem[] => {
  const imp = list.import;
  if (!imp) return [];
  const calls = input.tables.callNames;
  const out = [
    ...checkCall(file, '/import/preview', imp.preview, calls),
    ...checkCall(file, '/import/call', imp.call, calls),
    ...checkCall(file, '/import/template', imp.template, calls),
  ];
  const form = input.forms[imp.form]?.data as FormSchema | undefined;
  if (!form) return [...out, noFile(file, '/import/form', 'forms', imp.form, input.forms)];
  // A form without fields is reported against its own file by the meta-schema; naming every
  // import field as missing would only repeat that.
  const properties = (form as { schema?: { properties?: unknown } }).schema?.properties;
  if (!properties || typeof properties !== 'object') return out;
  const fields = formFieldsByName(form);
  imp.fields.forEach((name, i) => {
    const field = fields.get(name);
    if (!field) {
      out.push({
        file,
        pointer: `/import/fields/${i}`,
        message: `表单中没有字段 "${name}"`,
        hint: `只能写表单 ${imp.form} 中的字段：${[...fields.keys()].join('、')}`,
      });
      return;
    }
    const found = importColumnOf(name, field);
    // The words are import-columns.ts's (docs/schemas.md lists them).
    if ('problem' in found) {
      out.push({
        file,
        pointer: `/import/fields/${i}`,
        message: found.problem,
        hint: '可导入文字、数字、选项（enum）与 RemoteSelect 字段',
      });
    }
  });
  return out;
};

const checkForm = (f: SchemaFile, { input, matchers, paths }: Targets): Problem[] => {
  const { tables } = input;
  const form = f.data as FormSchema;
  const calls = tables.callNames;
  const problems = [
    ...checkCall(f.file, '/load/call', form.load?.call, calls),
    ...checkCall(f.file, '/submit/create', form.submit.create, calls),
    ...checkCall(f.file, '/submit/update', form.submit.update, calls),
    ...checkCall(f.file, '/submit/save', form.submit.save, calls),
    ...checkCall(f.file, '/then/call', form.then?.call, calls),
    ...checkFormFields(f.file, form.schema, '/schema', tables),
    ...checkSiblingRefs(f.file, form.schema, '/schema').map((p) => ({
      ...p,
      hint: '写同一层级中另一个字段的字段名',
    })),
  ];
  if (form.back && !matchers.some((m) => m.test(form.back!.replace(/\{[^}]+\}/g, '1')))) {
    problems.push(noRoute(f.file, '/back', '返回地址', form.back, paths));
  }
  if (form.aside && !tables.componentNames.includes(form.aside)) {
    problems.push(unknownName(f.file, '/aside', '组件', form.aside, tables.componentNames));
  }
  const names = Object.keys(form.schema.properties);
  (form.createOnly ?? []).forEach((name, i) => {
    if (!names.includes(name)) {
      problems.push({
        file: f.file,
        pointer: `/createOnly/${i}`,
        message: `表单中没有字段 "${name}"`,
        hint: `createOnly 只能列出 schema.properties 中的字段：${names.join('、')}`,
      });
    }
  });
  return problems;
};

/**
 * Equal findings (the meta-schema's enum and a cross-check name the same bad call) print once,
 * also when their guesses differ (the cross-check also knows the calls resources derive).
 */
const unique = (problems: Problem[]) => {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}|${p.pointer}|${p.message.replace(/，是否想写.*$/, '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export const checkSchemas = (given: CheckInput): Problem[] => {
  const v = metaValidators();
  const problems: Problem[] = [];
  // Resource files first: the calls a resource without code derives join the call table.
  const goodResources: Record<string, ResourceSchema | undefined> = {};
  for (const [name, f] of Object.entries(given.resources ?? {})) {
    problems.push(...checkMetaRef(f, 'resource'));
    if (v.resource(f.data)) goodResources[name] = f.data as unknown as ResourceSchema;
    else problems.push(...toProblems(f.file, v.resource.errors));
  }
  const derived = derivedCallNames(Object.values(goodResources));
  for (const [name, r] of Object.entries(goodResources)) {
    if (r)
      problems.push(...checkDerivedCalls(given.resources![name].file, r, given.tables.callNames));
  }
  const input: CheckInput = {
    ...given,
    tables: { ...given.tables, callNames: [...given.tables.callNames, ...derived] },
  };
  const { routes, lists, forms, tables, server } = input;

  problems.push(...checkMetaRef(routes, 'routes'));
  if (!v.routes(routes.data)) problems.push(...toProblems(routes.file, v.routes.errors));
  // Cross-checks still run on a file with meta errors, over the entries that have the right shape.
  const indexed = indexRoutes(routes.data);
  problems.push(...checkRoutes(routes.file, indexed, { lists, forms, ...tables }));
  const targets: Targets = {
    input,
    matchers: routeMatchers({ routes: indexed.map(({ r }) => r) }),
    // Actions write route parameters as {id}; suggest paths in that form.
    paths: indexed.map(({ r }) => r.path.replace(/:(\w+)/g, '{$1}')),
  };

  // Lists and forms of the wrong shape are not cross-checked (a misspelt name is not a wrong shape).
  const valid = <T>(f: SchemaFile, kind: 'list' | 'form'): T | undefined => {
    problems.push(...checkMetaRef(f, kind));
    if (v[kind](f.data)) return f.data as T;
    const errors = acceptNames(v[kind].errors, '接口', derived);
    if (!errors.length) return f.data as T;
    problems.push(...toProblems(f.file, errors));
    return shapeOk(errors) ? (f.data as T) : undefined;
  };
  const goodLists: Record<string, ListSchema | undefined> = {};
  for (const [name, f] of Object.entries(lists)) {
    goodLists[name] = valid<ListSchema>(f, 'list');
    if (goodLists[name]) problems.push(...checkList(f, targets));
  }
  const goodForms: Record<string, FormSchema | undefined> = {};
  for (const [name, f] of Object.entries(forms)) {
    goodForms[name] = valid<FormSchema>(f, 'form');
    if (goodForms[name]) problems.push(...checkForm(f, targets));
  }
  for (const [name, r] of Object.entries(goodResources)) {
    const file = input.resources![name].file;
    if (r && r.name !== name) {
      problems.push({
        file,
        pointer: '/name',
        message: `资源名 "${r.name}" 与文件名 "${name}" 不同`,
        hint: `把 name 改为 "${name}"，或把文件改名为 ${r.name}.json`,
      });
    }
    if (r)
      problems.push(
        ...checkResource(file, r, {
          forms: goodForms,
          lists: goodLists,
          callNames: tables.callNames,
        }),
      );
  }
  // Every resource file names its list, also one refused above (its list is not unowned then).
  // Without resource files (a check of lists and forms alone) there is nothing to hold them to.
  if (given.resources) {
    const all = Object.values(given.resources).map((f) => f.data as ResourceSchema);
    problems.push(...checkUnownedSorters(goodLists, all, (name) => lists[name].file));
  }
  if (server) {
    problems.push(...checkRouteAccess(routes.file, indexed, goodLists, goodForms, server));
  }
  return unique(problems);
};
