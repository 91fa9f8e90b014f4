import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../../api/calls';
import { pageNames } from '../../pages/names';
import { componentNames } from '../registry/names';
import { checkSchemas, type CheckInput } from './check';
import { checkDerivedCalls } from './lint-derived-calls';
import type { ResourceSchema } from './resource';
import { validators } from './validators';

// One name, one request: a codeless resource's derived call may not take a built-in call's name,
// and a renamed call needs an operation the server serves.
const file = 'schemas/resources/notice.json';
const notice: ResourceSchema = {
  name: 'notice',
  title: '公告',
  table: 'notice',
  forms: ['notice'],
  scope: { firm: true },
  access: { list: { auth: ['ADMIN'] }, read: { auth: ['ADMIN'] } },
  columns: {},
  document: 'content',
};

describe('checkDerivedCalls', () => {
  it('accepts derived names the call table does not have', () => {
    expect(checkDerivedCalls(file, notice, ['card.info'])).toEqual([]);
  });

  it('refuses a derived name that is also a built-in call, at the resource name', () => {
    expect(checkDerivedCalls(file, notice, ['notice.list'])).toEqual([
      expect.objectContaining({
        file,
        pointer: '/name',
        message: '接口 "notice.list" 与 src/api/calls.ts 中的内置接口重名',
      }),
    ]);
  });

  it('refuses a renamed call that is a built-in one, at its calls entry', () => {
    const renamed = { ...notice, calls: { read: 'card.info' } };
    expect(checkDerivedCalls(file, renamed, ['card.info']).map((p) => p.pointer)).toEqual([
      '/calls/read',
    ]);
  });

  it('refuses naming the call of an operation nobody may use', () => {
    const stray = { ...notice, calls: { delete: 'notice.remove' } };
    expect(checkDerivedCalls(file, stray, [])).toEqual([
      expect.objectContaining({
        pointer: '/calls/delete',
        message: 'access 中没有 "delete"，服务器不提供该接口',
      }),
    ]);
  });

  it('leaves built-in entities to their calls.ts rows', () => {
    const builtIn = { ...notice, code: 'server/src/routes/notice', calls: { list: 'notice.list' } };
    expect(checkDerivedCalls(file, builtIn, ['notice.list'])).toEqual([]);
  });
});

// The same through the whole check, on the real schemas plus a 律所公告 list, form and resource
// file: derived names are accepted where the call table's names are, and nothing else is.
describe('npm run check with a resource without code', () => {
  const root = join(__dirname, '../../../schemas');
  const readKind = (kind: string) =>
    Object.fromEntries(
      readdirSync(join(root, kind))
        .filter((f) => f.endsWith('.json'))
        .map((f) => [
          f.replace(/\.json$/, ''),
          {
            file: `schemas/${kind}/${f}`,
            data: JSON.parse(readFileSync(join(root, kind, f), 'utf8')) as unknown,
          },
        ]),
    );
  const title = { type: 'string', title: '标题', maxLength: 50, required: true };
  const files = (listCall: string, name = 'announcement') => ({
    form: {
      $schema: '../meta/form.schema.json',
      title: '公告',
      load: { call: `${name}.info`, params: { id: '{params.id}' } },
      submit: { create: `${name}.create`, update: `${name}.update` },
      schema: {
        type: 'object',
        properties: { title: { ...title, 'x-decorator': 'FormItem', 'x-component': 'Input' } },
      },
    },
    list: {
      $schema: '../meta/list.schema.json',
      title: '律所公告',
      call: listCall,
      columns: [{ field: 'title', title: '标题' }],
    },
    resource: {
      $schema: '../meta/resource.schema.json',
      name,
      title: '公告',
      table: name,
      forms: [name],
      list: name,
      scope: { firm: true },
      access: {
        list: { auth: ['ADMIN'] },
        read: { auth: ['ADMIN'] },
        create: { auth: ['ADMIN'] },
        update: { auth: ['ADMIN'] },
      },
      columns: { title: 'text' },
      document: 'content',
    },
  });
  const check = (listCall: string, name = 'announcement') => {
    const f = files(listCall, name);
    const input: CheckInput = {
      routes: {
        file: 'schemas/routes.json',
        data: JSON.parse(readFileSync(join(root, 'routes.json'), 'utf8')) as unknown,
      },
      lists: { ...readKind('lists'), [name]: { file: `schemas/lists/${name}.json`, data: f.list } },
      forms: { ...readKind('forms'), [name]: { file: `schemas/forms/${name}.json`, data: f.form } },
      resources: {
        ...readKind('resources'),
        [name]: { file: `schemas/resources/${name}.json`, data: f.resource },
      },
      tables: {
        callNames: Object.keys(calls),
        componentNames,
        pageNames,
        validatorNames: Object.keys(validators),
      },
    };
    return checkSchemas(input).map((p) => `${p.file}#${p.pointer} ${p.message}`);
  };

  it('accepts the derived calls in the list and the form', () => {
    expect(check('announcement.list')).toEqual([]);
  });

  it('refuses a call neither the table nor a resource has', () => {
    expect(check('announcement.export')).toEqual([
      expect.stringMatching(
        /^schemas\/lists\/announcement\.json#\/call 未知接口 "announcement\.export"/,
      ),
    ]);
  });

  it('refuses a resource whose derived calls take built-in names', () => {
    // firm.info is a row of calls.ts (the firm's profile).
    expect(check('firm.list', 'firm')).toContain(
      'schemas/resources/firm.json#/name 接口 "firm.info" 与 src/api/calls.ts 中的内置接口重名',
    );
  });
});
