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
export const UserMenu = ({
  name,
  items,
  compact = false,
}: {
  name: string;
  items: UserMenuItem[];
  /** A phone's header: the avatar alone, the greeting as the button's name. */
  compact?: boolean;
}) => {
  const { token } = theme.useToken();
  const menu: MenuProps = {
    items: items.map(({ key, icon, label }) => ({ key, icon, label })),
    onClick: ({ key }) => items.find((i) => i.key === key)?.onSelect(),
  };
  return (
    <Dropdown menu={menu} trigger={['click']} placement="bottomRight" autoFocus>
      <Button
        type="text"
        data-testid="user-menu"
        aria-label={compact ? `你好，${name}` : undefined}
        style={
          compact
            ? { height: 44, minWidth: 44, paddingInline: 8 }
            : { height: 40, paddingInline: 8 }
        }
      >
        {/* Decorative: the greeting beside it already names the user. */}
        <Avatar
          size="small"
          aria-hidden="true"
          data-testid="user-avatar"
          style={{ background: token.colorPrimary }}
        >
          {name.slice(0, 1)}
        </Avatar>
        {!compact && <span>你好，{name}</span>}
      </Button>
    </Dropdown>
  );
};
