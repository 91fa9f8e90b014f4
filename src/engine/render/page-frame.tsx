import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A page's frame: antd Card's look (its body padding, border and radius, from the theme's tokens)
 * without Card, whose tab bar brings Tabs with it: a form or settings page reached directly
 * (名片信息, 修改密码, a reload) would download about 14 kB gzipped of Tabs only for this box.
 */
export const PageFrame = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
};
