import { Button } from 'antd';
import { StatusPage } from '../../engine/render/status-page';
import { useNavigate } from '../../engine/router';

const NO_AUTH = '您的账号没有访问此页面的权限，如需开通请联系管理员。';

/** Shown in place of a route the user's auth (or the firm's function switches) does not cover. */
export const NoAccess = ({ reason = NO_AUTH }: { reason?: string }) => {
  const navigate = useNavigate();
  return (
    <StatusPage
      status="forbidden"
      title="无权访问"
      subTitle={reason}
      extra={<Button onClick={() => navigate('/app', { replace: true })}>返回首页</Button>}
    />
  );
};
