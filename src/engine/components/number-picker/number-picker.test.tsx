import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from './number-picker';

// Each test imports the module afresh: the real input, once loaded, stays for the page.
const load = async () => (await import('./number-picker')).NumberPicker;
beforeEach(() => vi.resetModules());
afterEach(cleanup);

const real = (container: HTMLElement) => container.querySelector('.ant-input-number');
const box = () => screen.getByRole('spinbutton') as HTMLInputElement;

describe('formatNumber', () => {
  it('shows a number as antd’s InputNumber does, with its precision, and nothing for no number', () => {
    expect(formatNumber(3)).toBe('3');
    expect(formatNumber(1.5, 2)).toBe('1.50');
    expect(formatNumber(7, 0)).toBe('7');
    expect([formatNumber(null), formatNumber(undefined), formatNumber(NaN)]).toEqual(['', '', '']);
  });
});

describe('NumberPicker stand-in', () => {
  it('takes typing before the real input is here, sending each complete number', async () => {
    const NumberPicker = await load();
    const onChange = vi.fn();
    const { container } = render(
      <NumberPicker value={2} precision={0} onChange={onChange} aria-label="排序" />,
    );
    expect((screen.getByRole('spinbutton', { name: '排序' }) as HTMLInputElement).value).toBe('2');
    expect(real(container)).toBeNull();
    fireEvent.change(box(), { target: { value: '-' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: '-12' } });
    expect(onChange).toHaveBeenLastCalledWith(-12);
    fireEvent.change(box(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('hands the focus to the real input, the caret at the end of the value', async () => {
    const NumberPicker = await load();
    const { container } = render(<NumberPicker value={125} />);
    fireEvent.focus(box());
    await waitFor(() => expect(real(container)).not.toBeNull());
    expect(container.querySelector('.lazy-number')).toBeNull();
    const input = box();
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('125');
    expect(input.selectionStart).toBe(3);
  });

  it('uses the real input at once for a format only it knows, and stays a stand-in when disabled', async () => {
    const NumberPicker = await load();
    const formatted = render(<NumberPicker value={5} formatter={(v: unknown) => `${v} 年`} />);
    await waitFor(() => expect(real(formatted.container)).not.toBeNull());
    cleanup();
    vi.resetModules();
    const Fresh = await load();
    const { container } = render(<Fresh value={5} disabled />);
    fireEvent.pointerEnter(container.firstElementChild!);
    fireEvent.focus(box());
    await new Promise((r) => setTimeout(r, 50));
    expect(real(container)).toBeNull();
    expect(box().disabled).toBe(true);
  });
});
