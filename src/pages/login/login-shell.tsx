import { Card, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { call } from '../../api/call';
import { useAppConf } from '../../engine/state/app-conf';
import './login-page.css';

/**
 * The frame of the pages reached before sign-in (登录, 律师注册): the firm's login background,
 * logo and name around a card, and the ICP number below it.
 */
export const LoginShell = ({ children }: { children: ReactNode }) => {
  const { conf } = useAppConf();
  const [firmName, setFirmName] = useState('');

  useEffect(() => {
    call<{ name: string }>('auth.firmInfo', { params: { id: 1 }, silent: true })
      .then((f) => setFirmName(f?.name ?? ''))
      .catch(() => undefined);
  }, []);

  const bg = conf.assets?.imgs?.loginBg;
  return (
    <main
      className="login-page"
      // Quoted: an address with spaces or brackets must not end the url() early.
      style={bg ? { backgroundImage: `url(${JSON.stringify(bg)})` } : undefined}
    >
      <Card className="login-card">
        <div className="login-brand">
          <img src={conf.assets?.imgs?.logo || '/logo.svg'} alt="logo" width={40} height={40} />
          <div>
            {/* The page's one h1. */}
            <Typography.Title level={3} style={{ margin: 0 }}>
              律所数字名片管理后台
            </Typography.Title>
            {firmName && <Typography.Text type="secondary">{firmName}</Typography.Text>}
          </div>
        </div>
        {children}
      </Card>
      {conf.icp && <footer className="login-footer">{conf.icp}</footer>}
    </main>
  );
};
