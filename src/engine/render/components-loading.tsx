import { Button, Spin } from 'antd';
import type { ComponentsState } from '../registry/load-components';

/**
 * What a form shows while its components download: a spinner (never a form without fields), or
 * the failure with 重试.
 */
export const ComponentsLoading = ({
  state,
  retry,
}: {
  state: Exclude<ComponentsState, 'ready'>;
  retry: () => void;
}) =>
  state === 'failed' ? (
    <div role="alert" style={{ padding: '24px 0', textAlign: 'center' }}>
      表单组件加载失败，请检查网络后
      <Button type="link" onClick={retry}>
        重试
      </Button>
    </div>
  ) : (
    <Spin tip="加载中" style={{ display: 'block', padding: 24 }}>
      <div />
    </Spin>
  );
