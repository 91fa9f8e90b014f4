import { describe, expect, it } from 'vitest';
import { checkFormFields } from './lint-fields';
import { duplicateKeys } from './lint-json-keys';
import { allows, checkListFields, checkRouteAccess, type ServerTable } from './lint-server';
import { closest } from './lint-suggest';
import type { FieldSchema, FormSchema, ListSchema } from './types';

// The lint rules on small schemas, for the cases the CLI fixtures (scripts/lint-fixtures.test.ts)
// do not spell out: relative x-reactions paths, hiding by a container, array rows, read vs save.

const tables = { callNames: ['a.list'], componentNames: ['Input', 'Space'], validatorNames: [] };
const obj = (properties: Record<string, FieldSchema>): FieldSchema => ({
  type: 'object',
  properties,
});
const lint = (properties: Record<string, FieldSchema>) =>
  checkFormFields('f.json', obj(properties), '/schema', tables).map((p) => p.message);

describe('closest (did you mean)', () => {
  it('finds a swapped, dropped or re-cased name, and nothing for an unrelated one', () => {
    expect(closest('Inptu', ['Input', 'Select'])).toBe('Input');
    expect(closest('lsit', ['list', 'load'])).toBe('list');
    expect(closest('ADMIN', ['admin'])).toBe('admin');
    expect(closest('telephone', ['phone', 'mobile'])).toBeUndefined();
  });
});

describe('duplicateKeys', () => {
  it('points at the later of two equal keys, in nested objects and arrays', () => {
    expect(duplicateKeys('{"a":1,"b":{"c":[{"d":1,"d":2}],"c":0},"a":"x,\\"a\\":"}')).toEqual([
      '/b/c/0/d',
      '/b/c',
      '/a',
    ]);
    expect(duplicateKeys('{"a/b":1,"a/b":2}')).toEqual(['/a~1b']);
  });
});

describe('checkFormFields', () => {
  it('accepts reactions on an absolute path, a sibling (.x) and a parent sibling (..x)', () => {
    expect(
      lint({
        type: { type: 'integer' },
        box: {
          type: 'void',
          properties: {
            a: { type: 'string', 'x-reactions': { dependencies: ['type', '.b'] } },
            b: { type: 'string' },
          },
        },
        addr: {
          type: 'object',
          properties: {
            city: { type: 'string', 'x-reactions': [{ dependencies: { t: '..type' } }] },
          },
        },
        rows: {
          type: 'array',
          items: obj({ n: { type: 'string', 'x-reactions': { dependencies: ['.m'] } }, m: {} }),
        },
      }),
    ).toEqual([]);
  });

  it('reports a reaction target the form does not have', () => {
    expect(lint({ a: { type: 'string', 'x-reactions': { target: 'nope' } } })).toEqual([
      'x-reactions 依赖的字段 "nope" 在表单中不存在',
    ]);
  });

  it('reports a required field hidden by its container, but not one with a default', () => {
    expect(
      lint({
        box: {
          type: 'void',
          'x-display': 'none',
          properties: {
            a: { type: 'string', required: true },
            b: { type: 'string', required: true, default: 'x' },
          },
        },
        c: { type: 'string', required: true, 'x-visible': false },
      }),
    ).toEqual([
      '必填字段 "a" 被隐藏且没有默认值，用户无法填写，提交总会失败',
      '必填字段 "c" 被隐藏且没有默认值，用户无法填写，提交总会失败',
    ]);
  });

  it('reports a range field whose end repeats another field, and allows one name per array row', () => {
    expect(
      lint({
        end: { type: 'string' },
        '[start,end]': { type: 'string' },
        rows: { type: 'array', items: obj({ end: { type: 'string' } }) },
      }),
    ).toEqual(['字段名 "end" 重复：与 /schema/properties/end 写入同一个值']);
  });
});

const server: ServerTable = {
  calls: {
    'a.list': { access: { roles: ['admin'] }, rowFields: ['id', 'name'] },
    'a.info': { access: { roles: ['admin'] } },
    'a.add': { access: { roles: ['admin'], levels: [1] } },
  },
  principals: [
    {
      label: '总所主管理员',
      type: 'admin',
      level: 1,
      system: false,
      permissions: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN'],
    },
    { label: '分所子管理员', type: 'admin', level: 4, system: false, permissions: ['ADMIN'] },
    { label: '律师', type: 'lawyer', level: null, system: false, permissions: ['LAWYER'] },
  ],
};

describe('server rules', () => {
  it('decides access as the auth plugin does', () => {
    const [main, sub, lawyer] = server.principals;
    expect(allows('user', lawyer)).toBe(true);
    expect(allows({ roles: ['admin'], levels: [1] }, sub)).toBe(false);
    expect(allows({ roles: ['admin'], levels: [1] }, main)).toBe(true);
    expect(allows({ roles: ['admin'], system: true }, main)).toBe(false);
  });

  it('reports a column and a row-action condition the list call does not return', () => {
    const list = {
      call: 'a.list',
      columns: [
        { field: 'name', title: '名称' },
        { field: 'nmae', title: '名称' },
      ],
      rowActions: [
        { label: '删', type: 'call', call: 'a.list', when: { field: 'status', in: [1] } },
      ],
    } as ListSchema;
    expect(checkListFields('l.json', list, server).map((p) => p.pointer)).toEqual([
      '/columns/1/field',
      '/rowActions/0/when/field',
    ]);
  });

  it('wants every admitted user to read the page, and some admitted user to save it', () => {
    const form = {
      load: { call: 'a.info' },
      submit: { create: 'a.add', update: 'a.add' },
      schema: obj({}),
    } as FormSchema;
    const routes = [
      { r: { path: '/x/create', title: 'x', auth: 'ADMIN' as const, page: { form: 'f' } }, i: 0 },
      { r: { path: '/x/:id', title: 'x', page: { form: 'f' } }, i: 1 },
      { r: { path: '/y', title: 'y', auth: 'LAWYER' as const, page: { form: 'f' } }, i: 2 },
    ];
    const found = checkRouteAccess('r.json', routes, {}, { f: form }, server);
    // /x/create: level 4 may not save, but level 1 may: a narrower button, not an error.
    // /x/:id (any signed-in user): a lawyer may not load the record (level 1 may save it).
    // /y (lawyers): nobody admitted may save.
    expect(found.map((p) => p.pointer)).toEqual(['/routes/1/auth', '/routes/2/auth']);
    expect(found[0].message).toContain('律师调用 "a.info"');
  });
});
