import { Spin } from 'antd';

/**
 * antd's Spin with 加载中 under its dots, centred in a box of its own: the box, not the spinner,
 * carries the padding. Padding on a nested Spin's own element moved its absolutely placed text
 * off the dots' centre by that padding.
 *
 * @example if (loading) return <LoadingSpin />;
 */
export const LoadingSpin = ({ delay }: { delay?: number }) => (
  <div style={{ padding: 48 }}>
    <Spin tip="加载中" delay={delay}>
      <div style={{ minHeight: 96 }} />
    </Spin>
  </div>
);
