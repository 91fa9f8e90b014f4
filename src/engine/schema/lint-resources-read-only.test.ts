import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../../api/calls';
import { pageNames } from '../../pages/names';
import { componentNames } from '../registry/names';
import { checkSchemas, type CheckInput, type Problem } from './check';
import { validators } from './validators';

// Resources without forms (重要日志, 站内消息: written by other features, read here) and resources
// whose form fields are all columns: the check refuses what the server could not answer or store,
// naming file and pointer (lint-resources-read-only.ts).
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

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form JSON under test

const problemsAfter = (mutate: (s: { resources: Json; lists: Json }) => void) => {
  const input: CheckInput = {
    routes: {
      file: 'schemas/routes.json',
      data: JSON.parse(readFileSync(join(root, 'routes.json'), 'utf8')) as unknown,
    },
    lists: readKind('lists'),
    forms: readKind('forms'),
    resources: readKind('resources'),
    tables: {
      callNames: Object.keys(calls),
      componentNames,
      pageNames,
      validatorNames: Object.keys(validators),
    },
  };
  const data = (files: Record<string, { data: unknown }>) =>
    Object.fromEntries(Object.entries(files).map(([k, f]) => [k, f.data as Json]));
  mutate({ resources: data(input.resources!), lists: data(input.lists) });
  return checkSchemas(input).map(({ hint: _hint, ...p }): Omit<Problem, 'hint'> => p);
};

const log = 'schemas/resources/log.json';

describe('resources without forms', () => {
  it('accepts the real log and message resources', () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
  });

  it('refuses a list column or detail field the resource does not answer', () => {
    expect(
      problemsAfter((s) => {
        s.resources.log.fields = s.resources.log.fields.filter((f: string) => f !== 'detail');
        s.lists.log.columns.push({ field: 'targetId', title: '对象' });
      }),
    ).toEqual([
      {
        file: 'schemas/lists/log.json',
        pointer: '/columns/6/field',
        message: '列 "targetId" 不是资源 log 应答的字段（fields），列表中会是空白',
      },
      {
        file: 'schemas/lists/log.json',
        pointer: '/rowActions/0/fields/6/field',
        message: '列 "detail" 不是资源 log 应答的字段（fields），列表中会是空白',
      },
    ]);
  });

  it('refuses a field or a column filter that is not a column, and writes without a form', () => {
    expect(
      problemsAfter((s) => {
        s.resources.log.fields.push('browser');
        s.resources.log.filters[1].column = 'operator';
        s.resources.message.access.create = { auth: ['ADMIN'] };
      }),
    ).toEqual([
      { file: log, pointer: '/filters/1/column', message: '筛选字段 "operator" 不是本资源的列' },
      { file: log, pointer: '/fields/7', message: '字段 "browser" 不是本资源的列' },
      {
        file: 'schemas/resources/message.json',
        pointer: '/access/create',
        message: '没有表单的资源不能新增：没有表单校验它的字段',
      },
    ]);
  });

  it('refuses a resource without forms that has no fields, and one without code', () => {
    expect(
      problemsAfter((s) => {
        delete s.resources.log.fields;
        delete s.resources.message.code;
      }),
    ).toEqual(
      expect.arrayContaining([
        { file: log, pointer: '/fields', message: '没有表单的资源需要 fields 列出记录应答的字段' },
        {
          file: 'schemas/resources/message.json',
          pointer: '/forms',
          message: '没有表单的资源只能是内置实体（写 code）：服务器无法从它派生接口',
        },
      ]),
    );
  });

  it('refuses a form field that is no column when the resource has no document', () => {
    expect(
      problemsAfter((s) => {
        delete s.resources.card.document;
        // Every practice-area form field is a column: it needs no document.
        delete s.resources.profession.document;
      }),
    ).toEqual([
      {
        file: 'schemas/resources/card.json',
        pointer: '/document',
        message: expect.stringMatching(
          /^表单字段 ".*avatar.*" 不是本资源的列，没有 document 文档列保存它们$/,
        ),
      },
    ]);
  });

  it('refuses a recipient scope naming no column', () => {
    expect(
      problemsAfter((s) => {
        s.resources.message.scope.user = { type: 'userType', id: 'toUserId' };
      }),
    ).toEqual([
      {
        file: 'schemas/resources/message.json',
        pointer: '/scope/user/type',
        message: '范围字段 "userType" 不是本资源的列',
      },
    ]);
  });
});
