import { describe, expect, it } from 'vitest';
import routesFile from '../../../schemas/routes.json';
import {
  breadcrumbs,
  canAccess,
  homeOf,
  matchRoute,
  menuTrail,
  menuTree,
  returnTo,
  switchedOffBy,
  userMenu,
  type MenuNode,
} from './routes';
import type { RoutesFile } from './types';

const routes = (routesFile as unknown as RoutesFile).routes;

const allSwitchesOn = Object.fromEntries(
  routes.filter((r) => r.name).map((r) => [r.name as string, true]),
);

const titles = (nodes: MenuNode[]) => nodes.map((n) => n.title);
const child = (nodes: MenuNode[], title: string) => nodes.find((n) => n.title === title);

describe('canAccess', () => {
  it('lets everyone open a route without auth', () => {
    expect(canAccess({}, [])).toBe(true);
    expect(canAccess({ auth: undefined }, ['LAWYER'])).toBe(true);
  });

  it('needs the one permission a route names', () => {
    expect(canAccess({ auth: 'ADMIN' }, ['ADMIN'])).toBe(true);
    expect(canAccess({ auth: 'ADMIN' }, ['LAWYER'])).toBe(false);
    expect(canAccess({ auth: 'ADMIN' }, [])).toBe(false);
  });

  it('needs any one of the permissions in a list', () => {
    expect(canAccess({ auth: ['ADMIN', 'system'] }, ['system'])).toBe(true);
    expect(canAccess({ auth: ['ADMIN', 'system'] }, ['LAWYER'])).toBe(false);
  });
});

describe('menuTree for the demo roles (real routes.json)', () => {
  it('main-office main admin with system and every switch on', () => {
    const menu = menuTree(routes, {
      auth: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'system'],
      switches: allSwitchesOn,
    });
    expect(titles(menu)).toEqual([
      '机构管理',
      '人员管理',
      '名片管理',
      '数据概览',
      '专业领域',
      '重要日志',
      '运营管理',
      '功能设置',
    ]);
    expect(titles(menu)).not.toContain('内容管理');
    expect(titles(child(menu, '运营管理')?.children ?? [])).toEqual([
      '小程序首页',
      '名片页',
      '分享封面',
      '审核权限',
      '排序方式',
      '律师登录',
      '律所公众号',
    ]);
    expect(child(menu, '功能设置')?.children).toHaveLength(8);
    expect(child(menu, '功能设置')?.children?.[7]).toEqual({
      path: '/app/setting/schemas',
      title: '页面配置',
      icon: undefined,
    });
    expect(child(menu, '功能设置')?.children?.[5]).toEqual({
      path: '/app/setting/icp',
      title: 'ICP备案号',
      icon: undefined,
    });
    // Pages under a menu entry (create, detail) are not menu items.
    expect(child(menu, '机构管理')).toEqual({
      path: '/app/office',
      title: '机构管理',
      icon: 'bank',
    });
  });

  it('branch admin (ADMIN only) sees no operations, settings or practice areas', () => {
    const menu = menuTree(routes, { auth: ['ADMIN'], switches: allSwitchesOn });
    expect(titles(menu)).toEqual(['机构管理', '人员管理', '名片管理', '数据概览', '重要日志']);
  });

  it('lawyer sees the card, admin info, messages and account groups', () => {
    const menu = menuTree(routes, { auth: ['LAWYER'] });
    expect(titles(menu)).toEqual(['我的名片', '管理员信息', '消息管理', '账号设置']);
    expect(titles(child(menu, '消息管理')?.children ?? [])).toEqual(['站内消息', '重要日志']);
    expect(titles(child(menu, '账号设置')?.children ?? [])).toEqual(['修改账号', '修改密码']);
    expect(child(menu, '消息管理')?.path).toBe('/app/user/logs');
  });

  it('hides an entry whose function switch is off', () => {
    const menu = menuTree(routes, {
      auth: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'system'],
      switches: { ...allSwitchesOn, card: false },
    });
    expect(titles(menu)).not.toContain('名片管理');
    expect(titles(menu)).toContain('机构管理');
  });

  it('hides a group whose switch is off', () => {
    const menu = menuTree(routes, {
      auth: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'system'],
      switches: { ...allSwitchesOn, conf: false },
    });
    expect(titles(menu)).not.toContain('运营管理');
    expect(titles(menu)).toContain('功能设置');
  });

  it('hides every named entry when the firm has no switches map', () => {
    const menu = menuTree(routes, { auth: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'system'] });
    for (const title of ['机构管理', '人员管理', '名片管理', '专业领域', '重要日志', '运营管理']) {
      expect(titles(menu)).not.toContain(title);
    }
    expect(titles(menu)).toContain('功能设置');
  });

  it('shows nothing to a user without permissions', () => {
    expect(menuTree(routes, { auth: [], switches: allSwitchesOn })).toEqual([]);
  });
});

