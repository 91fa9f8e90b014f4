import { theme } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useLocation } from '../../engine/router';
import { menuTrail, menuTree } from '../../engine/schema/routes';
import { routes } from '../../engine/route-table';
import { useAppConf } from '../../engine/state/app-conf';
import { useSession } from '../../api/session-store';
import { MenuEntries, MenuLink, type EntryContext } from './sider-menu-entries';
import { FlyoutGroup } from './sider-menu-flyout';
import './sider-menu.css';

// antd's inline menu indents each level by 24 px.
const indent = (level: number) => 24 * level;

/**
 * The side menu: filtered by the user's auth and the firm's function switches. Our own lists
 * and links in antd's dark inline look: antd's Menu (rc-menu, rc-overflow and its popups) put
 * some 17 kB gzipped on every /app route for this one list.
 */
export const SiderMenu = ({ collapsed }: { collapsed: boolean }) => {
  const { user } = useSession();
  const { conf } = useAppConf();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const switches = conf.adminFuncSwitch?.global;
  const tree = useMemo(
    () => menuTree(routes, { auth: user?.auth ?? [], switches }),
    [user, switches],
  );
  const trail = useMemo(() => menuTrail(routes, pathname), [pathname]);
  const [openKeys, setOpenKeys] = useState<readonly string[]>(() => trail.slice(0, -1));

  // Opening a page from elsewhere (a link, the badge) opens its parent groups too.
  useEffect(() => {
    if (collapsed) return;
    const parents = trail.slice(0, -1);
    setOpenKeys((keys) =>
      parents.every((k) => keys.includes(k)) ? keys : Array.from(new Set([...keys, ...parents])),
    );
  }, [trail, collapsed]);

  const ctx: EntryContext = {
    pathname,
    trail,
    // Collapsed, the stylesheet centres the icons instead.
    indent: collapsed ? () => undefined : indent,
    isOpen: (path) => openKeys.includes(path),
    toggle: (path) =>
      setOpenKeys((keys) =>
        keys.includes(path) ? keys.filter((k) => k !== path) : [...keys, path],
      ),
  };

  // The theme's values for what inline styles cannot reach (:hover, :focus-visible, the flyout).
  const themed = {
    '--sider-menu-primary': token.colorPrimary,
    '--sider-menu-focus': token.colorPrimaryBorder,
    '--sider-menu-focus-width': `${token.lineWidthFocus}px`,
    '--sider-menu-radius': `${token.borderRadiusLG}px`,
    '--sider-menu-radius-sm': `${token.borderRadiusSM}px`,
    '--sider-menu-shadow': token.boxShadowSecondary,
    '--sider-menu-z': token.zIndexPopupBase + 50,
    fontFamily: token.fontFamily,
  } as CSSProperties;

  return (
    <nav
      aria-label="主菜单"
      className={`sider-menu${collapsed ? ' sider-menu-collapsed' : ''}`}
      style={themed}
    >
      <ul className="sider-menu-list">
        {collapsed ? (
          tree.map((node) =>
            node.children ? (
              <FlyoutGroup key={node.path} node={node} ctx={ctx} />
            ) : (
              <li key={node.path}>
                <MenuLink node={node} level={1} ctx={ctx} titled />
              </li>
            ),
          )
        ) : (
          <MenuEntries nodes={tree} level={1} ctx={ctx} />
        )}
      </ul>
    </nav>
  );
};
