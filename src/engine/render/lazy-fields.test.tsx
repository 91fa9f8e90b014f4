// Long forms: fields far below the fold wait as data behind placeholders. The browser's
// IntersectionObserver is replaced by one the test drives, so "comes near the viewport" is a call.
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FieldSchema, ObjectSchema } from '../schema/types';
import { OFFSCREEN_LEAF } from './offscreen-fields';
import { SchemaField } from './schema-field';

const watched = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    watched.set(target, this.callback);
  }
  unobserve(target: Element) {
    watched.delete(target);
  }
  disconnect() {}
  takeRecords() {
    return [];
  }
}
/** Scrolls the placeholder holding `text` near the viewport. */
const bringNear = (text: string) => {
  const target = [...watched.keys()].find((el) => el.textContent?.includes(text));
  if (!target) throw new Error(`no placeholder waits for ${text}`);
  const entry = { target, isIntersecting: true } as unknown as IntersectionObserverEntry;
  act(() => watched.get(target)?.([entry], {} as IntersectionObserver));
};

const real = globalThis.IntersectionObserver;
beforeAll(() => {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  globalThis.IntersectionObserver = real;
});
afterEach(() => {
  cleanup();
  watched.clear();
});

const text = (i: number): FieldSchema => ({
  type: 'string',
  title: `字段 ${i}`,
  required: true,
  'x-decorator': 'FormItem',
  'x-component': 'Input',
});
/** 120 required texts; the last one shows only while 字段 1 says 显示. */
const longForm = (): ObjectSchema => {
  const properties: Record<string, FieldSchema> = {};
  for (let i = 1; i <= 120; i++) properties[`f${i}`] = text(i);
  properties.f120 = {
    ...properties.f120,
    'x-reactions': {
      dependencies: ['f1'],
      fulfill: { state: { visible: "{{$deps[0] === '显示'}}" } },
    },
  };
  return { type: 'object', properties };
};

const show = async () => {
  const form = createForm();
  render(
    <FormProvider form={form}>
      <SchemaField schema={longForm()} />
    </FormProvider>,
  );
  await screen.findByLabelText('字段 1');
  return form;
};

describe('fields below the fold', () => {
  it('mount the first screens; the rest wait as labelled placeholders', async () => {
    const form = await show();
    expect(screen.getByLabelText('字段 10')).toBeTruthy();
    expect(screen.queryByLabelText('字段 100')).toBeNull();
    expect(screen.getByText('字段 100')).toBeTruthy();
    // Every field exists as data all the same.
    expect(form.query('f100').take()).toBeTruthy();
  });

  it('exist as data in a new form the page switches to (an own record turned create page)', async () => {
    // The same schema object, as a page keeps it while its form model changes.
    const schema = longForm();
    const first = createForm();
    const { rerender } = render(
      <FormProvider form={first}>
        <SchemaField schema={schema} />
      </FormProvider>,
    );
    await screen.findByLabelText('字段 1');
    const second = createForm();
    rerender(
      <FormProvider form={second}>
        <SchemaField schema={schema} />
      </FormProvider>,
    );
    await waitFor(() => expect(second.query('f100').take()).toBeTruthy());
    await act(() => second.validate().catch(() => undefined));
    expect(second.errors.some((e) => e.path === 'f100')).toBe(true);
  });

  it('mount when they come near the viewport, keeping a value set meanwhile', async () => {
    const form = await show();
    form.setValuesIn('f100', '早已填好');
    bringNear('字段 100');
    expect(((await screen.findByLabelText('字段 100')) as HTMLInputElement).value).toBe('早已填好');
  });

  it('show their errors on validate-all, as Formily words them', async () => {
    const form = await show();
    await act(() => form.validate().catch(() => undefined));
    await waitFor(() => expect(screen.getByText('请输入字段 100')).toBeTruthy());
    expect(screen.getByText('请输入字段 100').className).toContain('ant-formily-item-error-help');
    expect(form.errors.some((e) => e.path === 'f100')).toBe(true);
  });

  it('follow reactions on fields above them', async () => {
    await show();
    expect(screen.queryByText('字段 120')).toBeNull();
    fireEvent.change(screen.getByLabelText('字段 1'), { target: { value: '显示' } });
    await waitFor(() => expect(screen.getByText('字段 120')).toBeTruthy());
  });

  it('mount when tabbed into and hand the focus to the input', async () => {
    await show();
    const placeholder = screen.getByText('字段 90').closest('[tabindex="0"]') as HTMLElement;
    act(() => placeholder.focus());
    const input = await screen.findByLabelText('字段 90');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('mark each plain row, with its estimated height, so it may skip drawing off-screen', async () => {
    await show();
    const item = screen.getByLabelText('字段 1').closest('.ant-formily-item') as HTMLElement;
    expect(item.classList.contains(OFFSCREEN_LEAF)).toBe(true);
    expect(item.style.containIntrinsicSize).toBe('auto 54px');
  });
});
