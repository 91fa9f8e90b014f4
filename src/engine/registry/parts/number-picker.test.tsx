import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaField } from '../../render/schema-field';
import { loadComponents } from '../load-components';

afterEach(cleanup);

const renderNumber = async () => {
  await loadComponents(['NumberPicker', 'FormItem']);
  const form = createForm();
  render(
    <FormProvider form={form}>
      <SchemaField
        schema={{
          type: 'object',
          properties: {
            sort: {
              type: 'number',
              title: '排序',
              'x-decorator': 'FormItem',
              'x-component': 'NumberPicker',
              'x-component-props': { min: 0, max: 100 },
            },
          },
        }}
      />
    </FormProvider>,
  );
  return { form, input: screen.getByRole('spinbutton', { name: '排序' }) };
};

const type = (input: HTMLElement, text: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('NumberPicker', () => {
  it('is antd’s InputNumber: a number past the maximum becomes the maximum', async () => {
    const { form, input } = await renderNumber();
    type(input, '500');
    expect(form.values.sort).toBe(100);
    type(input, '42');
    expect(form.values.sort).toBe(42);
  });

  it('does not read hexadecimal or binary text as a number', async () => {
    const { form, input } = await renderNumber();
    type(input, '0x10');
    expect(form.values.sort).not.toBe(16);
    type(input, '0b11');
    expect(form.values.sort).not.toBe(3);
  });
});
