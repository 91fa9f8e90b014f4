import { Spin } from 'antd';

/**
 * What a lazy page shows while its code arrives: antd's Spin with its `delay`, so a page that comes
 * within 800 ms (most do) never flashes a spinner.
 */
export const DelayedSpinner = ({ delay = 800 }: { delay?: number }) => (
  <div style={{ padding: 64, textAlign: 'center' }}>
    <Spin delay={delay} tip="加载中">
      <div style={{ padding: 24 }} />
    </Spin>
  </div>
);
