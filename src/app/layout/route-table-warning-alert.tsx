import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { SCHEMA_ADMIN_PATH } from '../../engine/schema/published';

/** The warning itself, in its own chunk: only a firm whose published table was refused loads it. */
export default function RouteTableWarningAlert({ warning }: { warning: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      banner
      message={warning}
      action={<Link to={SCHEMA_ADMIN_PATH}>打开页面配置</Link>}
    />
  );
}
