import { Button } from 'antd';
import { StatusPage } from '../../engine/render/status-page';
import { useRouteError } from '../../engine/router';

/**
 * What a route shows when rendering it throws. The usual cause in production is a page chunk that
 * no longer exists after a new deployment, which a reload fixes.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Loading chunk|Importing a module script failed/i.test(
      error.message,
    );
  return (
    <StatusPage
      status="error"
      title={chunkFailed ? '页面加载失败' : '页面出错了'}
      subTitle={
        chunkFailed
          ? '网络异常或系统已更新，请刷新页面后重试。'
          : '页面遇到意外错误，已填写的内容可能未保存，请刷新后重试。'
      }
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
