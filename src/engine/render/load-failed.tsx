import { Button } from 'antd';
import { StatusPage } from './status-page';

/** A record or section that could not be loaded, with a retry. Its own chunk: rarely shown. */
export default function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StatusPage
      status="warning"
      title={title}
      extra={<Button onClick={onRetry}>重新加载</Button>}
    />
  );
}
