import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test imports the module afresh: the real pickers, once loaded, stay for the page.
const load = async () => (await import('./date-picker')).DatePicker;
beforeEach(() => vi.resetModules());
afterEach(cleanup);

// In the console's locale, as providers.tsx sets it: the real pickers' placeholders are Chinese.
const inApp = (ui: ReactNode) => render(<ConfigProvider locale={zhCN}>{ui}</ConfigProvider>);
const realPicker = (container: HTMLElement) => container.querySelector('.ant-picker');

describe('DatePicker stand-in', () => {
  it('shows the value and antd’s placeholders without loading the calendar, and hands the focus over', async () => {
    const DatePicker = await load();
    const { container } = inApp(<DatePicker.RangePicker value={['2026-11-01', '']} />);
    expect((screen.getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByPlaceholderText('结束日期') as HTMLInputElement).value).toBe('');
    expect(realPicker(container)).toBeNull();

    fireEvent.focus(screen.getByPlaceholderText('结束日期'));
    await waitFor(() => expect(realPicker(container)).not.toBeNull());
    expect(container.querySelector('.lazy-picker')).toBeNull();
    expect(document.activeElement).toBe(screen.getByPlaceholderText('结束日期'));
    expect((screen.getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('loads on hover, and a picker mounted after that is the real one at once', async () => {
    const DatePicker = await load();
    const first = inApp(<DatePicker placeholder="选择日期" />);
    expect(screen.getByPlaceholderText('选择日期').tagName).toBe('INPUT');
    fireEvent.pointerEnter(first.container.firstElementChild!);
    await waitFor(() => expect(realPicker(first.container)).not.toBeNull());
    const second = inApp(<DatePicker />);
    expect(realPicker(second.container)).not.toBeNull();
  });

  it('uses the real picker straight away for a display only it knows (another format)', async () => {
    const DatePicker = await load();
    const { container } = inApp(<DatePicker format="YYYY年MM月DD日" value="2026-11-22" />);
    await waitFor(() => expect(realPicker(container)).not.toBeNull());
  });

  it('stays a stand-in when disabled: hovering it loads nothing', async () => {
    const DatePicker = await load();
    const { container } = inApp(<DatePicker.RangePicker disabled />);
    fireEvent.pointerEnter(container.firstElementChild!);
    fireEvent.focus(screen.getByPlaceholderText('开始日期'));
    await new Promise((r) => setTimeout(r, 50));
    expect(realPicker(container)).toBeNull();
    expect((screen.getByPlaceholderText('开始日期') as HTMLInputElement).disabled).toBe(true);
  });
});
