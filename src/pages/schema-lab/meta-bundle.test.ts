import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { componentNames } from '../../engine/registry/names';
import { bundledMeta } from './meta-bundle';

// The library codemirror-json-schema completes with (json-schema-library 9, loaded as it is
// bundled for the browser: its CommonJS build) must find our enums where a user types.
const { Draft07 } = createRequire(import.meta.url)('json-schema-library') as {
  Draft07: new (schema: unknown) => {
    getSchema: (o: { pointer: string; data: unknown }) => { enum?: unknown[] } | undefined;
  };
};

const form = {
  submit: { create: 'organization.add' },
  schema: {
    type: 'object',
    properties: {
      a: { type: 'string', 'x-component': 'Input' },
      b: {
        type: 'object',
        properties: { c: { type: 'string', 'x-component': 'Input' } },
      },
    },
  },
};

describe('the meta-schema the lab hands to the editor', () => {
  const draft = new Draft07(bundledMeta('form'));
  it.each([
    ['/schema/properties/a/x-component', componentNames],
    ['/schema/properties/b/properties/c/x-component', componentNames],
  ])('offers every component name at %s', (pointer, names) => {
    expect(draft.getSchema({ pointer, data: form })?.enum).toEqual([...names]);
  });
  it('offers call names for a submit call', () => {
    const calls = draft.getSchema({ pointer: '/submit/create', data: form })?.enum;
    expect(calls).toContain('organization.add');
    console.log(
      `schema lab meta bundle: ${componentNames.length} component names, ${calls?.length} call names offered`,
    );
  });
});
