import {
  BellOutlined,
  KeyOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Button, Layout, Space, theme } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useNavigate } from '../../engine/router';
import { logOut, useSession } from '../../api/session-store';
import { userMenu } from '../../engine/schema/routes';
import { routes } from '../../engine/route-table';
import { useUnread } from '../../engine/state/unread';
import { HeaderBadge } from './header-badge';
import { HeaderTooltip } from './header-tooltip';
import { UserMenu } from './user-menu';
import './header.css';

export const HEADER_HEIGHT = 48;

/** antd's Badge overflowCount here: more than ten unread reads 10+. */
const UNREAD_OVERFLOW = 10;

const useFullscreen = () => {
  const [on, setOn] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () =>
    void (
      document.fullscreenElement
        ? document.exitFullscreen()
        : document.documentElement.requestFullscreen()
    ).catch(() => undefined);
  return { on, toggle };
};

export const AppHeader = ({
  collapsed,
  onToggle,
}: {
  collapsed: boolean;
  onToggle: () => void;
}) => {
  const { user } = useSession();
  const { count } = useUnread();
  const navigate = useNavigate();
  const fullscreen = useFullscreen();
  const { token } = theme.useToken();
  const isLawyer = user?.auth.includes('LAWYER') ?? false;
  const name = user?.name ?? '';
  const fullscreenLabel = fullscreen.on ? '退出全屏' : '全屏';

  const logout = async () => {
    await logOut();
    // Replace, so Back cannot return into the console after leaving it.
    navigate('/login', { replace: true });
  };

  // The theme's values for what inline styles cannot reach (:hover, :focus-visible, ::before).
  const themed = {
    '--app-header-height': `${HEADER_HEIGHT}px`,
    '--app-header-text': token.colorText,
    '--app-header-elevated': token.colorBgElevated,
    '--app-header-shadow': token.boxShadowSecondary,
    '--app-header-item-hover': token.controlItemBgHover,
    '--app-header-error': token.colorError,
    '--app-header-spotlight': token.colorBgSpotlight,
    '--app-header-focus': token.colorPrimaryBorder,
    '--app-header-focus-width': `${token.lineWidthFocus}px`,
  } as CSSProperties;

  return (
    <Layout.Header
      style={{
        ...themed,
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: '0 16px',
        background: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      <Button
        type="text"
        aria-label={collapsed ? '展开侧边栏' : '收起侧边栏'}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      <Space size={16}>
        <HeaderTooltip title={fullscreenLabel}>
          {(describedBy) => (
            <Button
              type="text"
              aria-label={fullscreenLabel}
              aria-describedby={describedBy}
              icon={fullscreen.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={fullscreen.toggle}
            />
          )}
        </HeaderTooltip>
        {/* Messages belong to lawyers; admins have no inbox, so the badge is hidden from them. */}
        {isLawyer && (
          <HeaderTooltip title="站内消息">
            {(describedBy) => (
              <HeaderBadge count={count} overflowCount={UNREAD_OVERFLOW}>
                <Button
                  type="text"
                  aria-label={`未读消息 ${count} 条`}
                  aria-describedby={describedBy}
                  icon={<BellOutlined />}
                  onClick={() => navigate('/app/user/logs/msg')}
                />
              </HeaderBadge>
            )}
          </HeaderTooltip>
        )}
        <UserMenu
          name={name}
          items={[
            // Account pages the route table puts here (userMenu), e.g. an admin's 密保问题.
            ...userMenu(routes, user?.auth ?? []).map((r) => ({
              key: r.path,
              icon: <KeyOutlined />,
              label: r.title,
              onSelect: () => navigate(r.path),
            })),
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              label: '退出登录',
              onSelect: () => void logout(),
            },
          ]}
        />
      </Space>
    </Layout.Header>
  );
};
