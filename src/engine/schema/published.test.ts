import { describe, expect, it } from 'vitest';
import { brokenFiles } from './broken-files';
import {
  applyPublished,
  NOTHING_PUBLISHED,
  UnusableSchemaError,
  type PublishedState,
} from './published';
import type { RouteDef } from './types';

const form = (title: string) => ({ title, submit: {}, schema: { properties: {} } });

describe('applyPublished', () => {
  it('takes the files of a full answer, dropping entries that are no published version', () => {
    const state = applyPublished(NOTHING_PUBLISHED, {
      revision: 3,
      files: {
        'forms/card': { version: 2, content: form('名片') },
        'lists/lawyer': { version: 0, content: {} },
        'lists/card': { content: {} } as never,
      },
    });
    expect(state.revision).toBe(3);
    expect(Object.keys(state.files)).toEqual(['forms/card']);
  });

  it('answers a cheap poll (no files, same revision) with the very same state', () => {
    const state = applyPublished(NOTHING_PUBLISHED, {
      revision: 3,
      files: { 'forms/card': { version: 2, content: form('名片') } },
    });
    expect(applyPublished(state, { revision: 3 })).toBe(state);
    expect(
      applyPublished(state, {
        revision: 3,
        files: { 'forms/card': { version: 2, content: form('名片') } },
      }),
    ).toBe(state);
  });

  it('keeps the object of a file whose version did not change', () => {
    const state = applyPublished(NOTHING_PUBLISHED, {
      revision: 1,
      files: { 'forms/card': { version: 2, content: form('名片') } },
    });
    const next = applyPublished(state, {
      revision: 2,
      files: {
        'forms/card': { version: 2, content: form('名片') },
        'lists/lawyer': { version: 1, content: { columns: [] } },
      },
    });
    expect(next.files['forms/card']).toBe(state.files['forms/card']);
    expect(next.files['lists/lawyer'].version).toBe(1);
  });
});

describe('brokenFiles', () => {
  const state: PublishedState = {
    revision: 4,
    files: {
      'forms/card': { version: 3, content: form('名片') },
      'lists/lawyer': {
        version: 2,
        content: { columns: [], rowActions: [{ label: '编辑', type: 'form', form: 'office' }] },
      },
      'forms/office': { version: 5, content: form('机构') },
      routes: { version: 7, content: { routes: [] } },
    },
  };
  const route = (page: RouteDef['page']): RouteDef => ({ path: '/app/x', title: 'X', page });

  it("names a form page's published form, with its title and version", () => {
    expect(brokenFiles(route({ form: 'card' }), new TypeError('x'), state)).toEqual([
      { file: 'forms/card', version: 3, title: '名片' },
    ]);
  });

  it("names a list page's list, then the forms its actions open", () => {
    expect(brokenFiles(route({ list: 'lawyer' }), new Error('x'), state)).toEqual([
      { file: 'lists/lawyer', version: 2, title: 'lists/lawyer' },
      { file: 'forms/office', version: 5, title: '机构' },
    ]);
  });

  it('names the forms a bundled list opens when the caller hands the list in', () => {
    const bundled = { columns: [], toolbar: [{ label: '新增', type: 'form', form: 'card' }] };
    expect(
      brokenFiles(route({ list: 'office' }), new Error('x'), state, () => bundled).map(
        (f) => f.file,
      ),
    ).toEqual(['forms/card']);
  });

  it('names the route table when the page uses no published list or form', () => {
    expect(brokenFiles(route({ component: 'stats' }), new Error('x'), state)).toEqual([
      { file: 'routes', version: 7, title: '路由表' },
    ]);
  });

  it('names nothing when everything is bundled (version 0 keeps the usual error page)', () => {
    expect(brokenFiles(route({ form: 'card' }), new Error('x'), NOTHING_PUBLISHED)).toEqual([]);
  });

  it('names the file an UnusableSchemaError carries', () => {
    const error = new UnusableSchemaError('forms/office', 5);
    expect(brokenFiles(route({ form: 'card' }), error, state)).toEqual([
      { file: 'forms/office', version: 5, title: '机构' },
    ]);
  });
});
