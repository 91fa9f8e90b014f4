import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import actionMeta from '../../../schemas/meta/action.schema.json';
import enumsMeta from '../../../schemas/meta/enums.schema.json';
import fieldMeta from '../../../schemas/meta/field.schema.json';
import formMeta from '../../../schemas/meta/form.schema.json';
import listMeta from '../../../schemas/meta/list.schema.json';
import resourceMeta from '../../../schemas/meta/resource.schema.json';
import routesMeta from '../../../schemas/meta/routes.schema.json';
import { nameKinds, unknownName, type NameKind, type Problem } from './lint-problem';
import { closest } from './lint-suggest';

// The meta-schema half of the check: ajv validates each file against schemas/meta, and its errors
// become Chinese findings with a hint (and, for a misspelt key or name, the likely intended one).

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

const HOVER = '鼠标悬停在键上可看说明';

interface Finding {
  message: string;
  hint: string;
}

/** With `verbose`, ajv hands each error the schema object it failed and the value it saw. */
const parentOf = (e: ErrorObject) => (e.parentSchema ?? {}) as Record<string, unknown>;

const translate = (e: ErrorObject): Finding => {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return {
        message: `缺少必填项${describeKey(String(p.missingProperty))}`,
        hint: `在此处补上「${String(p.missingProperty)}」（${HOVER}）`,
      };
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = Object.keys((parentOf(e).properties ?? {}) as object);
      const near = closest(key, allowed);
      return {
        message: `未知的键 "${key}"${near ? `，是否想写 "${near}"？` : ''}`,
        hint: allowed.length
          ? `此处允许的键：${allowed.join('、')}`
          : '删除该键（编辑器中按 Ctrl+空格 可列出允许的键）',
      };
    }
    case 'type':
      return {
        message: `类型应为${String(p.type)
          .split(',')
          .map((t) => typeNames[t] ?? t)
          .join('或')}`,
        hint: '文本要加双引号；数字、true/false 不加；列表用 [ ]，对象用 { }',
      };
    case 'enum': {
      const kind = parentOf(e).title as NameKind;
      const allowed = (p.allowedValues as unknown[]) ?? [];
      if (kind in nameKinds && typeof e.data === 'string') {
        const { message, hint = '' } = unknownName('', '', kind, e.data, allowed.map(String));
        return { message, hint };
      }
      return {
        message: `取值应为以下之一：${allowed.map((v) => JSON.stringify(v)).join('、')}`,
        hint: '从列出的取值中选一个（编辑器中按 Ctrl+空格 可补全）',
      };
    }
    case 'const':
      return { message: `取值应为 ${JSON.stringify(p.allowedValue)}`, hint: HOVER };
    case 'pattern':
      return { message: `格式不正确（应匹配 ${String(p.pattern)}）`, hint: HOVER };
    case 'minLength':
      return {
        message: Number(p.limit) === 1 ? '不能为空' : `至少${String(p.limit)}个字符`,
        hint: '填写内容或删除该键',
      };
    case 'minItems':
      return { message: `至少需要${String(p.limit)}项`, hint: '补充列表项或删除该键' };
    case 'minProperties':
      return { message: `至少需要${String(p.limit)}个键`, hint: HOVER };
    case 'minimum':
    case 'maximum':
      return {
        message: `数值应${e.keyword === 'minimum' ? '不小于' : '不大于'}${String(p.limit)}`,
        hint: HOVER,
      };
    case 'uniqueItems':
      return { message: '列表中有重复的项', hint: '删除重复的一项' };
    case 'format':
      return {
        message: p.format === 'regex' ? '不是合法的正则表达式' : `格式应为 ${String(p.format)}`,
        hint: p.format === 'regex' ? 'JSON 中的反斜杠要写两次，如 \\\\d' : HOVER,
      };
    case 'propertyNames':
      return {
        message: '字段名只能包含字母、数字和下划线且不以数字开头，或写作 [开始字段,结束字段]',
        hint: '改用英文字段名，如 officeName',
      };
    default:
      return { message: '不符合允许的写法', hint: HOVER };
  }
};

