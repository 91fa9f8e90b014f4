import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../../api/calls';
import { pageNames } from '../../pages/names';
import { componentNames } from '../registry/names';
import { checkSchemas, formatProblem, type CheckInput, type Problem } from './check';
import { validators } from './validators';

// The real schemas/ files, read as data and mutated per test: each broken copy must produce the
// Chinese message a product-staff member would read, with the file and the JSON pointer.
const root = join(__dirname, '../../../schemas');
const read = (rel: string): unknown => JSON.parse(readFileSync(join(root, rel), 'utf8'));

// Every list and form on disk, as the build loads them.
const readKind = (kind: 'lists' | 'forms') =>
  Object.fromEntries(
    readdirSync(join(root, kind))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        { file: `schemas/${kind}/${f}`, data: read(`${kind}/${f}`) },
      ]),
  );

const realInput = (): CheckInput => ({
  routes: { file: 'schemas/routes.json', data: read('routes.json') },
  lists: readKind('lists'),
  forms: readKind('forms'),
  tables: {
    callNames: Object.keys(calls),
    componentNames,
    pageNames,
    validatorNames: Object.keys(validators),
  },
});

type Json = Record<string, unknown>;
interface Route extends Json {
  path?: string;
}
interface Mutable {
  routesFile: Json;
  routes: Route[];
  lists: Record<string, Json>;
  forms: Record<string, Json>;
}

/** Problems found after `mutate` edits a fresh copy of the real schemas. */
const problemsAfter = (mutate: (s: Mutable) => void): Problem[] => {
  const input = realInput();
  const view: Mutable = {
    routesFile: input.routes.data as Json,
    routes: (input.routes.data as { routes: Route[] }).routes,
    lists: Object.fromEntries(Object.entries(input.lists).map(([k, f]) => [k, f.data as Json])),
    forms: Object.fromEntries(Object.entries(input.forms).map(([k, f]) => [k, f.data as Json])),
  };
  mutate(view);
  const problems = checkSchemas(input);
  // Every finding tells product staff what to do about it.
  for (const p of problems) expect(p.hint, formatProblem(p)).toMatch(/\S/);
  return problems.map(({ hint: _hint, ...rest }) => rest);
};

const routeIndex = (s: Mutable, path: string) => {
  const i = s.routes.findIndex((r) => r.path === path);
  if (i < 0) throw new Error(`no route ${path} in routes.json`);
  return i;
};
const realRoutes = (read('routes.json') as { routes: Route[] }).routes;
const indexOf = (path: string) => realRoutes.findIndex((r) => r.path === path);

const fieldsOf = (form: Json) => (form.schema as { properties: Record<string, Json> }).properties;

describe('checkSchemas on the real schemas/', () => {
  it('finds no problem', () => {
    expect(checkSchemas(realInput()).map(formatProblem)).toEqual([]);
  });
});

