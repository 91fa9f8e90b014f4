import { LoadingSpin } from '../engine/render/loading-spin';
import { TopProgress } from './top-progress';

/**
 * What a lazy page shows while its code arrives: the top progress bar at once, and antd's Spin
 * after its `delay`, so a page that comes within 800 ms (most do) never flashes a spinner.
 */
export const DelayedSpinner = ({ delay = 800 }: { delay?: number }) => (
  <>
    <TopProgress />
    <LoadingSpin delay={delay} />
  </>
);
