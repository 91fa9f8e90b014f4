import { describe, expect, it } from 'vitest';
import { diffSchemas, formFields } from './diff';

const card = {
  title: '名片',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '姓名', 'x-component': 'Input' },
      basic: {
        type: 'void',
        'x-component': 'FormGrid',
        properties: {
          phone: { type: 'string', title: '电话', 'x-component': 'Input' },
          sort: {
            type: 'integer',
            title: '排序',
            'x-auth': ['ADMIN'],
            'x-component': 'NumberPicker',
          },
        },
      },
      tags: { type: 'array', items: { type: 'string' }, 'x-component': 'Select' },
    },
  },
};

const clone = <T>(v: T): T => structuredClone(v);

describe('diffSchemas', () => {
  it('finds nothing between equal documents, whatever their key order', () => {
    expect(diffSchemas(card, clone(card))).toEqual([]);
    expect(diffSchemas({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([]);
  });

  it('names an added field by its pointer, with the new value', () => {
    const after = clone(card) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits a nested literal
    after.schema.properties.basic.properties.language = { type: 'string', title: '工作语言' };
    expect(diffSchemas(card, after)).toEqual([
      {
        pointer: '/schema/properties/basic/properties/language',
        kind: 'added',
        after: { type: 'string', title: '工作语言' },
        auth: false,
      },
    ]);
  });

  it('names a removed field and a changed title', () => {
    const after = clone(card) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits a nested literal
    delete after.schema.properties.tags;
    after.schema.properties.name.title = '律师姓名';
    expect(diffSchemas(card, after)).toEqual([
      {
        pointer: '/schema/properties/name/title',
        kind: 'changed',
        before: '姓名',
        after: '律师姓名',
        auth: false,
      },
      {
        pointer: '/schema/properties/tags',
        kind: 'removed',
        before: card.schema.properties.tags,
        auth: false,
      },
    ]);
  });

  it('marks a permission change, and treats the permission list as one value', () => {
    const after = clone(card) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits a nested literal
    after.schema.properties.basic.properties.sort['x-auth'] = ['ADMIN', 'LAWYER'];
    after.schema.properties.name['x-auth'] = ['ADMIN'];
    expect(diffSchemas(card, after)).toEqual([
      {
        pointer: '/schema/properties/name/x-auth',
        kind: 'added',
        after: ['ADMIN'],
        auth: true,
      },
      {
        pointer: '/schema/properties/basic/properties/sort/x-auth',
        kind: 'changed',
        before: ['ADMIN'],
        after: ['ADMIN', 'LAWYER'],
        auth: true,
      },
    ]);
  });

  it('marks a route row whose auth is dropped', () => {
    const before = [{ path: '/app/card', auth: 'ADMIN' }];
    const after = [{ path: '/app/card' }];
    expect(diffSchemas(before, after)).toEqual([
      { pointer: '/0/auth', kind: 'removed', before: 'ADMIN', auth: true },
    ]);
  });

  it('compares arrays by index: a changed element, then the tail added or removed', () => {
    expect(diffSchemas(['a', 'b'], ['a', 'c', 'd'])).toEqual([
      { pointer: '/1', kind: 'changed', before: 'b', after: 'c', auth: false },
      { pointer: '/2', kind: 'added', after: 'd', auth: false },
    ]);
    expect(diffSchemas({ x: [1, 2, 3] }, { x: [1] })).toEqual([
      { pointer: '/x/1', kind: 'removed', before: 2, auth: false },
      { pointer: '/x/2', kind: 'removed', before: 3, auth: false },
    ]);
  });

  it('escapes ~ and / in keys as JSON pointers do', () => {
    expect(diffSchemas({}, { 'a/b': 1, 'c~d': 2 }).map((c) => c.pointer)).toEqual([
      '/a~1b',
      '/c~0d',
    ]);
  });

  it('reports a change of type as one change, and a whole new document at the root', () => {
    expect(diffSchemas({ a: [1] }, { a: { 0: 1 } })).toEqual([
      { pointer: '/a', kind: 'changed', before: [1], after: { 0: 1 }, auth: false },
    ]);
    expect(diffSchemas(null, { a: 1 })).toEqual([
      { pointer: '', kind: 'changed', before: null, after: { a: 1 }, auth: false },
    ]);
  });

  it('does not take inherited names for keys both sides have', () => {
    expect(diffSchemas({}, { toString: 1 })).toEqual([
      { pointer: '/toString', kind: 'added', after: 1, auth: false },
    ]);
  });
});

describe('formFields', () => {
  it('lists the stored fields with their titles, through layout containers', () => {
    expect(formFields(card)).toEqual([
      { name: 'name', title: '姓名' },
      { name: 'phone', title: '电话' },
      { name: 'sort', title: '排序' },
      { name: 'tags', title: 'tags' },
    ]);
  });

  it('declares no fields for something that is not a form', () => {
    expect(formFields(null)).toEqual([]);
    expect(formFields([1, 2])).toEqual([]);
    expect(formFields({ schema: { properties: 'x' } })).toEqual([]);
    expect(formFields({ schema: { properties: { a: 1, b: null } } })).toEqual([]);
  });
});
