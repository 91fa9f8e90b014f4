import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';
import { isChunkError } from './chunk-error';

/**
 * A route's errorElement. The usual cause in production is a page chunk that no longer exists
 * after a new deployment, or a dropped connection: the chunk was already tried again a few times
 * (app/retry-import.ts), so 重试 reloads the page, which also picks up the new deployment's files.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed = isChunkError(error);
  return (
    <Result
      status="error"
      title={chunkFailed ? '加载失败' : '页面出错了'}
      subTitle={
        chunkFailed
          ? '网络异常或系统已更新，页面未能加载，请重试。'
          : '页面遇到意外错误，已填写的内容可能未保存，请刷新后重试。'
      }
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {chunkFailed ? '重试' : '刷新页面'}
        </Button>
      }
    />
  );
}