describe('checkSchemas on broken copies of routes.json', () => {
  it('reports a route without a title at the route, naming the key in Chinese', () => {
    const i = indexOf('/app/lawyer/create');
    const problems = problemsAfter((s) => {
      delete s.routes[routeIndex(s, '/app/lawyer/create')].title;
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}`,
      message: expect.stringContaining('缺少必填项「title」'),
    });
  });

  it('reports a route without a path', () => {
    const i = indexOf('/app/lawyer/create');
    const problems = problemsAfter((s) => {
      delete s.routes[routeIndex(s, '/app/lawyer/create')].path;
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}`,
      message: expect.stringContaining('缺少必填项「path」'),
    });
  });

  it('reports an unknown key in a route', () => {
    const i = indexOf('/app/card');
    const problems = problemsAfter((s) => {
      s.routes[routeIndex(s, '/app/card')].icon = 'idcard';
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}`,
      message: expect.stringContaining('未知的键 "icon"'),
    });
  });

  it('reports an auth value that is not a permission, listing the allowed ones', () => {
    const i = indexOf('/app/card');
    const problems = problemsAfter((s) => {
      s.routes[routeIndex(s, '/app/card')].auth = 'admin';
    });
    const atAuth = problems.filter((p) => p.pointer === `/routes/${i}/auth`);
    expect(atAuth.length).toBeGreaterThan(0);
    expect(atAuth.map((p) => p.message).join('\n')).toContain(
      '未知权限 "admin"，是否想写 "ADMIN"？',
    );
  });

  it('reports an auth list holding a non-permission at its item', () => {
    const i = indexOf('/app/card');
    const problems = problemsAfter((s) => {
      s.routes[routeIndex(s, '/app/card')].auth = ['ADMIN', 'root'];
    });
    expect(problems.some((p) => p.pointer === `/routes/${i}/auth/1`)).toBe(true);
  });

  it('reports page.list naming a list that does not exist', () => {
    const i = indexOf('/app/office');
    const problems = problemsAfter((s) => {
      s.routes[routeIndex(s, '/app/office')].page = { list: 'offices' };
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}/page/list`,
      message: '列表 "offices" 不存在（schemas/lists/offices.json），是否想写 "office"？',
    });
  });

  it('reports page.form naming a form that does not exist', () => {
    const i = indexOf('/app/office/create');
    const problems = problemsAfter((s) => {
      s.routes[routeIndex(s, '/app/office/create')].page = { form: 'office-new' };
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}/page/form`,
      message: expect.stringContaining('表单 "office-new" 不存在'),
    });
  });

  it('reports an own-record page whose load call, follow-up call or back address does not exist', () => {
    const i = indexOf('/app/office/create');
    const problems = problemsAfter((s) => {
      s.routes[routeIndex(s, '/app/office/create')].page = {
        form: 'office',
        load: { call: 'office.mine' },
        back: '/app/offices',
        then: { label: '保存并提交', call: 'office.submit' },
      };
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}/page/then/call`,
      message: '未知接口 "office.submit"',
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}/page/load/call`,
      message: '未知接口 "office.mine"',
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}/page/back`,
      message: '返回地址 "/app/offices" 不对应任何路由，是否想写 "/app/office"？',
    });
  });

  it('reports page.component that is not a registered page', () => {
    const i = indexOf('/app/lawyer');
    const problems = problemsAfter((s) => {
      s.routes[routeIndex(s, '/app/lawyer')].page = { component: 'lawyer-list' };
    });
    const p = problems.find((x) => x.pointer === `/routes/${i}/page/component`);
    expect(p?.message).toBe('未知页面 "lawyer-list"');
  });

  it('reports a duplicate path at the later route, naming the earlier one', () => {
    const first = indexOf('/app/lawyer');
    const second = indexOf('/app/lawyer/create');
    const problems = problemsAfter((s) => {
      s.routes[routeIndex(s, '/app/lawyer/create')].path = '/app/lawyer';
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${second}/path`,
      message: `地址与 /routes/${first} 重复`,
    });
  });

  it('reports a redirect to a path that is not a route', () => {
    const i = indexOf('/app/conf');
    const problems = problemsAfter((s) => {
      s.routes[routeIndex(s, '/app/conf')].redirect = '/app/conf/nowhere';
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}/redirect`,
      message: expect.stringContaining('跳转目标 "/app/conf/nowhere" 不对应任何路由'),
    });
  });

  it('reports a route with neither page nor redirect', () => {
    const i = indexOf('/app/conf');
    const problems = problemsAfter((s) => {
      delete s.routes[routeIndex(s, '/app/conf')].redirect;
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: `/routes/${i}`,
      message: expect.stringContaining('路由需要 page'),
    });
  });

  it('reports a missing $schema declaration', () => {
    const problems = problemsAfter((s) => {
      delete s.routesFile.$schema;
    });
    expect(problems).toContainEqual({
      file: 'schemas/routes.json',
      pointer: '/$schema',
      message: expect.stringContaining('meta/routes.schema.json'),
    });
  });
});

