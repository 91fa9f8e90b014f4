import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A page's frame: antd Card's look (its head, body padding, border and radius, from the theme's
 * tokens) without Card, whose tab bar brings Tabs with it: every list, form or settings page
 * would download about 14 kB gzipped of Tabs only for this box.
 *
 * @example <PageFrame title="人员列表" label="人员列表" extra={<Button />}>…</PageFrame>
 */
export const PageFrame = ({
  title,
  label,
  extra,
  style,
  bodyStyle,
  children,
}: {
  /** The head's left side, as Card's `title`. */
  title?: ReactNode;
  /** Names the frame for assistive technology (a region), when it has a title. */
  label?: string;
  /** The head's right side (toolbar buttons), as Card's `extra`. */
  extra?: ReactNode;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
  children: ReactNode;
}) => {
  const { token } = theme.useToken();
  const head = title !== undefined || extra !== undefined;
  return (
    <section
      aria-label={label}
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        ...style,
      }}
    >
      {head && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            minHeight: 56,
            padding: `0 ${token.paddingLG}px`,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeLG,
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
          {extra !== undefined && (
            <div style={{ fontWeight: 'normal', fontSize: token.fontSize }}>{extra}</div>
          )}
        </div>
      )}
      <div style={{ padding: token.paddingLG, ...bodyStyle }}>{children}</div>
    </section>
  );
};
