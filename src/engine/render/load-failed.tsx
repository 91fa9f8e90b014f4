import { Button, Result } from 'antd';

/** A record or section that could not be loaded, with a retry. Its own chunk: rarely shown. */
export default function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Result status="warning" title={title} extra={<Button onClick={onRetry}>重新加载</Button>} />
  );
}
