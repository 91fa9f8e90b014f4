import { Layout, theme, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { breadcrumbs } from '../../engine/schema/routes';
import { useRouteTable } from '../../engine/live-routes';
import { useNarrow } from '../../engine/render/use-narrow';
import { useAppConf } from '../../engine/state/app-conf';
import { ReloginDialog } from '../relogin-dialog';
import { retryImport } from '../retry-import';
import { TopProgress } from '../top-progress';
import { AppHeader } from './app-header';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { BrowserBanner } from './browser-banner';
import { Logo } from './logo';
import { RouteTableWarning } from './route-table-warning';
import { SiderMenu } from './sider-menu';

// Phones only (retried as any chunk): desktop pages load no Drawer.
const MenuDrawer = lazy(retryImport(() => import('./menu-drawer')));

/**
 * The console's frame: antd's Layout with the menu in a Sider (folding below `lg`), or on a phone
 * (below `md`) in a Drawer opened from the header. The header and the Sider are sticky, as in
 * antd's fixed-header and fixed-sider layouts: the window scrolls the page under them, so the
 * browser's own scrolling (a phone's collapsing address bar, scroll-to-error) keeps working and a
 * short page has no scrollbar at all (docs/architecture.md, The frame).
 */
export default function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const narrow = useNarrow();
  const { conf } = useAppConf();
  const { token } = theme.useToken();
  const { routes } = useRouteTable();
  const crumbs = breadcrumbs(routes, pathname);
  const title = crumbs[crumbs.length - 1]?.title;

  // The drawer's job is done once a page was chosen from it (or the window grew past a phone's).
  useEffect(() => setDrawerOpen(false), [pathname, narrow]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {navigating && <TopProgress />}
      {narrow ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : (
        <Layout.Sider
          collapsible
          trigger={null}
          collapsed={collapsed}
          breakpoint="lg"
          onBreakpoint={(broken) => setCollapsed(broken)}
          width={208}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <Logo collapsed={collapsed} />
          <SiderMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <BrowserBanner />
        <RouteTableWarning />
        <AppHeader
          collapsed={collapsed}
          compact={narrow}
          onToggle={() => (narrow ? setDrawerOpen(true) : setCollapsed((c) => !c))}
        />
        <Layout.Content style={{ padding: narrow ? 12 : 24 }}>
          <div>
            <BreadcrumbTrail crumbs={crumbs} />
            {/* The page's one h1, at the size of a level-4 title (level-5 when compact). */}
            {title && (
              <Typography.Title
                level={1}
                style={{
                  margin: narrow ? '8px 0' : '12px 0 16px',
                  fontSize: narrow ? token.fontSizeHeading5 : token.fontSizeHeading4,
                  lineHeight: narrow ? token.lineHeightHeading5 : token.lineHeightHeading4,
                }}
              >
                {title}
              </Typography.Title>
            )}
            <Outlet />
          </div>
        </Layout.Content>
        <ReloginDialog />
        {/* The theme's secondary text: #8c8c8c on the grey page fell below 4.5:1 contrast. */}
        <Layout.Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>
          律所数字名片管理后台 ©{new Date().getFullYear()}
          {conf.icp ? ` · ${conf.icp}` : ''}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
