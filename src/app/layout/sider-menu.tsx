import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { menuTrail, menuTree, type MenuNode } from '../../engine/schema/routes';
import { useRouteTable } from '../../engine/live-routes';
import { useAppConf } from '../../engine/state/app-conf';
import { useSession } from '../../api/session-store';
import { menuIcons } from './menu-icons';

type Item = Required<MenuProps>['items'][number];

/**
 * Menu items of the tree: a page is a link (so it opens in a new tab too), a group a submenu.
 * The selected page's link says aria-current: `page` on the page itself, `true` below it.
 */
const toItems = (nodes: readonly MenuNode[], pathname: string, selected?: string): Item[] =>
  nodes.map((node) => {
    const icon = node.icon ? menuIcons[node.icon] : undefined;
    if (node.children)
      return {
        key: node.path,
        icon,
        label: node.title,
        children: toItems(node.children, pathname, selected),
      };
    const exact = node.path === (pathname.replace(/\/+$/, '') || '/');
    return {
      key: node.path,
      icon,
      label: (
        <Link
          to={node.path}
          aria-current={node.path === selected ? (exact ? 'page' : 'true') : undefined}
        >
          {node.title}
        </Link>
      ),
    };
  });

/**
 * The side menu, antd's Menu (dark, inline; collapsed, its pop-up submenus with tooltips), with
 * its keyboard support: ↑/↓ move between entries (antd focuses an entry's link, so Enter follows
 * it as any link), →/← and Enter open and close a group.
 * Filtered by the user's auth and the firm's function switches.
 */
export const SiderMenu = ({
  collapsed,
  theme = 'dark',
}: {
  collapsed: boolean;
  /** Dark in the Sider, light in a phone's menu drawer. */
  theme?: 'dark' | 'light';
}) => {
  const { user } = useSession();
  const { conf } = useAppConf();
  const { pathname } = useLocation();
  const switches = conf.adminFuncSwitch?.global;
  // The table in use: a firm's published one changes the menu without a reload.
  const { routes } = useRouteTable();
  const tree = useMemo(
    () => menuTree(routes, { auth: user?.auth ?? [], switches }),
    [routes, user, switches],
  );
  const trail = useMemo(() => menuTrail(routes, pathname), [routes, pathname]);
  const selected = trail[trail.length - 1];
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1));

  // Opening a page from elsewhere (a link, the badge) opens its parent groups too.
  useEffect(() => {
    if (collapsed) return;
    const parents = trail.slice(0, -1);
    setOpenKeys((keys) =>
      parents.every((k) => keys.includes(k)) ? keys : Array.from(new Set([...keys, ...parents])),
    );
  }, [trail, collapsed]);

  const items = useMemo(() => toItems(tree, pathname, selected), [tree, pathname, selected]);

  return (
    <nav aria-label="主菜单">
      <Menu
        theme={theme}
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
      />
    </nav>
  );
};