describe('matchRoute', () => {
  it('matches concrete paths with ids to their route', () => {
    expect(matchRoute(routes, '/app/office/5/detail')?.path).toBe('/app/office/:id/detail');
    expect(matchRoute(routes, '/app/office/5/admins')?.title).toBe('管理员设置');
    expect(matchRoute(routes, '/app/card/edit/12')?.title).toBe('编辑名片');
    expect(matchRoute(routes, '/app/office/')?.path).toBe('/app/office');
  });

  it('prefers a literal route over a parameter one declared after it', () => {
    expect(matchRoute(routes, '/app/cms/add')?.title).toBe('新增内容');
    expect(matchRoute(routes, '/app/cms/9')?.title).toBe('编辑内容');
  });

  it('returns undefined for unknown paths and for extra segments', () => {
    expect(matchRoute(routes, '/app/nowhere')).toBeUndefined();
    expect(matchRoute(routes, '/app/office/5/detail/x')).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  it('lists the route of every prefix of the path', () => {
    expect(breadcrumbs(routes, '/app/office/5/admins')).toEqual([
      { title: '机构管理', path: '/app/office' },
      { title: '管理员设置', path: '/app/office/5/admins' },
    ]);
    expect(breadcrumbs(routes, '/app/setting/icp')).toEqual([
      { title: '功能设置', path: '/app/setting' },
      { title: 'ICP备案号', path: '/app/setting/icp' },
    ]);
    expect(breadcrumbs(routes, '/app/user/logs/msg').map((c) => c.title)).toEqual([
      '消息管理',
      '站内消息',
    ]);
  });
});

describe('menuTrail', () => {
  it('opens the group and highlights the item of a submenu page', () => {
    expect(menuTrail(routes, '/app/setting/icp')).toEqual(['/app/setting', '/app/setting/icp']);
    expect(menuTrail(routes, '/app/conf/card-audit')).toEqual([
      '/app/conf',
      '/app/conf/card-audit',
    ]);
  });

  it('highlights the list for a page under it that is not in the menu', () => {
    expect(menuTrail(routes, '/app/office/3/detail')).toEqual(['/app/office']);
    expect(menuTrail(routes, '/app/office/create')).toEqual(['/app/office']);
  });

  it('does not treat a shared text prefix as a parent', () => {
    expect(menuTrail(routes, '/app/officex')).toEqual([]);
  });
});

describe('userMenu (the header menu, real routes.json)', () => {
  it('offers admins their password and security question, outside the side menu', () => {
    expect(userMenu(routes, ['ADMIN'])).toEqual([
      { title: '修改密码', path: '/app/account/passwd' },
      { title: '密保问题', path: '/app/account/question' },
    ]);
    const sideTitles = JSON.stringify(
      menuTree(routes, { auth: ['ADMIN'], switches: allSwitchesOn }),
    );
    expect(sideTitles).not.toContain('密保问题');
  });

  it('offers lawyers nothing there (their account pages are in the side menu)', () => {
    expect(userMenu(routes, ['LAWYER'])).toEqual([]);
  });
});

describe('homeOf', () => {
  it('sends admins to offices and everyone else to their card', () => {
    expect(homeOf(['ADMIN'])).toBe('/app/office');
    expect(homeOf(['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'system'])).toBe('/app/office');
    expect(homeOf(['LAWYER'])).toBe('/app/user/dashboard');
    expect(homeOf([])).toBe('/app/user/dashboard');
  });
});

describe('menuTree with a hidden group', () => {
  const admin = ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'system'];

  it('hides the pages of a group whose switch is missing, instead of lifting them to the top', () => {
    expect(titles(menuTree(routes, { auth: admin }))).toEqual(['功能设置']);
  });

  it('hides the pages of a group whose switch is off', () => {
    const menu = menuTree(routes, { auth: admin, switches: { ...allSwitchesOn, conf: false } });
    expect(titles(menu)).not.toContain('运营管理');
    expect(titles(menu)).not.toContain('小程序首页');
    expect(titles(menu)).toContain('功能设置');
  });
});

describe('switchedOffBy', () => {
  const at = (path: string) => ({ path });

  it('names the switch of a switched-off page and of the pages under it', () => {
    const off = { ...allSwitchesOn, card: false };
    expect(switchedOffBy(routes, at('/app/card'), off)).toBe('card');
    expect(switchedOffBy(routes, at('/app/card/:id'), off)).toBe('card');
  });

  it('leaves other pages and unnamed pages alone', () => {
    const off = { ...allSwitchesOn, card: false };
    expect(switchedOffBy(routes, at('/app/office'), off)).toBeUndefined();
    expect(switchedOffBy(routes, at('/app/setting/admin'), off)).toBeUndefined();
    expect(switchedOffBy(routes, at('/app/cards-archive'), off)).toBeUndefined();
  });

  it('turns nothing off while the switches are unknown', () => {
    expect(switchedOffBy(routes, at('/app/card'), undefined)).toBeUndefined();
  });
});

describe('returnTo (where signing in leads)', () => {
  const admin = ['ADMIN', 'system'];
  const lawyer = ['LAWYER'];

  it('follows the /app link that led to /login, with its query and hash', () => {
    expect(returnTo(routes, '/app/card?status=1&current=2#top', admin)).toBe(
      '/app/card?status=1&current=2#top',
    );
    expect(returnTo(routes, '/app/office/5/detail', admin)).toBe('/app/office/5/detail');
  });

  it('goes home when the link is not a page the user may open', () => {
    expect(returnTo(routes, '/app/office', lawyer)).toBe('/app/user/dashboard');
    expect(returnTo(routes, '/app/no-such-page', admin)).toBe('/app/office');
    expect(returnTo(routes, undefined, admin)).toBe('/app/office');
    expect(returnTo(routes, '/login', admin)).toBe('/app/office');
  });

  it('never leaves this origin', () => {
    for (const from of [
      '//evil.example/app/card',
      '/\\evil.example',
      'https://evil.example/app/card',
      '/app//evil.example',
      '/app/\\evil.example',
    ])
      expect(returnTo(routes, from, admin)).toBe('/app/office');
  });
});
