import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import './not-found-page.css';

const Illustration = () => (
  <svg
    className="not-found-art"
    viewBox="0 0 200 140"
    width="240"
    role="img"
    aria-label="页面不存在"
  >
    <ellipse cx="100" cy="128" rx="70" ry="8" fill="#f0f0f0" />
    <rect
      x="40"
      y="20"
      width="120"
      height="90"
      rx="10"
      fill="#e6f4ff"
      stroke="#1677ff"
      strokeWidth="3"
    />
    <text x="100" y="80" textAnchor="middle" fontSize="36" fontWeight="700" fill="#1677ff">
      404
    </text>
  </svg>
);

export default function NotFoundPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = '页面不存在 - 律所数字名片管理后台';
  }, []);
  return (
    <Result
      icon={<Illustration />}
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除。"
      extra={
        <Button type="primary" onClick={() => navigate('/app', { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
