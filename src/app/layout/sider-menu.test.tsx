import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, Router, type History } from '../../engine/router';
import { SiderMenu } from './sider-menu';

// The viewer the menu filters for: a session user's auth and the firm's function switches.
const viewer = vi.hoisted(() => ({
  user: null as { auth: string[] } | null,
  switches: undefined as Record<string, boolean> | undefined,
}));
vi.mock('../../api/session-store', () => ({ useSession: () => ({ user: viewer.user }) }));
vi.mock('../../engine/state/app-conf', () => ({
  useAppConf: () => ({ conf: { adminFuncSwitch: { global: viewer.switches } }, refresh: vi.fn() }),
}));

afterEach(cleanup);

beforeEach(() => {
  // The main office's main admin without `system`, with 名片管理 switched off.
  viewer.user = { auth: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN'] };
  viewer.switches = {
    office: true,
    lawyer: true,
    card: false,
    profession: true,
    logs: true,
    conf: true,
  };
});

const mount = (path: string, collapsed = false) => {
  const history: History = createMemoryHistory(path);
  const view = render(
    <Router history={history}>
      <SiderMenu collapsed={collapsed} />
    </Router>,
  );
  return { history, view };
};

const menu = () => within(screen.getByRole('navigation', { name: '主菜单' }));
const link = (name: string) => menu().getByRole('link', { name });
const group = (name: string) => menu().getByRole('button', { name });

describe('SiderMenu', () => {
  it('renders the entries the viewer may see as links, and nothing of the others', () => {
    mount('/app/office');
    expect(link('机构管理').getAttribute('href')).toBe('/app/office');
    expect(link('重要日志').getAttribute('href')).toBe('/app/logs');
    expect(group('运营管理')).toBeTruthy();
    // Switched off, hidden by the route table, lacking `system`, a lawyer's: not in the DOM.
    for (const title of ['名片管理', '内容管理', '功能设置', '我的名片', '消息管理']) {
      expect(screen.queryByText(title)).toBeNull();
    }
  });

  it('marks the current page and moves the mark when a link is followed in the page', async () => {
    const { history } = mount('/app/office');
    expect(link('机构管理').getAttribute('aria-current')).toBe('page');
    expect(link('人员管理').hasAttribute('aria-current')).toBe(false);
    await act(async () => fireEvent.click(link('人员管理')));
    expect(history.location.pathname).toBe('/app/lawyer');
    expect(link('人员管理').getAttribute('aria-current')).toBe('page');
    expect(link('机构管理').hasAttribute('aria-current')).toBe(false);
  });

  it('opens and closes a group with its button', () => {
    mount('/app/office');
    const button = group('运营管理');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu().queryByRole('link', { name: '小程序首页' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(within(list!).getByRole('link', { name: '分享封面' }).getAttribute('href')).toBe(
      '/app/conf/miniprogram-share',
    );
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu().queryByRole('link', { name: '分享封面' })).toBeNull();
  });

  it("opens the current page's group when the path changes from elsewhere", async () => {
    const { history } = mount('/app/office');
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('false');
    await act(async () => history.push('/app/conf/miniprogram-share'));
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('true');
    expect(link('分享封面').getAttribute('aria-current')).toBe('page');
    expect(group('运营管理').className).toContain('sider-menu-group-active');
  });

  it('starts with the current page’s group open', () => {
    mount('/app/conf/card-audit');
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('true');
    expect(link('审核权限').getAttribute('aria-current')).toBe('page');
  });
});

describe('SiderMenu collapsed', () => {
  it('keeps a name and a title on every icon', () => {
    mount('/app/office', true);
    expect(link('机构管理').getAttribute('title')).toBe('机构管理');
    expect(group('运营管理').getAttribute('title')).toBe('运营管理');
    expect(link('机构管理').getAttribute('aria-current')).toBe('page');
  });

  it('opens the group’s flyout on click and closes it with Escape', () => {
    mount('/app/office', true);
    const button = group('运营管理');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu().queryByRole('link', { name: '小程序首页' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const flyout = menu().getByRole('list', { name: '运营管理' });
    expect(flyout.id).toBe(button.getAttribute('aria-controls'));
    expect(within(flyout).getAllByRole('link')).toHaveLength(7);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu().queryByRole('list', { name: '运营管理' })).toBeNull();
  });

  it('opens on hover until the pointer leaves; a click keeps it open until a click elsewhere', () => {
    vi.useFakeTimers();
    try {
      mount('/app/office', true);
      const button = group('运营管理');
      fireEvent.mouseEnter(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      // Leaving and coming back at once (a corner cut on the way to the list) keeps it open.
      fireEvent.mouseLeave(button);
      fireEvent.mouseEnter(button);
      act(() => vi.advanceTimersByTime(500));
      expect(button.getAttribute('aria-expanded')).toBe('true');
      fireEvent.mouseLeave(button);
      act(() => vi.advanceTimersByTime(500));
      expect(button.getAttribute('aria-expanded')).toBe('false');
      fireEvent.mouseEnter(button);
      fireEvent.click(button);
      fireEvent.mouseLeave(button);
      act(() => vi.advanceTimersByTime(500));
      expect(button.getAttribute('aria-expanded')).toBe('true');
      fireEvent.pointerDown(document.body);
      expect(button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the flyout once one of its links is chosen, and goes there', async () => {
    const { history } = mount('/app/office', true);
    fireEvent.click(group('运营管理'));
    await act(async () => fireEvent.click(link('律所公众号')));
    expect(history.location.pathname).toBe('/app/conf/firm-qrcode');
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('false');
    expect(group('运营管理').className).toContain('sider-menu-group-active');
  });
});
