import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '../../engine/router';
import { menuTrail, menuTree, type MenuNode } from '../../engine/schema/routes';
import { routes } from '../../engine/route-table';
import { useAppConf } from '../../engine/state/app-conf';
import { useSession } from '../../api/session-store';
import { menuIcons } from './menu-icons';

type Item = Required<MenuProps>['items'][number];

const toItems = (nodes: MenuNode[]): Item[] =>
  nodes.map((n) => ({
    key: n.path,
    icon: n.icon ? menuIcons[n.icon] : undefined,
    label: n.title,
    ...(n.children ? { children: toItems(n.children) } : {}),
  }));

/** The side menu: filtered by the user's auth and the firm's function switches. */
export const SiderMenu = ({ collapsed }: { collapsed: boolean }) => {
  const { user } = useSession();
  const { conf } = useAppConf();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const switches = conf.adminFuncSwitch?.global;
  const items = useMemo(
    () => toItems(menuTree(routes, { auth: user?.auth ?? [], switches })),
    [user, switches],
  );
  const trail = useMemo(() => menuTrail(routes, pathname), [pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(trail.slice(0, -1));

  // Opening a page from elsewhere (a link, the badge) opens its parent groups too.
  useEffect(() => {
    if (!collapsed) setOpenKeys((keys) => Array.from(new Set([...keys, ...trail.slice(0, -1)])));
  }, [trail, collapsed]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={trail.slice(-1)}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => navigate(key)}
    />
  );
};
