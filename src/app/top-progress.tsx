import { theme } from 'antd';
import type { CSSProperties } from 'react';
import './top-progress.css';

/**
 * The navigation's feedback: shown from the moment a page is asked for until it paints (the
 * router's pending navigation, or a lazy page's Suspense fallback), so a click on a slow line
 * answers at once even before the spinner's delay has passed.
 */
export const TopProgress = () => {
  const { token } = theme.useToken();
  return (
    <div
      className="top-progress"
      role="progressbar"
      aria-label="页面加载中"
      style={{ '--top-progress-color': token.colorPrimary } as CSSProperties}
    />
  );
};
