// FormCore's layout by screen width: labels beside the inputs on a desktop, above them on a phone
// (below antd's md breakpoint), where a form's aside waits behind a 预览 toggle.
import { useForm } from '@formily/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideComponents } from '../registry/load-components';
import type { FormSchema } from '../schema/types';
import { FeedbackProvider } from '../state/feedback';
import { FormCore } from './form-core';
import type { FormHost } from './form-host';

const matchMedia = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = matchMedia;
});

/** A window `width` px wide, as antd's breakpoints ask it through matchMedia. */
const windowOf = (width: number) => {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*(\d+)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
};

// A stand-in for the card preview: an aside that shows the form's values as they are.
const Preview = () => <figure aria-label="名片预览">{String(useForm().values.name ?? '')}</figure>;
provideComponents({ CardFormPreview: Preview });

const form: FormSchema = {
  title: '名片',
  aside: 'CardFormPreview',
  submit: { create: 'card.add', update: 'card.update' },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '姓名', 'x-decorator': 'FormItem', 'x-component': 'Input' },
    },
  },
};

const host: FormHost = {
  user: { id: 7, type: 'lawyer', name: '张伟', auth: [] },
  call: vi.fn(() => Promise.resolve(null)),
  reportError: vi.fn(),
  navigate: vi.fn(),
  notify: vi.fn(),
  confirm: () => Promise.resolve(true),
};

const show = () =>
  render(
    <FeedbackProvider>
      <FormCore form={form} mode="create" params={{}} host={host} record={{ name: '张伟' }} />
    </FeedbackProvider>,
  );

const itemOf = (label: string) => screen.getByText(label).closest('.ant-formily-item');

describe('FormCore by screen width', () => {
  it('on a desktop: labels beside the inputs, the aside beside the fields', async () => {
    windowOf(1280);
    show();
    await screen.findByRole('textbox');
    expect(itemOf('姓名')?.className).toContain('ant-formily-item-layout-horizontal');
    expect(screen.getByRole('figure', { name: '名片预览' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /预\s?览$/ })).toBeNull();
  });

  it('on a phone: labels above the inputs, the aside behind 预览, the fields kept meanwhile', async () => {
    windowOf(390);
    show();
    const input = await screen.findByRole('textbox');
    expect(itemOf('姓名')?.className).toContain('ant-formily-item-layout-vertical');
    expect(screen.queryByRole('figure', { name: '名片预览' })).toBeNull();
    fireEvent.change(input, { target: { value: '李四' } });

    const toggle = screen.getByRole('button', { name: /预\s?览$/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('figure', { name: '名片预览' }).textContent).toBe('李四');
    // Hidden while previewing, not gone: what was typed is still there afterwards.
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.queryByRole('figure', { name: '名片预览' })).toBeNull();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('李四');
  });
});
