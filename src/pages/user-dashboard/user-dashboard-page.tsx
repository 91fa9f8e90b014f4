import { Button, Card, Descriptions, Statistic } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session-store';
import { useUnread } from '../../engine/state/unread';

// The lawyer's home. The card preview and audit status arrive with the lawyer self-service
// screens; until then it shows who is signed in and what is waiting for them.
export default function UserDashboardPage() {
  const { user } = useSession();
  const { count } = useUnread();
  const navigate = useNavigate();
  return (
    <Card>
      <Descriptions title={`欢迎回来，${user?.name ?? ''}`} column={1}>
        <Descriptions.Item label="所属机构">{user?.organizationName ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Statistic title="未读消息" value={count} suffix="条" />
      <Button type="link" style={{ paddingLeft: 0 }} onClick={() => navigate('/app/user/logs/msg')}>
        查看站内消息
      </Button>
    </Card>
  );
}
