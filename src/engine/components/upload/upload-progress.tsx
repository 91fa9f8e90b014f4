import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * antd's small line Progress (status "active": the theme's primary colour), drawn with two divs:
 * antd's brings rc-progress and its circle and steps variants, about 6 kB gzipped on every page
 * with an upload.
 */
export const UploadProgress = ({
  percent,
  style,
  label = '上传进度',
}: {
  percent: number;
  style?: CSSProperties;
  label?: string;
}) => {
  const { token } = theme.useToken();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        fontSize: token.fontSizeSM,
        ...style,
      }}
    >
      <div
        style={{
          flex: 1,
          height: 6,
          borderRadius: 100,
          background: token.colorFillSecondary,
          overflow: 'hidden',
        }}
      >
        <div
          style={{
            width: `${value}%`,
            height: '100%',
            borderRadius: 100,
            background: token.colorPrimary,
            transition: `width ${token.motionDurationSlow}`,
          }}
        />
      </div>
      <span style={{ color: token.colorText, minWidth: '2.5em', whiteSpace: 'nowrap' }}>
        {value}%
      </span>
    </div>
  );
};