// oneOf/anyOf/if wrap their branches' errors; when a more specific error exists at or below the
// same place, the wrapper only adds noise.
const WRAPPERS = new Set(['oneOf', 'anyOf', 'if']);

/** The errors worth reporting: wrappers and other branches' type errors dropped (see below). */
const relevant = (errors: ErrorObject[] | null | undefined): ErrorObject[] => {
  const list = errors ?? [];
  const specific = list.filter((e) => !WRAPPERS.has(e.keyword));
  // A branch of anyOf that wanted another type says nothing when another branch took the value's
  // type and found something specific (x-validator: a misspelt name is not "should be an array").
  const typed = new Set(specific.filter((e) => e.keyword !== 'type').map((e) => e.instancePath));
  const kept = list.filter(
    (e) =>
      !(e.keyword === 'type' && typed.has(e.instancePath)) &&
      (!WRAPPERS.has(e.keyword) ||
        !specific.some((s) => s.instancePath.startsWith(e.instancePath))),
  );
  return kept;
};

/** A misspelt name from the generated lists (enums.schema.json), as opposed to a wrong shape. */
const isNameError = (e: ErrorObject) =>
  e.keyword === 'enum' && (parentOf(e).title as string) in nameKinds;

/** Whether the file has the shape its meta-schema describes, misspelt names aside. */
export const shapeOk = (errors: ErrorObject[] | null | undefined): boolean =>
  relevant(errors).every(isNameError);

export const toProblems = (file: string, errors: ErrorObject[] | null | undefined): Problem[] => {
  // A oneOf over objects reports every branch; keep one message per place and text.
  const seen = new Set<string>();
  return relevant(errors).flatMap((e) => {
    const { message, hint } = translate(e);
    const key = `${e.instancePath}|${message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ file, pointer: e.instancePath, message, hint }];
  });
};

const createAjv = () => {
  // strictRequired is off only because if/then branches name keys declared by the parent schema.
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allErrors: true,
    allowUnionTypes: true,
    verbose: true,
  });
  addFormats(ajv);
  ajv.addSchema(enumsMeta).addSchema(fieldMeta).addSchema(actionMeta);
  return {
    routes: ajv.compile(routesMeta),
    list: ajv.compile(listMeta),
    form: ajv.compile(formMeta),
    resource: ajv.compile(resourceMeta),
  };
};

let compiled: ReturnType<typeof createAjv> | undefined;
/** The compiled meta-schemas, built once. */
export const metaValidators = () => (compiled ??= createAjv());

const metaOf = {
  routes: 'routes.schema.json',
  list: 'list.schema.json',
  form: 'form.schema.json',
  resource: 'resource.schema.json',
};

/**
 * The errors left once names of `kind` that are in `extra` are accepted: calls a resource file
 * derives are not in the generated list (enums.schema.json) but are real (lint-resources.ts).
 */
export const acceptNames = (
  errors: ErrorObject[] | null | undefined,
  kind: NameKind,
  extra: readonly string[],
): ErrorObject[] =>
  (errors ?? []).filter(
    (e) => !(isNameError(e) && parentOf(e).title === kind && extra.includes(String(e.data))),
  );

/** Every file names its meta-schema in `$schema`, which is what gives the editor its help. */
export const checkMetaRef = (
  f: { file: string; data: unknown },
  kind: keyof typeof metaOf,
): Problem[] => {
  const ref = (f.data as { $schema?: unknown })?.$schema;
  if (typeof ref === 'string' && ref.endsWith(`meta/${metaOf[kind]}`)) return [];
  return [
    {
      file: f.file,
      pointer: '/$schema',
      message: `应声明 "$schema": "…/meta/${metaOf[kind]}"，以便编辑器提示`,
      hint: `在文件开头写 "$schema": "${kind === 'routes' ? '.' : '..'}/meta/${metaOf[kind]}"`,
    },
  ];
};