describe('checkSchemas on broken copies of lists and forms', () => {
  it('reports a list whose call is not in the call table', () => {
    const problems = problemsAfter((s) => {
      s.lists.office.call = 'organization.list';
    });
    expect(problems).toContainEqual({
      file: 'schemas/lists/office.json',
      pointer: '/call',
      message: '未知接口 "organization.list"',
    });
  });

  it('reports a row action call that is not in the call table', () => {
    const problems = problemsAfter((s) => {
      (s.lists['office-admin'].rowActions as Json[])[2].call = 'admin.remove';
    });
    expect(problems).toContainEqual({
      file: 'schemas/lists/office-admin.json',
      pointer: '/rowActions/2/call',
      message: '未知接口 "admin.remove"',
    });
  });

  it('reports a row action `to` that matches no route', () => {
    const problems = problemsAfter((s) => {
      (s.lists.office.rowActions as Json[])[0].to = '/app/office/{id}/edit';
    });
    expect(problems).toContainEqual({
      file: 'schemas/lists/office.json',
      pointer: '/rowActions/0/to',
      message: expect.stringContaining('跳转地址 "/app/office/{id}/edit" 不对应任何路由'),
    });
  });

  it('reports a toolbar action opening a form that does not exist', () => {
    const problems = problemsAfter((s) => {
      (s.lists['office-admin'].toolbar as Json[])[0].form = 'admin';
    });
    expect(problems).toContainEqual({
      file: 'schemas/lists/office-admin.json',
      pointer: '/toolbar/0/form',
      message: expect.stringContaining('表单 "admin" 不存在'),
    });
  });

  it('reports batch actions without row selection, and a batch form or call that does not exist', () => {
    const problems = problemsAfter((s) => {
      const card = s.lists.card;
      delete card.rowSelection;
      const batch = card.batchActions as Json[];
      batch[1].form = 'card-batch';
      batch[2].call = 'card.batchRemove';
    });
    expect(problems).toContainEqual({
      file: 'schemas/lists/card.json',
      pointer: '/batchActions',
      message: '批量操作需要先能勾选行',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: '/batchActions/1/form',
        message: expect.stringContaining('表单 "card-batch" 不存在'),
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: '/batchActions/2/call',
        message: expect.stringContaining('card.batchRemove'),
      }),
    );
  });

  it('reports a form an import names that has no fields against the form, without failing', () => {
    const problems = problemsAfter((s) => {
      for (const key of Object.keys(s.forms.card)) delete s.forms.card[key];
    });
    expect(problems.some((p) => p.file === 'schemas/forms/card.json')).toBe(true);
    expect(problems.filter((p) => p.pointer.startsWith('/import/fields'))).toEqual([]);
  });

  it('reports an import field no cell can hold, or not in its form, and an unknown import call', () => {
    const problems = problemsAfter((s) => {
      const imp = s.lists.card.import as Json;
      imp.fields = ['name', 'avatar', 'nickname', 'education'];
      imp.preview = 'card.importCheck';
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: '/import/fields/1',
        message: '字段 "avatar"（头像）无法用一个单元格填写，不能导入',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: '/import/fields/2',
        message: '表单中没有字段 "nickname"',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: '/import/fields/3',
        message: '字段 "education"（教育经历）无法用一个单元格填写，不能导入',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: '/import/preview',
        message: expect.stringContaining('card.importCheck'),
      }),
    );
  });

  it('reports an unregistered x-component in a list search form', () => {
    const problems = problemsAfter((s) => {
      const search = s.lists.office.search as { properties: Record<string, Json> };
      search.properties.name['x-component'] = 'Textbox';
    });
    expect(problems).toContainEqual({
      file: 'schemas/lists/office.json',
      pointer: '/search/properties/name/x-component',
      message: expect.stringContaining('未知组件 "Textbox"'),
    });
  });

  it('reports an unregistered x-component in a form', () => {
    const problems = problemsAfter((s) => {
      fieldsOf(s.forms.office).intro['x-component'] = 'TextArea';
    });
    expect(problems).toContainEqual({
      file: 'schemas/forms/office.json',
      pointer: '/schema/properties/intro/x-component',
      message: expect.stringContaining('未知组件 "TextArea"'),
    });
  });

  it('reports an unregistered x-decorator in a form', () => {
    const problems = problemsAfter((s) => {
      fieldsOf(s.forms.office).name['x-decorator'] = 'FormField';
    });
    expect(problems).toContainEqual({
      file: 'schemas/forms/office.json',
      pointer: '/schema/properties/name/x-decorator',
      message: expect.stringContaining('未知组件 "FormField"'),
    });
  });

  it('reports an unknown x-validator', () => {
    const problems = problemsAfter((s) => {
      fieldsOf(s.forms.office).phone['x-validator'] = 'telephone';
    });
    const p = problems.find((x) => x.pointer === '/schema/properties/phone/x-validator');
    expect(p?.file).toBe('schemas/forms/office.json');
    expect(p?.message).toBe('未知校验器 "telephone"');
  });

  it('reports a form submit call that is not in the call table', () => {
    const problems = problemsAfter((s) => {
      (s.forms.office.submit as Json).update = 'organization.edit';
    });
    expect(problems).toContainEqual({
      file: 'schemas/forms/office.json',
      pointer: '/submit/update',
      message: expect.stringContaining('未知接口 "organization.edit"'),
    });
  });

  it('reports a form back address that matches no route, suggesting the closest', () => {
    const problems = problemsAfter((s) => {
      s.forms.office.back = '/app/ofice';
    });
    expect(problems).toContainEqual({
      file: 'schemas/forms/office.json',
      pointer: '/back',
      message: '返回地址 "/app/ofice" 不对应任何路由，是否想写 "/app/office"？',
    });
  });

  it('reports a createOnly entry naming a field the form does not have', () => {
    const problems = problemsAfter((s) => {
      s.forms['office-admin'].createOnly = ['username', 'passwd'];
    });
    expect(problems).toContainEqual({
      file: 'schemas/forms/office-admin.json',
      pointer: '/createOnly/1',
      message: '表单中没有字段 "passwd"',
    });
  });

  it('reports a form aside that is not a registered component', () => {
    const problems = problemsAfter((s) => {
      s.forms.office.aside = 'OfficePreview';
    });
    expect(problems).toContainEqual({
      file: 'schemas/forms/office.json',
      pointer: '/aside',
      message: '未知组件 "OfficePreview"',
    });
  });

  it('reports an x-auth value that is not a permission', () => {
    const problems = problemsAfter((s) => {
      fieldsOf(s.forms.office).name['x-auth'] = ['ADMINS'];
    });
    expect(problems).toContainEqual({
      file: 'schemas/forms/office.json',
      pointer: '/schema/properties/name/x-auth/0',
      message: '未知权限 "ADMINS"，是否想写 "ADMIN"？',
    });
  });

  it('reports an unknown key in a form field', () => {
    const problems = problemsAfter((s) => {
      fieldsOf(s.forms.office).name.placeholder = '如：北京分所';
    });
    expect(problems).toContainEqual({
      file: 'schemas/forms/office.json',
      pointer: '/schema/properties/name',
      message: expect.stringContaining('未知的键 "placeholder"'),
    });
  });

  it('reports a list declaring the wrong $schema', () => {
    const problems = problemsAfter((s) => {
      s.lists.office.$schema = '../meta/form.schema.json';
    });
    expect(problems).toContainEqual({
      file: 'schemas/lists/office.json',
      pointer: '/$schema',
      message: expect.stringContaining('meta/list.schema.json'),
    });
  });

  it('reports a form without $schema', () => {
    const problems = problemsAfter((s) => {
      delete s.forms.office.$schema;
    });
    expect(problems).toContainEqual({
      file: 'schemas/forms/office.json',
      pointer: '/$schema',
      message: expect.stringContaining('meta/form.schema.json'),
    });
  });
});

