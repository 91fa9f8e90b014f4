import { Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Userinfo } from '../../api/session';
import { signIn } from '../../api/session-store';
import { homeOf } from '../../engine/schema/routes';
import { AdminLoginForm } from './admin-login-form';
import { LawyerLoginForm } from './lawyer-login-form';
import { LoginShell } from './login-shell';
import { QuestionLoginForm } from './question-login-form';

export default function LoginPage() {
  const navigate = useNavigate();
  // The registration page links back to the 律师登录 tab.
  const tab =
    (useLocation().state as { tab?: string } | null)?.tab === 'lawyer' ? 'lawyer' : 'admin';

  // 密保登录 takes the place of the password form inside the 管理员登录 tab.
  const [byQuestion, setByQuestion] = useState(false);

  useEffect(() => {
    document.title = '登录 - 律所数字名片管理后台';
  }, []);

  const done = ({ token, userinfo }: { token: string; userinfo: Userinfo }, remember: boolean) => {
    signIn(token, userinfo, remember);
    navigate(homeOf(userinfo.auth), { replace: true });
  };

  return (
    <LoginShell>
      <Tabs
        centered
        defaultActiveKey={tab}
        items={[
          {
            key: 'admin',
            label: '管理员登录',
            children: byQuestion ? (
              <QuestionLoginForm onLoggedIn={done} onBack={() => setByQuestion(false)} />
            ) : (
              <AdminLoginForm onLoggedIn={done} onQuestionLogin={() => setByQuestion(true)} />
            ),
          },
          { key: 'lawyer', label: '律师登录', children: <LawyerLoginForm onLoggedIn={done} /> },
        ]}
      />
    </LoginShell>
  );
}
