import { lazy, Suspense, useState } from 'react';
import { STORAGE_NAMESPACE } from '../../api/session';

export const BANNER_KEY = `${STORAGE_NAMESPACE}:browser-banner-dismissed`;
export const BANNER_TEXT =
  '检测到您使用的不是 Chrome 浏览器，控制台可能无法正常运行，建议下载 Chrome 浏览器。';

/** Windows users on a browser other than Chrome (Edge and Opera carry "Chrome" too, so exclude them). */
export const needsBanner = (ua: string): boolean =>
  /Windows/i.test(ua) && !(/Chrome\//.test(ua) && !/Edg\/|OPR\//.test(ua));

const BrowserBannerAlert = lazy(() => import('./browser-banner-alert'));

export const BrowserBanner = () => {
  const [hidden, setHidden] = useState(
    () => localStorage.getItem(BANNER_KEY) === '1' || !needsBanner(navigator.userAgent),
  );
  if (hidden) return null;
  return (
    // No fallback: the console above is usable meanwhile, and a blank strip would only jump.
    <Suspense fallback={null}>
      <BrowserBannerAlert
        onClose={() => {
          localStorage.setItem(BANNER_KEY, '1');
          setHidden(true);
        }}
      />
    </Suspense>
  );
};
