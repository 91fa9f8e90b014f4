import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { useSession } from '../../api/session-store';
import { useRouteTable } from '../../engine/route-table';
import { SCHEMA_ADMIN_PATH } from '../../engine/schema/route-guard';

/**
 * Tells a `system` user that the firm's published route table is not in use as it is (it failed
 * the check, or dropped or changed 页面配置), with the way to 页面配置 to repair or roll it back.
 * Others see the console as the table in use has it; there is nothing they could do.
 */
export const RouteTableWarning = () => {
  const { user } = useSession();
  const { warning } = useRouteTable();
  if (!warning || !user?.auth.includes('system')) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      message={warning}
      action={<Link to={SCHEMA_ADMIN_PATH}>打开页面配置</Link>}
    />
  );
};
