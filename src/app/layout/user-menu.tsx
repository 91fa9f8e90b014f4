import { Avatar, Button, Dropdown, theme, type MenuProps } from 'antd';
import type { ReactNode } from 'react';

export interface UserMenuItem {
  key: string;
  icon: ReactNode;
  label: string;
  onSelect: () => void;
}

/**
 * The header's account menu: antd's Dropdown on the avatar and greeting, listing the account
 * pages and 退出登录 (a menu button: Enter or a click opens it, the arrows move, Esc closes).
 */
export const UserMenu = ({ name, items }: { name: string; items: UserMenuItem[] }) => {
  const { token } = theme.useToken();
  const menu: MenuProps = {
    items: items.map(({ key, icon, label }) => ({ key, icon, label })),
    onClick: ({ key }) => items.find((i) => i.key === key)?.onSelect(),
  };
  return (
    <Dropdown menu={menu} trigger={['click']} placement="bottomRight" autoFocus>
      <Button type="text" data-testid="user-menu" style={{ height: 40, paddingInline: 8 }}>
        {/* Decorative: the greeting beside it already names the user. */}
        <Avatar
          size="small"
          aria-hidden="true"
          data-testid="user-avatar"
          style={{ background: token.colorPrimary }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <span>你好，{name}</span>
      </Button>
    </Dropdown>
  );
};
