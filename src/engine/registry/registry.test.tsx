import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaField } from '../render/schema-field';
import type { ObjectSchema } from '../schema/types';
import { components } from './components';
import { loadedComponents, loadComponents } from './load-components';
import { componentNames } from './names';
import { componentsOf } from './used-components';

// Formily resolves `Input.TextArea` by walking the loaded components, so every name a schema may
// use must lead to a component along that path once its registry entry has loaded.
const resolve = (name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (v, key) => (v == null ? undefined : (v as Record<string, unknown>)[key]),
      loadedComponents,
    );

const isComponent = (c: unknown) =>
  typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c);

describe('component registry', () => {
  it.each([...componentNames])('loads %s and resolves it to a component', async (name) => {
    await loadComponents([name]);
    expect(isComponent(resolve(name))).toBe(true);
  });

  it('has no key that names.ts does not list (itself or as the head of a dotted name)', () => {
    const heads = new Set(componentNames.map((n) => n.split('.')[0]));
    expect(Object.keys(components).filter((k) => !heads.has(k))).toEqual([]);
  });

  it('lists each name once', () => {
    expect(new Set(componentNames).size).toBe(componentNames.length);
  });

  it('finds the names a schema uses, dotted ones by their head, decorators and asides too', () => {
    const schema = {
      properties: {
        bio: { 'x-component': 'Input.TextArea', 'x-decorator': 'FormItem' },
        cases: {
          'x-component': 'ArrayTable',
          items: { properties: { c: { 'x-component': 'ArrayTable.Column' } } },
        },
      },
    };
    expect([...componentsOf(schema, 'CardFormPreview')].sort()).toEqual([
      'ArrayTable',
      'CardFormPreview',
      'FormItem',
      'Input',
    ]);
  });
});

describe('array components through the registry', () => {
  afterEach(cleanup);

  // The dotted names as a schema writes them, rendered by the engine's SchemaField.
  const schema: ObjectSchema = {
    type: 'object',
    properties: {
      honors: {
        type: 'array',
        title: '荣誉',
        'x-component': 'ArrayItems',
        items: {
          type: 'object',
          'x-component': 'ArrayItems.Item',
          properties: {
            index: { type: 'void', 'x-component': 'ArrayItems.Index' },
            title: {
              type: 'string',
              'x-component': 'Input',
              'x-component-props': { 'aria-label': '荣誉名称' },
            },
            remove: { type: 'void', 'x-component': 'ArrayItems.Remove' },
          },
        },
        properties: {
          add: { type: 'void', title: '添加荣誉', 'x-component': 'ArrayItems.Addition' },
        },
      },
      cases: {
        type: 'array',
        'x-component': 'ArrayTable',
        items: {
          type: 'object',
          properties: {
            c1: {
              type: 'void',
              'x-component': 'ArrayTable.Column',
              'x-component-props': { title: '案例名称' },
              properties: { title: { type: 'string', 'x-component': 'Input' } },
            },
            c2: {
              type: 'void',
              'x-component': 'ArrayTable.Column',
              'x-component-props': { title: '操作' },
              properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
            },
          },
        },
        properties: {
          add: { type: 'void', title: '添加案例', 'x-component': 'ArrayTable.Addition' },
        },
      },
    },
  };

  it('renders rows, adds one with Addition and removes one with Remove', async () => {
    const form = createForm({ initialValues: { honors: [{ title: '十佳律师' }], cases: [] } });
    render(
      <FormProvider form={form}>
        <SchemaField schema={schema} />
      </FormProvider>,
    );
    expect(((await screen.findByLabelText('荣誉名称')) as HTMLInputElement).value).toBe('十佳律师');
    expect(screen.getByText('案例名称')).toBeTruthy();
    fireEvent.click(screen.getByText('添加荣誉'));
    await waitFor(() => expect(screen.getAllByLabelText('荣誉名称')).toHaveLength(2));
    fireEvent.click(screen.getByText('添加案例'));
    await waitFor(() => expect(form.values.cases).toHaveLength(1));
    fireEvent.click(document.querySelector('.ant-formily-array-base-remove')!);
    await waitFor(() => expect(form.values.honors).toHaveLength(1));
  });
});
