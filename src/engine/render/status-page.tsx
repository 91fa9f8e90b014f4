import {
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  LockFilled,
} from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';

export type Status = 'error' | 'warning' | 'info' | 'forbidden';

/**
 * A whole-page message (无权访问, 页面出错了, 功能即将开放): antd Result's layout, drawn here because
 * Result imports its three status illustrations (8 kB gzipped) into every route that might show
 * one, and the route guard and the error page sit on every route.
 *
 * @example <StatusPage status="forbidden" title="无权访问" subTitle={reason} extra={<Button />} />
 */
export const StatusPage = ({
  status,
  icon,
  title,
  subTitle,
  extra,
}: {
  status: Status;
  /** In place of the status icon (the 404 page's drawing). */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) => {
  const { token } = theme.useToken();
  const style = { fontSize: 72 };
  const icons: Record<Status, ReactNode> = {
    error: <CloseCircleFilled style={{ ...style, color: token.colorError }} />,
    warning: <ExclamationCircleFilled style={{ ...style, color: token.colorWarning }} />,
    info: <InfoCircleFilled style={{ ...style, color: token.colorInfo }} />,
    forbidden: <LockFilled style={{ ...style, color: token.colorTextTertiary }} />,
  };
  return (
    <section
      role={status === 'error' ? 'alert' : 'status'}
      style={{ padding: '48px 32px', textAlign: 'center' }}
    >
      {icon ?? icons[status]}
      <h2
        style={{
          margin: '24px 0 8px',
          fontSize: token.fontSizeHeading3,
          fontWeight: 'normal',
          lineHeight: token.lineHeightHeading3,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </h2>
      {subTitle && <p style={{ margin: 0, color: token.colorTextDescription }}>{subTitle}</p>}
      {extra && <div style={{ marginTop: 24 }}>{extra}</div>}
    </section>
  );
};
