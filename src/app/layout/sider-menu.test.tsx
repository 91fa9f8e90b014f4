import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../testing/render-in-router';
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

const mount = (path: string) => renderInRouter(<SiderMenu collapsed={false} />, path);

const menu = () => within(screen.getByRole('navigation', { name: '主菜单' }));
const link = (name: string) => menu().getByRole('link', { name });
/** A group's entry: the submenu title, which says whether it is open. */
const group = (name: string) =>
  menu()
    .getAllByRole('menuitem')
    .find((m) => m.getAttribute('aria-haspopup') && m.textContent === name) as HTMLElement;

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
    const { router } = mount('/app/office');
    expect(link('机构管理').getAttribute('aria-current')).toBe('page');
    expect(link('人员管理').hasAttribute('aria-current')).toBe(false);
    await act(async () => fireEvent.click(link('人员管理')));
    expect(router.state.location.pathname).toBe('/app/lawyer');
    expect(link('人员管理').getAttribute('aria-current')).toBe('page');
    expect(link('机构管理').hasAttribute('aria-current')).toBe(false);
  });

  // The arrow keys need a browser's layout (antd finds the visible entries): menus.spec.ts.
  it('opens and closes a group with a click', () => {
    mount('/app/office');
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(group('运营管理'));
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('true');
    expect(link('分享封面').getAttribute('href')).toBe('/app/conf/miniprogram-share');
    fireEvent.click(group('运营管理'));
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('false');
  });

  it("opens the current page's group when the path changes from elsewhere", async () => {
    const { router } = mount('/app/office');
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('false');
    await act(async () => router.navigate('/app/conf/miniprogram-share'));
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('true');
    expect(link('分享封面').getAttribute('aria-current')).toBe('page');
  });

  it('starts with the current page’s group open', () => {
    mount('/app/conf/card-audit');
    expect(group('运营管理').getAttribute('aria-expanded')).toBe('true');
    expect(link('审核权限').getAttribute('aria-current')).toBe('page');
  });
});