describe('formatProblem', () => {
  it('prints file#pointer then the message, with / for the whole file', () => {
    expect(formatProblem({ file: 'schemas/a.json', pointer: '/routes/3', message: '坏了' })).toBe(
      'schemas/a.json#/routes/3: 坏了',
    );
    expect(formatProblem({ file: 'schemas/a.json', pointer: '', message: '坏了' })).toBe(
      'schemas/a.json#/: 坏了',
    );
  });

  it('puts the hint on its own indented line', () => {
    const p = { file: 'schemas/a.json', pointer: '/x', message: '坏了', hint: '修好它' };
    expect(formatProblem(p)).toBe('schemas/a.json#/x: 坏了\n      提示：修好它');
  });
});

describe('checkSchemas pointers after a malformed route', () => {
  it('still names the right route index after a route without a path', () => {
    const missing = indexOf('/app/lawyer/create');
    const broken = indexOf('/app/card/create');
    const problems = problemsAfter((s) => {
      delete (s.routes[missing] as Partial<Route>).path;
      (s.routes[broken] as Route).page = { component: 'nope' };
    });
    expect(problems.map((p) => p.pointer)).toContain(`/routes/${broken}/page/component`);
    expect(problems.map((p) => p.pointer)).not.toContain(`/routes/${broken - 1}/page/component`);
  });
});
