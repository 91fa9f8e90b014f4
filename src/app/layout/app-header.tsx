import {
  BellOutlined,
  KeyOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Avatar, Badge, Button, Dropdown, Layout, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../engine/router';
import { logOut, useSession } from '../../api/session-store';
import { userMenu } from '../../engine/schema/routes';
import { routes } from '../../engine/route-table';
import { useUnread } from '../../engine/state/unread';

export const HEADER_HEIGHT = 48;

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
  const isLawyer = user?.auth.includes('LAWYER') ?? false;
  const name = user?.name ?? '';

  const logout = async () => {
    await logOut();
    // Replace, so Back cannot return into the console after leaving it.
    navigate('/login', { replace: true });
  };

  return (
    <Layout.Header
      style={{
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
        <Tooltip title={fullscreen.on ? '退出全屏' : '全屏'}>
          <Button
            type="text"
            aria-label={fullscreen.on ? '退出全屏' : '全屏'}
            icon={fullscreen.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={fullscreen.toggle}
          />
        </Tooltip>
        {/* Messages belong to lawyers; admins have no inbox, so the badge is hidden from them. */}
        {isLawyer && (
          <Tooltip title="站内消息">
            <Badge count={count} overflowCount={10} size="small">
              <Button
                type="text"
                aria-label={`未读消息 ${count} 条`}
                icon={<BellOutlined />}
                onClick={() => navigate('/app/user/logs/msg')}
              />
            </Badge>
          </Tooltip>
        )}
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              // Account pages the route table puts here (userMenu), e.g. an admin's 密保问题.
              ...userMenu(routes, user?.auth ?? []).map((r) => ({
                key: r.path,
                icon: <KeyOutlined />,
                label: r.title,
                onClick: () => navigate(r.path),
              })),
              {
                key: 'logout',
                icon: <LogoutOutlined />,
                label: '退出登录',
                onClick: () => void logout(),
              },
            ],
          }}
        >
          <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
            <Avatar style={{ background: '#1677ff' }} size="small">
              {name.slice(0, 1)}
            </Avatar>
            <span>你好，{name}</span>
          </Space>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
};
