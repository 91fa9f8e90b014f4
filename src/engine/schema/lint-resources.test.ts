import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../../api/calls';
import { pageNames } from '../../pages/names';
import { componentNames } from '../registry/names';
import { checkSchemas, type CheckInput, type Problem } from './check';
import { validators } from './validators';

// A broken resource file is refused with a Chinese finding naming the file and the JSON pointer,
// the same finding `npm run check` prints and server start throws (schema-dir.ts).
const root = join(__dirname, '../../../schemas');
const read = (rel: string): unknown => JSON.parse(readFileSync(join(root, rel), 'utf8'));
const readKind = (kind: string) =>
  Object.fromEntries(
    readdirSync(join(root, kind))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        { file: `schemas/${kind}/${f}`, data: read(`${kind}/${f}`) },
      ]),
  );

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form JSON under test

const problemsAfter = (
  mutate: (s: { resources: Record<string, Json>; lists: Record<string, Json> }) => void,
) => {
  const input: CheckInput = {
    routes: { file: 'schemas/routes.json', data: read('routes.json') },
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
  const resources = data(input.resources!);
  mutate({ resources, lists: data(input.lists) });
  for (const [k, r] of Object.entries(resources)) {
    input.resources![k] ??= { file: `schemas/resources/${k}.json`, data: r };
  }
  return checkSchemas(input).map(({ hint: _hint, ...p }): Omit<Problem, 'hint'> => p);
};

const card = 'schemas/resources/card.json';

describe('resource files', () => {
  it('accepts the real card and office resources', () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
  });

  it('refuses an unknown column type', () => {
    const found = problemsAfter((s) => {
      s.resources.card.columns.status = 'tinyint';
    });
    expect(found).toEqual([
      expect.objectContaining({
        file: card,
        pointer: '/columns/status',
        message: expect.stringMatching(/^取值应为以下之一：.*"smallint"/),
      }),
    ]);
  });

  it('refuses a scope naming no column', () => {
    expect(
      problemsAfter((s) => {
        s.resources.card.scope.office = 'officeId';
      }),
    ).toEqual([
      { file: card, pointer: '/scope/office', message: '范围字段 "officeId" 不是本资源的列' },
    ]);
  });

  it('refuses a permission naming no role, and owner without an owner field', () => {
    expect(
      problemsAfter((s) => {
        s.resources.card.access.delete.auth = ['ADMINS'];
        delete s.resources.office.scope.office;
        s.resources.office.access.read.auth = ['owner'];
      }),
    ).toEqual([
      {
        file: card,
        pointer: '/access/delete/auth/0',
        message: '未知权限 "ADMINS"，是否想写 "ADMIN"？',
      },
      {
        file: 'schemas/resources/office.json',
        pointer: '/access/read/auth/0',
        message: '权限 "owner" 需要在 scope.owner 中指明所属律师的字段',
      },
    ]);
  });

  it('refuses a sort key or a filter that is not a column', () => {
    expect(
      problemsAfter((s) => {
        s.resources.card.sort = ['updateTime', 'practiceYears'];
        s.resources.card.filters = [
          'name',
          'organizationId',
          'status',
          'email',
          s.resources.card.filters[3],
        ];
      }),
    ).toEqual([
      { file: card, pointer: '/sort/1', message: '排序字段 "practiceYears" 不是本资源的列' },
      { file: card, pointer: '/filters/3', message: '筛选字段 "email" 不是本资源的列' },
    ]);
  });

  it('refuses a list search field the resource cannot filter on', () => {
    expect(
      problemsAfter((s) => {
        s.lists.card.search.properties.email = {
          type: 'string',
          title: '邮箱',
          'x-decorator': 'FormItem',
          'x-component': 'Input',
        };
      }),
    ).toEqual([
      {
        file: 'schemas/lists/card.json',
        pointer: '/search/properties/email',
        message: '筛选字段 "email" 不是资源 card 声明的筛选（filters），服务器无法按它筛选',
      },
    ]);
  });

  it('refuses a call that is not in the call table', () => {
    expect(
      problemsAfter((s) => {
        s.resources.card.calls.read = 'card.detail';
      }),
    ).toEqual([
      {
        file: card,
        pointer: '/calls/read',
        message: expect.stringMatching(/^未知接口 "card\.detail"/),
      },
    ]);
  });

  it('lets a list use the calls a resource without code derives, and no others', () => {
    const found = problemsAfter((s) => {
      const notice: Json = { ...s.resources.office, name: 'notice', table: 'notice' };
      for (const key of ['list', 'code', 'calls']) delete notice[key];
      s.resources.notice = notice;
      s.lists.office.call = 'notice.list';
      s.lists.card.call = 'notice.lst';
    });
    expect(found.map((p) => `${p.file}#${p.pointer}`)).toEqual(['schemas/lists/card.json#/call']);
  });
  it('refuses a column of a multi-column filter, and a range on a column that is no time', () => {
    expect(
      problemsAfter((s) => {
        s.resources.card.filters.push({ param: 'q', column: ['name', 'email'] });
        s.resources.card.filters.push({ param: 'from', column: 'status', match: 'from' });
      }),
    ).toEqual([
      { file: card, pointer: '/filters/4/column/1', message: '筛选字段 "email" 不是本资源的列' },
      {
        file: card,
        pointer: '/filters/5/match',
        message: '时间范围筛选 "from" 只能按一个时间列（timestamp、date、createTime、updateTime）',
      },
    ]);
  });

  it('refuses each end of a date range search field that is not a filter', () => {
    expect(
      problemsAfter((s) => {
        const range = s.lists.log.search.properties['[startTime,endTime]'];
        delete s.lists.log.search.properties['[startTime,endTime]'];
        s.lists.log.search.properties['[startTime,until]'] = range;
      }),
    ).toEqual([
      {
        file: 'schemas/lists/log.json',
        pointer: '/search/properties/[startTime,until]',
        message: '筛选字段 "until" 不是资源 log 声明的筛选（filters），服务器无法按它筛选',
      },
    ]);
  });

  it('refuses a sortable column that is not a sort key of the list’s resource', () => {
    expect(
      problemsAfter((s) => {
        s.lists.card.columns[1].sorter = true;
        s.lists['my-log'].columns[0].sorter = true;
      }),
    ).toEqual([
      {
        file: 'schemas/lists/card.json',
        pointer: '/columns/1/sorter',
        message: '列 "name" 不是资源 card 的排序列（sort），服务器无法按它排序',
      },
      {
        file: 'schemas/lists/my-log.json',
        pointer: '/columns/0/sorter',
        message: expect.stringMatching(/^列表 my-log 不属于任何资源.*无法按列 "createTime" 排序$/),
      },
    ]);
  });
});
