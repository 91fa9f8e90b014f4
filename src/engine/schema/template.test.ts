import { describe, expect, it } from 'vitest';
import { resolveRecord, resolveText, resolveValue, typedParams } from './template';

const ctx = { id: 7, name: '北京分所', level: 2, params: { id: '5' }, row: { ok: false } };

describe('resolveValue', () => {
  it('keeps the type of a value that is exactly one placeholder', () => {
    expect(resolveValue('{id}', ctx)).toBe(7);
    expect(resolveValue('{row.ok}', ctx)).toBe(false);
    expect(resolveValue('{params.id}', ctx)).toBe('5');
  });

  it('interpolates placeholders inside text', () => {
    expect(resolveValue('确定删除「{name}」吗？', ctx)).toBe('确定删除「北京分所」吗？');
    expect(resolveValue('/app/office/{id}/detail', ctx)).toBe('/app/office/7/detail');
    expect(resolveValue('/app/office/{params.id}/admins', ctx)).toBe('/app/office/5/admins');
  });

  it('leaves a missing value empty inside text and undefined as a whole value', () => {
    expect(resolveValue('a{missing}b', ctx)).toBe('ab');
    expect(resolveValue('a{params.none.deeper}b', ctx)).toBe('ab');
    expect(resolveValue('{missing}', ctx)).toBeUndefined();
  });

  it('walks objects and arrays, leaving non-strings alone', () => {
    expect(resolveValue({ body: { id: '{id}', tags: ['{name}', 3] }, n: null }, ctx)).toEqual({
      body: { id: 7, tags: ['北京分所', 3] },
      n: null,
    });
  });
});

describe('resolveText / resolveRecord', () => {
  it('always gives text, with missing as empty', () => {
    expect(resolveText('{id}', ctx)).toBe('7');
    expect(resolveText('{missing}', ctx)).toBe('');
    expect(resolveText('已删除', ctx)).toBe('已删除');
  });

  it('resolves a record or passes undefined through', () => {
    expect(resolveRecord({ organizationId: '{params.id}' }, ctx)).toEqual({ organizationId: '5' });
    expect(resolveRecord(undefined, ctx)).toBeUndefined();
  });
});

describe('typedParams', () => {
  it('turns numeric route params into numbers and leaves the rest alone', () => {
    expect(typedParams({ id: '5', slug: 'a5', empty: undefined })).toEqual({
      id: 5,
      slug: 'a5',
      empty: undefined,
    });
  });
});
