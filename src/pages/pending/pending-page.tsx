import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

// Routes whose screens belong to later milestones point here, so every route of routes.json exists
// and navigates; the page says plainly that the function is not available yet.
export default function PendingPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="功能即将开放"
      subTitle="该功能正在建设中，敬请期待。"
      extra={<Button onClick={() => navigate(-1)}>返回</Button>}
    />
  );
}
