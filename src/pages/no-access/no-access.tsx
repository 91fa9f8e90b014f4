import { LockFilled } from '@ant-design/icons';
import { Button, Result, theme } from 'antd';
import { useNavigate } from 'react-router-dom';

const NO_AUTH = '您的账号没有访问此页面的权限，如需开通请联系管理员。';

/** Shown in place of a route the user's auth (or the firm's function switches) does not cover. */
export const NoAccess = ({ reason = NO_AUTH }: { reason?: string }) => {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <Result
      // A lock rather than antd's 403 drawing: the page is a notice, not an error.
      icon={<LockFilled style={{ color: token.colorTextTertiary }} />}
      title="无权访问"
      subTitle={reason}
      extra={<Button onClick={() => navigate('/app', { replace: true })}>返回首页</Button>}
    />
  );
};
