import { describe, expect, it } from 'vitest';
import { components } from './components';
import { componentNames } from './names';

// Formily resolves `Input.TextArea` by walking the registry object, so every name a schema may
// use must lead to a component along that path.
const resolve = (name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (v, key) => (v == null ? undefined : (v as Record<string, unknown>)[key]),
      components,
    );

const isComponent = (c: unknown) =>
  typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c);

describe('component registry', () => {
  it.each([...componentNames])('resolves %s to a component', (name) => {
    expect(isComponent(resolve(name))).toBe(true);
  });

  it('has no key that names.ts does not list (itself or as the head of a dotted name)', () => {
    const heads = new Set(componentNames.map((n) => n.split('.')[0]));
    expect(Object.keys(components).filter((k) => !heads.has(k))).toEqual([]);
  });

  it('lists each name once', () => {
    expect(new Set(componentNames).size).toBe(componentNames.length);
  });
});
