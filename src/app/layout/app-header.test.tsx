// The header as admins and lawyers see it: the unread badge (lawyers only) and the user menu's
// pages and 退出登录. Calls go to a mock; the session is signed in as the app does.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../api/session-store';
import type { Userinfo } from '../../api/session';
import { useLocation } from 'react-router-dom';
import { renderInRouter } from '../../testing/render-in-router';
import { UnreadProvider } from '../../engine/state/unread';
import { AppHeader } from './app-header';

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
const show = (
  user: Userinfo,
  unread = 0,
  {
    compact = false,
    onToggle = () => undefined,
  }: { compact?: boolean; onToggle?: () => void } = {},
) => {
  call.mockImplementation(async (name: string) => {
    if (name === 'logs.msg.count') return unread;
    if (name === 'auth.logout') return null;
    throw new Error(`unexpected call ${name}`);
  });
  act(() => signIn('token', user, false));
  const { router } = renderInRouter(
    <UnreadProvider>
      <AppHeader collapsed={false} onToggle={onToggle} compact={compact} />
      <Where />
    </UnreadProvider>,
    '/app/office',
  );
  return router;
};

const bell = (count: number) => screen.getByRole('button', { name: `未读消息 ${count} 条` });
/** antd Badge's count bubble over the bell. */
const bubble = () => document.querySelector('.ant-badge-count');

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

  it('shows the count over the bell, whose name says it too', async () => {
    show(lawyer, 3);
    await waitFor(() => expect(bell(3)).toBeTruthy());
    await waitFor(() => expect(bubble()?.textContent).toBe('3'));
    expect(bubble()?.closest('.ant-badge')?.contains(bell(3))).toBe(true);
  });

  it('shows 10+ above ten, and the bell still says the count', async () => {
    show(lawyer, 12);
    await waitFor(() => expect(bell(12)).toBeTruthy());
    await waitFor(() => expect(bubble()?.textContent).toBe('10+'));
  });

  it('the bell leads to 站内消息', async () => {
    show(lawyer, 3);
    fireEvent.click(await waitFor(() => bell(3)));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/app/user/logs/msg'));
  });
});

describe('AppHeader tooltips', () => {
  it('站内消息 shows over the bell on hover', async () => {
    show(lawyer, 0);
    fireEvent.mouseEnter(bell(0));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('站内消息'));
  });
});

describe('AppHeader user menu', () => {
  it("lists an admin's account pages, which it opens", async () => {
    show(admin);
    fireEvent.click(screen.getByTestId('user-menu'));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      expect.stringContaining('修改密码'),
      expect.stringContaining('密保问题'),
      expect.stringContaining('退出登录'),
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: '密保问题' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/app/account/question'),
    );
  });

  it('退出登录 ends the session and replaces the entry with /login', async () => {
    const router = show(lawyer);
    fireEvent.click(screen.getByTestId('user-menu'));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(call).toHaveBeenCalledWith('auth.logout', { silent: true });
    // Replaced, not pushed: Back does not return into the console.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('AppHeader on a phone (compact)', () => {
  it('opens the menu from 打开菜单 and keeps the bell and the avatar, not full screen', async () => {
    const onToggle = vi.fn();
    show(lawyer, 2, { compact: true, onToggle });
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bell(2)).toBeTruthy());
    expect(screen.queryByRole('button', { name: /全屏/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /侧边栏/ })).toBeNull();
    // The greeting does not fit: it names the avatar's button instead of showing beside it.
    expect(screen.getByRole('button', { name: '你好，张伟' })).toBe(
      screen.getByTestId('user-menu'),
    );
    expect(screen.queryByText('你好，张伟')).toBeNull();
  });

  it('on a desktop shows the greeting and the sider toggle instead', () => {
    show(lawyer);
    expect(screen.getByText('你好，张伟')).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起侧边栏' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
  });
});
