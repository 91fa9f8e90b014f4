import { Alert } from 'antd';
import { BANNER_TEXT } from './browser-banner';

/** The banner itself, in its own chunk: only Windows users off Chrome ever load Alert for it. */
export default function BrowserBannerAlert({ onClose }: { onClose: () => void }) {
  return <Alert banner type="warning" message={BANNER_TEXT} closable onClose={onClose} />;
}
