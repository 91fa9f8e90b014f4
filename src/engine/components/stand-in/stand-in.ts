import { theme } from 'antd';
import type { CSSProperties } from 'react';
import './stand-in.css';

/** What a stand-in shows when the real component's code failed to load (hovering again retries). */
export const LOAD_FAILED = '加载失败，点击重试';

export interface StandInLook {
  disabled?: boolean;
  failed?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The class and theme values for a stand-in's outlined box (stand-in.css), as antd's middle-size
 * inputs compute them from the same tokens.
 *
 * @example const box = useStandInBox({ disabled, failed }, 'lazy-number'); <div {...box} />
 */
export const useStandInBox = (
  { disabled, failed, className, style }: StandInLook,
  own: string,
): { className: string; style: CSSProperties } => {
  const { token } = theme.useToken();
  const lineHeight = token.fontSize * token.lineHeight;
  return {
    className: [
      'stand-in',
      own,
      disabled && 'stand-in-disabled',
      failed && 'stand-in-failed',
      className,
    ]
      .filter(Boolean)
      .join(' '),
    style: {
      '--stand-in-height': `${token.controlHeight}px`,
      '--stand-in-padding-block': `${(token.controlHeight - lineHeight) / 2 - token.lineWidth}px`,
      '--stand-in-padding-inline': `${token.paddingSM - token.lineWidth}px`,
      '--stand-in-padding-xs': `${token.paddingXS}px`,
      '--stand-in-padding-xxs': `${token.paddingXXS}px`,
      '--stand-in-font-size': `${token.fontSize}px`,
      '--stand-in-icon': `${token.fontSizeIcon}px`,
      '--stand-in-icon-lg': `${token.fontSizeLG}px`,
      '--stand-in-line-height': `${lineHeight}px`,
      '--stand-in-line': `${token.lineWidth}px`,
      '--stand-in-radius': `${token.borderRadius}px`,
      '--stand-in-text': token.colorText,
      '--stand-in-placeholder': token.colorTextPlaceholder,
      '--stand-in-quaternary': token.colorTextQuaternary,
      '--stand-in-bg': token.colorBgContainer,
      '--stand-in-border': token.colorBorder,
      '--stand-in-hover': token.colorPrimaryHover,
      '--stand-in-active': token.colorPrimary,
      '--stand-in-outline': token.controlOutline,
      '--stand-in-outline-width': `${token.controlOutlineWidth}px`,
      '--stand-in-error': token.colorError,
      '--stand-in-disabled-bg': token.colorBgContainerDisabled,
      '--stand-in-disabled-text': token.colorTextDisabled,
      '--stand-in-motion': token.motionDurationMid,
      ...style,
    } as CSSProperties,
  };
};
