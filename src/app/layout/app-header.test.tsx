// The header as admins and lawyers see it: the unread badge (lawyers only) and the user menu's
// pages and 退出登录. Calls go to a mock; the session is signed in as the app does.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../api/session-store';
import type { Userinfo } from '../../api/session';
import { createMemoryHistory, Router, useLocation } from '../../engine/router';
import { UnreadProvider } from '../../engine/state/unread';
import { AppHeader } from './app-header';
import { badgeText } from './header-badge';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ call }));

afterEach(() => {
  cleanup();
  act(() => signOut());
  call.mockReset();
});

const admin: Userinfo = { id: 1, type: 'admin', name: '王明德', auth: ['ADMIN'], level: 1 };
const lawyer: Userinfo = { id: 7, type: 'lawyer', name: '张伟', auth: ['LAWYER'] };

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

/** Signs `user` in with `unread` unread messages and renders the header at /app/office. */
const show = (user: Userinfo, unread = 0) => {
  call.mockImplementation(async (name: string) => {
    if (name === 'logs.msg.count') return unread;
    if (name === 'auth.logout') return null;
    throw new Error(`unexpected call ${name}`);
  });
  act(() => signIn('token', user, false));
  const history = createMemoryHistory('/app/office');
  render(
    <Router history={history}>
      <UnreadProvider>
        <AppHeader collapsed={false} onToggle={() => undefined} />
        <Where />
      </UnreadProvider>
    </Router>,
  );
  return history;
};

const bell = (count: number) => screen.getByRole('button', { name: `未读消息 ${count} 条` });
const bubble = () => screen.queryByTestId('unread-count');

describe('badgeText', () => {
  it('shows the count up to overflowCount and overflowCount+ above it', () => {
    expect(badgeText(1, 10)).toBe('1');
    expect(badgeText(10, 10)).toBe('10');
    expect(badgeText(11, 10)).toBe('10+');
  });
});

describe('AppHeader unread badge', () => {
  it('admins have no bell and no count in the DOM', async () => {
    show(admin, 5);
    await screen.findByTestId('user-menu');
    expect(screen.queryByRole('button', { name: /未读消息/ })).toBeNull();
    expect(bubble()).toBeNull();
    expect(call).not.toHaveBeenCalledWith('logs.msg.count', expect.anything());
  });

  it('a lawyer with no unread message sees the bell without a count', async () => {
    show(lawyer, 0);
    await waitFor(() => expect(call).toHaveBeenCalledWith('logs.msg.count', expect.anything()));
    expect(bell(0)).toBeTruthy();
    expect(bubble()).toBeNull();
  });

  it('shows the count, hidden from screen readers (the bell says it), over the bell', async () => {
    show(lawyer, 3);
    await waitFor(() => expect(bell(3)).toBeTruthy());
    expect(bubble()?.textContent).toBe('3');
    expect(bubble()?.getAttribute('aria-hidden')).toBe('true');
    expect(bubble()?.parentElement?.contains(bell(3))).toBe(true);
  });

  it('shows 10+ above ten, and the bell still says the count', async () => {
    show(lawyer, 12);
    await waitFor(() => expect(bell(12)).toBeTruthy());
    expect(bubble()?.textContent).toBe('10+');
  });

  it('the bell leads to 站内消息', async () => {
    show(lawyer, 3);
    fireEvent.click(await waitFor(() => bell(3)));
    expect(screen.getByTestId('where').textContent).toBe('/app/user/logs/msg');
  });
});

describe('AppHeader tooltips', () => {
  it('站内消息 shows on hover, described to the bell, and goes on leave', async () => {
    vi.useFakeTimers();
    try {
      show(lawyer, 0);
      fireEvent.mouseEnter(bell(0).closest('.app-header-tip-anchor') as Element);
      act(() => vi.advanceTimersByTime(150));
      const tip = screen.getByRole('tooltip');
      expect(tip.textContent).toBe('站内消息');
      expect(bell(0).getAttribute('aria-describedby')).toBe(tip.id);
      fireEvent.mouseLeave(bell(0).closest('.app-header-tip-anchor') as Element);
      act(() => vi.advanceTimersByTime(150));
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(bell(0).getAttribute('aria-describedby')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('全屏 shows on keyboard focus and Escape hides it', () => {
    show(admin);
    const button = screen.getByRole('button', { name: '全屏' });
    act(() => button.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('全屏');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('AppHeader user menu', () => {
  it("lists an admin's account pages, which it opens", async () => {
    show(admin);
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      expect.stringContaining('修改密码'),
      expect.stringContaining('密保问题'),
      expect.stringContaining('退出登录'),
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: '密保问题' }));
    expect(screen.getByTestId('where').textContent).toBe('/app/account/question');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('退出登录 ends the session and replaces the entry with /login', async () => {
    const history = show(lawyer);
    const replace = vi.spyOn(history, 'replace');
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(call).toHaveBeenCalledWith('auth.logout', { silent: true });
    expect(replace).toHaveBeenCalledWith('/login', undefined);
  });
});
