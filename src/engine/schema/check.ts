import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import actionMeta from '../../../schemas/meta/action.schema.json';
import fieldMeta from '../../../schemas/meta/field.schema.json';
import formMeta from '../../../schemas/meta/form.schema.json';
import listMeta from '../../../schemas/meta/list.schema.json';
import routesMeta from '../../../schemas/meta/routes.schema.json';
import { checkSiblingRefs } from './check-siblings';
import type { ActionDef, FieldSchema, FormSchema, ListSchema, RoutesFile } from './types';

/**
 * Validates every schema file against its meta-schema and cross-checks the references between
 * them and the code's tables. Pure: the caller loads the files and passes the tables in.
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
  tables: Tables;
}

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export const formatProblem = (p: Problem): string => `${p.file}#${p.pointer || '/'}  ${p.message}`;

const keyNames: Record<string, string> = {
  path: '页面地址',
  title: '标题',
  call: '接口名',
  columns: '表格列',
  submit: '提交接口',
  schema: '字段模式',
  field: '字段名',
  label: '按钮文字',
  type: '类型',
  routes: '路由列表',
  to: '跳转地址',
  form: '表单名',
};

const typeNames: Record<string, string> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

const describeKey = (k: string) => (keyNames[k] ? `「${k}」（${keyNames[k]}）` : `「${k}」`);

const translate = (e: ErrorObject): string => {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `缺少必填项${describeKey(String(p.missingProperty))}`;
    case 'additionalProperties':
      return `未知的键${describeKey(String(p.additionalProperty))}`;
    case 'type':
      return `类型应为${String(p.type)
        .split(',')
        .map((t) => typeNames[t] ?? t)
        .join('或')}`;
    case 'enum':
      return `取值应为以下之一：${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join('、')}`;
    case 'const':
      return `取值应为 ${JSON.stringify(p.allowedValue)}`;
    case 'pattern':
      return `格式不正确（应匹配 ${String(p.pattern)}）`;
    case 'minLength':
      return Number(p.limit) === 1 ? '不能为空' : `至少${String(p.limit)}个字符`;
    case 'minItems':
      return `至少需要${String(p.limit)}项`;
    case 'minProperties':
      return `至少需要${String(p.limit)}个键`;
    case 'minimum':
    case 'maximum':
      return `数值应${e.keyword === 'minimum' ? '不小于' : '不大于'}${String(p.limit)}`;
    case 'format':
      return p.format === 'regex' ? '不是合法的正则表达式' : `格式应为 ${String(p.format)}`;
    case 'propertyNames':
      return '字段名只能包含字母、数字和下划线且不以数字开头，或写作 [开始字段,结束字段]';
    default:
      return '不符合允许的写法';
  }
};

// oneOf/anyOf/if wrap their branches' errors; when a more specific error exists at or below the
// same place, the wrapper only adds noise.
const WRAPPERS = new Set(['oneOf', 'anyOf', 'if']);

const toProblems = (file: string, errors: ErrorObject[] | null | undefined): Problem[] => {
  const list = errors ?? [];
  const specific = list.filter((e) => !WRAPPERS.has(e.keyword));
  const kept = list.filter(
    (e) =>
      !WRAPPERS.has(e.keyword) || !specific.some((s) => s.instancePath.startsWith(e.instancePath)),
  );
  // A oneOf over objects reports every branch; keep one message per place and text.
  const seen = new Set<string>();
  return kept.flatMap((e) => {
    const message = translate(e);
    const key = `${e.instancePath}|${message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ file, pointer: e.instancePath, message }];
  });
};

const createAjv = () => {
  // strictRequired is off only because if/then branches name keys declared by the parent schema.
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allErrors: true,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addSchema(fieldMeta).addSchema(actionMeta);
  return {
    routes: ajv.compile(routesMeta),
    list: ajv.compile(listMeta),
    form: ajv.compile(formMeta),
  };
};

let compiled: ReturnType<typeof createAjv> | undefined;
const validatorsOf = () => (compiled ??= createAjv());

const metaOf = { routes: 'routes.schema.json', list: 'list.schema.json', form: 'form.schema.json' };

const checkMetaRef = (f: SchemaFile, kind: keyof typeof metaOf): Problem[] => {
  const ref = (f.data as { $schema?: unknown })?.$schema;
  if (typeof ref === 'string' && ref.endsWith(`meta/${metaOf[kind]}`)) return [];
  return [
    {
      file: f.file,
      pointer: '/$schema',
      message: `应声明 "$schema": "…/meta/${metaOf[kind]}"，以便编辑器提示`,
    },
  ];
};

/** Route paths as matchers, so `to: "/app/office/{id}/detail"` can be checked against `:id`. */
const routeMatchers = (routes: RoutesFile) =>
  routes.routes.map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`));

const walkFields = (
  props: Record<string, FieldSchema>,
  pointer: string,
  visit: (field: FieldSchema, pointer: string, name: string) => void,
) => {
  for (const [name, field] of Object.entries(props)) {
    const here = `${pointer}/properties/${name}`;
    visit(field, here, name);
    if (field.properties) walkFields(field.properties, here, visit);
    if (field.items) visit(field.items, `${here}/items`, name);
  }
};

const checkFields = (file: string, root: FieldSchema, pointer: string, t: Tables): Problem[] => {
  const out: Problem[] = [];
  walkFields(root.properties ?? {}, pointer, (field, at) => {
    for (const key of ['x-component', 'x-decorator'] as const) {
      const name = field[key];
      if (typeof name === 'string' && !t.componentNames.includes(name)) {
        out.push({ file, pointer: `${at}/${key}`, message: `未登记的组件「${name}」` });
      }
    }
    // Components that fetch their options name a call too (RemoteSelect).
    const props = field['x-component-props'];
    if (props && typeof props.call === 'string' && !t.callNames.includes(props.call)) {
      out.push({
        file,
        pointer: `${at}/x-component-props/call`,
        message: `接口表中没有「${props.call}」`,
      });
    }
    const v = field['x-validator'];
    if (typeof v === 'string' && !t.validatorNames.includes(v)) {
      out.push({
        file,
        pointer: `${at}/x-validator`,
        message: `未知的校验器「${v}」，可用：${t.validatorNames.join('、')}`,
      });
    }
  });
  return out;
};

const checkCall = (file: string, pointer: string, name: unknown, t: Tables): Problem[] =>
  typeof name === 'string' && !t.callNames.includes(name)
    ? [{ file, pointer, message: `接口表中没有「${name}」` }]
    : [];

const checkActions = (
  file: string,
  pointer: string,
  actions: ActionDef[] | undefined,
  input: CheckInput,
  matchers: RegExp[],
): Problem[] =>
  (actions ?? []).flatMap((a, i) => {
    const at = `${pointer}/${i}`;
    const out = checkCall(file, `${at}/call`, a.call, input.tables);
    if (a.form && !input.forms[a.form]) {
      out.push({
        file,
        pointer: `${at}/form`,
        message: `表单「${a.form}」不存在（schemas/forms/${a.form}.json）`,
      });
    }
    if (a.to) {
      const sample = a.to.replace(/\{[^}]+\}/g, '1');
      if (!matchers.some((m) => m.test(sample))) {
        out.push({ file, pointer: `${at}/to`, message: `跳转地址「${a.to}」不对应任何路由` });
      }
    }
    return out;
  });

export const checkSchemas = (input: CheckInput): Problem[] => {
  const v = validatorsOf();
  const { routes, lists, forms, tables } = input;
  const problems: Problem[] = [];

  problems.push(...checkMetaRef(routes, 'routes'));
  if (!v.routes(routes.data)) problems.push(...toProblems(routes.file, v.routes.errors));
  // Cross-checks still run on a file with meta errors, over the entries that have the right shape.
  const rawRoutes = (routes.data as { routes?: unknown })?.routes;
  // Entries keep their index in the file so every pointer names the right route.
  const indexed = (Array.isArray(rawRoutes) ? rawRoutes : [])
    .map((r: unknown, i) => ({ r: r as RoutesFile['routes'][number], i }))
    .filter(({ r }) => typeof r?.path === 'string');
  const routeData: RoutesFile = { routes: indexed.map(({ r }) => r) };
  const matchers = routeMatchers(routeData);

  const seenPaths = new Map<string, number>();
  indexed.forEach(({ r, i }) => {
    const at = `/routes/${i}`;
    const prev = seenPaths.get(r.path);
    if (prev !== undefined) {
      problems.push({
        file: routes.file,
        pointer: `${at}/path`,
        message: `地址与 /routes/${prev} 重复`,
      });
    }
    seenPaths.set(r.path, i);
    const page = r.page;
    if (page && 'list' in page) {
      (page.also ?? []).forEach((name, j) => {
        if (!lists[name]) {
          problems.push({
            file: routes.file,
            pointer: `${at}/page/also/${j}`,
            message: `列表「${name}」不存在（schemas/lists/${name}.json）`,
          });
        }
      });
    }
    if (page && 'list' in page && !lists[page.list]) {
      problems.push({
        file: routes.file,
        pointer: `${at}/page/list`,
        message: `列表「${page.list}」不存在（schemas/lists/${page.list}.json）`,
      });
    }
    if (page && 'form' in page) {
      // A page that loads the user's own record names its call and where to go after saving.
      problems.push(...checkCall(routes.file, `${at}/page/load/call`, page.load?.call, tables));
      problems.push(...checkCall(routes.file, `${at}/page/then/call`, page.then?.call, tables));
      if (page.back && !matchers.some((m) => m.test(page.back as string))) {
        problems.push({
          file: routes.file,
          pointer: `${at}/page/back`,
          message: `返回地址「${page.back}」不对应任何路由`,
        });
      }
    }
    if (page && 'form' in page && !forms[page.form]) {
      problems.push({
        file: routes.file,
        pointer: `${at}/page/form`,
        message: `表单「${page.form}」不存在（schemas/forms/${page.form}.json）`,
      });
    }
    if (page && 'component' in page && !tables.pageNames.includes(page.component)) {
      problems.push({
        file: routes.file,
        pointer: `${at}/page/component`,
        message: `未登记的页面「${page.component}」，可用：${tables.pageNames.join('、')}`,
      });
    }
    if (!page && !r.redirect) {
      problems.push({
        file: routes.file,
        pointer: at,
        message: '路由需要 page（页面内容）或 redirect（跳转地址）',
      });
    }
    if (r.redirect && !routeData.routes.some((o) => o.path === r.redirect)) {
      problems.push({
        file: routes.file,
        pointer: `${at}/redirect`,
        message: `跳转目标「${r.redirect}」不是已有路由`,
      });
    }
  });

  for (const f of Object.values(lists)) {
    problems.push(...checkMetaRef(f, 'list'));
    if (!v.list(f.data)) {
      problems.push(...toProblems(f.file, v.list.errors));
      continue;
    }
    const list = f.data as unknown as ListSchema;
    problems.push(...checkCall(f.file, '/call', list.call, tables));
    problems.push(...checkCall(f.file, '/summary/call', list.summary?.call, tables));
    if (list.search) problems.push(...checkFields(f.file, list.search, '/search', tables));
    problems.push(...checkActions(f.file, '/toolbar', list.toolbar, input, matchers));
    problems.push(...checkActions(f.file, '/rowActions', list.rowActions, input, matchers));
  }

  for (const f of Object.values(forms)) {
    problems.push(...checkMetaRef(f, 'form'));
    if (!v.form(f.data)) {
      problems.push(...toProblems(f.file, v.form.errors));
      continue;
    }
    const form = f.data as unknown as FormSchema;
    problems.push(...checkCall(f.file, '/load/call', form.load?.call, tables));
    problems.push(...checkCall(f.file, '/submit/create', form.submit.create, tables));
    problems.push(...checkCall(f.file, '/submit/update', form.submit.update, tables));
    problems.push(...checkCall(f.file, '/submit/save', form.submit.save, tables));
    problems.push(...checkCall(f.file, '/then/call', form.then?.call, tables));
    problems.push(...checkFields(f.file, form.schema, '/schema', tables));
    problems.push(...checkSiblingRefs(f.file, form.schema, '/schema'));
    if (form.aside && !tables.componentNames.includes(form.aside)) {
      problems.push({ file: f.file, pointer: '/aside', message: `未登记的组件「${form.aside}」` });
    }
    (form.createOnly ?? []).forEach((name, i) => {
      if (!form.schema.properties[name]) {
        problems.push({
          file: f.file,
          pointer: `/createOnly/${i}`,
          message: `表单中没有字段「${name}」`,
        });
      }
    });
  }
  return problems;
};
