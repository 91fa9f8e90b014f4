import { Card, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../../api/call';
import type { Userinfo } from '../../api/session';
import { homeOf } from '../../engine/schema/routes';
import { useAppConf } from '../../engine/state/app-conf';
import { signIn } from '../../api/session-store';
import { AdminLoginForm } from './admin-login-form';
import { LawyerLoginForm } from './lawyer-login-form';
import './login-page.css';

export default function LoginPage() {
  const navigate = useNavigate();
  const { conf } = useAppConf();
  const [firmName, setFirmName] = useState('');

  useEffect(() => {
    document.title = '登录 - 律所数字名片管理后台';
    call<{ name: string }>('auth.firmInfo', { params: { id: 1 }, silent: true })
      .then((f) => setFirmName(f?.name ?? ''))
      .catch(() => undefined);
  }, []);

  const done = ({ token, userinfo }: { token: string; userinfo: Userinfo }, remember: boolean) => {
    signIn(token, userinfo, remember);
    navigate(homeOf(userinfo.auth), { replace: true });
  };

  const bg = conf.assets?.imgs?.loginBg;
  return (
    <main className="login-page" style={bg ? { backgroundImage: `url(${bg})` } : undefined}>
      <Card className="login-card">
        <div className="login-brand">
          <img src={conf.assets?.imgs?.logo || '/logo.svg'} alt="logo" width={40} height={40} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              律所数字名片管理后台
            </Typography.Title>
            {firmName && <Typography.Text type="secondary">{firmName}</Typography.Text>}
          </div>
        </div>
        <Tabs
          centered
          items={[
            { key: 'admin', label: '管理员登录', children: <AdminLoginForm onLoggedIn={done} /> },
            { key: 'lawyer', label: '律师登录', children: <LawyerLoginForm onLoggedIn={done} /> },
          ]}
        />
      </Card>
      {conf.icp && <footer className="login-footer">{conf.icp}</footer>}
    </main>
  );
}
