import { Grid, Layout, theme, Typography } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { breadcrumbs } from '../../engine/schema/routes';
import { routes } from '../../engine/route-table';
import { useAppConf } from '../../engine/state/app-conf';
import { ReloginDialog } from '../relogin-dialog';
import { AppHeader } from './app-header';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { BrowserBanner } from './browser-banner';
import { SiderMenu } from './sider-menu';

const Logo = ({ collapsed }: { collapsed: boolean }) => {
  const { conf } = useAppConf();
  const src = conf.assets?.imgs?.logo || '/logo.svg';
  return (
    <div
      style={{
        height: 48,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: collapsed ? '0 20px' : '0 16px',
        color: '#fff',
        fontWeight: 600,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      <img src={src} alt="logo" width={28} height={28} style={{ objectFit: 'contain' }} />
      {!collapsed && <span>律所数字名片</span>}
    </div>
  );
};

export default function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const { conf } = useAppConf();
  const { token } = theme.useToken();
  const crumbs = breadcrumbs(routes, pathname);
  const title = crumbs[crumbs.length - 1]?.title;
  // Below 768 px the page header gets compact (docs/product.md, Screens).
  const compact = screens.md === false;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        trigger={null}
        collapsed={collapsed}
        breakpoint="lg"
        onBreakpoint={(broken) => setCollapsed(broken)}
        width={208}
      >
        <Logo collapsed={collapsed} />
        <SiderMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <BrowserBanner />
        <AppHeader collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
        <Layout.Content style={{ padding: compact ? 12 : 24 }}>
          <div>
            <BreadcrumbTrail crumbs={crumbs} />
            {/* The page's one h1, at the size of a level-4 title (level-5 when compact). */}
            {title && (
              <Typography.Title
                level={1}
                style={{
                  margin: compact ? '8px 0' : '12px 0 16px',
                  fontSize: compact ? token.fontSizeHeading5 : token.fontSizeHeading4,
                  lineHeight: compact ? token.lineHeightHeading5 : token.lineHeightHeading4,
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
