import {
  BellOutlined,
  KeyOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Badge, Button, Layout, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut, useSession } from '../../api/session-store';
import { userMenu } from '../../engine/schema/routes';
import { useRouteTable } from '../../engine/live-routes';
import { useUnread } from '../../engine/state/unread';
import { UserMenu } from './user-menu';

export const HEADER_HEIGHT = 48;

/** A phone's header buttons: a finger's width (44 px, WCAG's target size). */
const touch = { width: 44, height: 44 };

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

/**
 * The console's header, sticky at the top of the window: the menu toggle, full screen, the unread
 * badge (lawyers) and the user menu. `compact` (a phone): the toggle opens the menu's drawer, full
 * screen is left out and the user menu shows the avatar alone, each a 44 px touch target.
 */
export const AppHeader = ({
  collapsed,
  onToggle,
  compact = false,
}: {
  collapsed: boolean;
  onToggle: () => void;
  compact?: boolean;
}) => {
  const { user } = useSession();
  const { routes } = useRouteTable();
  const { count } = useUnread();
  const navigate = useNavigate();
  const fullscreen = useFullscreen();
  const isLawyer = user?.auth.includes('LAWYER') ?? false;
  const name = user?.name ?? '';
  const fullscreenLabel = fullscreen.on ? '退出全屏' : '全屏';

  const logout = async () => {
    await logOut();
    // Replace, so Back cannot return into the console after leaving it.
    navigate('/login', { replace: true });
  };

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        // Above the page's own positioned parts (a table's fixed columns, a sticky preview).
        zIndex: 10,
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: compact ? '0 4px' : '0 16px',
        background: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      {compact ? (
        <Button
          type="text"
          aria-label="打开菜单"
          icon={<MenuOutlined />}
          onClick={onToggle}
          style={touch}
        />
      ) : (
        <Button
          type="text"
          aria-label={collapsed ? '展开侧边栏' : '收起侧边栏'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
      )}
      <Space size={compact ? 4 : 16}>
        {!compact && (
          <Tooltip title={fullscreenLabel}>
            <Button
              type="text"
              aria-label={fullscreenLabel}
              icon={fullscreen.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={fullscreen.toggle}
            />
          </Tooltip>
        )}
        {/* Messages belong to lawyers; admins have no inbox, so the badge is hidden from them. */}
        {isLawyer && (
          <Tooltip title="站内消息">
            {/* The count is in the button's name; the bubble repeats it for the eye. */}
            <Badge
              count={count}
              overflowCount={UNREAD_OVERFLOW}
              size="small"
              // Inside the 44 px button on a phone, so the bubble is not cut by the header's top.
              offset={compact ? [-10, 10] : undefined}
            >
              <Button
                type="text"
                aria-label={`未读消息 ${count} 条`}
                icon={<BellOutlined />}
                onClick={() => navigate('/app/user/logs/msg')}
                style={compact ? touch : undefined}
              />
            </Badge>
          </Tooltip>
        )}
        <UserMenu
          name={name}
          compact={compact}
          items={[
            // Account pages the route table puts here (userMenu), e.g. an admin's 密保问题.
            ...userMenu(routes, user?.auth ?? []).map((r) => ({
              key: r.path,
              icon: <KeyOutlined aria-hidden />,
              label: r.title,
              onSelect: () => navigate(r.path),
            })),
            {
              key: 'logout',
              icon: <LogoutOutlined aria-hidden />,
              label: '退出登录',
              onSelect: () => void logout(),
            },
          ]}
        />
      </Space>
    </Layout.Header>
  );
};
