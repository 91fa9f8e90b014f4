import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginTabs, type LoginTab } from './login-tabs';

afterEach(cleanup);

/** A pane that counts its mounts, so the test sees when a pane is first rendered. */
const mounts: Record<string, number> = {};
const Pane = ({ name }: { name: string }) => {
  useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  });
  return <input aria-label={`${name}输入`} />;
};

const items = (): LoginTab[] => [
  { key: 'admin', label: '管理员登录', children: <Pane name="管理员" /> },
  { key: 'lawyer', label: '律师登录', children: <Pane name="律师" /> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('LoginTabs', () => {
  it('selects the first tab and names its pane after it', () => {
    render(<LoginTabs items={items()} />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(tab('管理员登录').getAttribute('aria-selected')).toBe('true');
    expect(tab('律师登录').getAttribute('aria-selected')).toBe('false');
    // Only the selected tab is in the Tab order; the arrows reach the other.
    expect(tab('管理员登录').tabIndex).toBe(0);
    expect(tab('律师登录').tabIndex).toBe(-1);
    const pane = screen.getByRole('tabpanel');
    expect(tab('管理员登录').getAttribute('aria-controls')).toBe(pane.id);
    expect(pane.getAttribute('aria-labelledby')).toBe(tab('管理员登录').id);
    expect(screen.getByLabelText('管理员输入')).toBeTruthy();
  });

  it('starts on defaultActiveKey, and on the first tab for an unknown key', () => {
    render(<LoginTabs items={items()} defaultActiveKey="lawyer" />);
    expect(tab('律师登录').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('律师输入')).toBeTruthy();
    cleanup();
    render(<LoginTabs items={items()} defaultActiveKey="nobody" />);
    expect(tab('管理员登录').getAttribute('aria-selected')).toBe('true');
  });

  it('renders a pane only once its tab is picked, then keeps it mounted and hidden', () => {
    mounts['律师'] = 0;
    mounts['管理员'] = 0;
    render(<LoginTabs items={items()} />);
    expect(mounts['律师']).toBe(0);
    expect(screen.queryByLabelText('律师输入')).toBeNull();

    fireEvent.change(screen.getByLabelText('管理员输入'), { target: { value: 'admin' } });
    fireEvent.click(tab('律师登录'));
    expect(tab('律师登录').getAttribute('aria-selected')).toBe('true');
    expect(mounts['律师']).toBe(1);
    const panes = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panes.map((p) => p.hidden)).toEqual([true, false]);

    // Back again: the first pane was kept, with what was typed.
    fireEvent.click(tab('管理员登录'));
    expect(mounts['管理员']).toBe(1);
    expect((screen.getByLabelText('管理员输入') as HTMLInputElement).value).toBe('admin');
    expect(mounts['律师']).toBe(1);
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping, and focuses the tab', () => {
    render(
      <LoginTabs
        items={[...items(), { key: 'third', label: '第三', children: <Pane name="第三" /> }]}
      />,
    );
    const key = (name: string, k: string) => fireEvent.keyDown(tab(name), { key: k });

    key('管理员登录', 'ArrowRight');
    expect(tab('律师登录').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('律师登录'));
    expect(tab('律师登录').tabIndex).toBe(0);
    expect(tab('管理员登录').tabIndex).toBe(-1);

    key('律师登录', 'ArrowRight');
    key('第三', 'ArrowRight');
    expect(tab('管理员登录').getAttribute('aria-selected')).toBe('true');
    key('管理员登录', 'ArrowLeft');
    expect(tab('第三').getAttribute('aria-selected')).toBe('true');
    key('第三', 'Home');
    expect(tab('管理员登录').getAttribute('aria-selected')).toBe('true');
    key('管理员登录', 'End');
    expect(tab('第三').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('第三'));

    // Other keys are left alone (Tab moves on into the pane).
    key('第三', 'a');
    expect(tab('第三').getAttribute('aria-selected')).toBe('true');
  });
});
