import { Spin, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Userinfo } from '../../api/session';
import { signIn } from '../../api/session-store';
import { routes } from '../../engine/route-table';
import { returnTo } from '../../engine/schema/routes';
import { AdminLoginForm } from './admin-login-form';
import { LoginShell } from './login-shell';

// The first tab's form comes with the page; the others (their SMS box, the question select) load
// when the browser is idle after the first paint, or at once when their tab is picked first.
const loadLawyer = () => import('./lawyer-login-form');
const loadQuestion = () => import('./question-login-form');
const LawyerLoginForm = lazy(() => loadLawyer().then((m) => ({ default: m.LawyerLoginForm })));
const QuestionLoginForm = lazy(() =>
  loadQuestion().then((m) => ({ default: m.QuestionLoginForm })),
);
const whenIdle = (fn: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn) : setTimeout(fn, 200);
const pane = (node: ReactNode) => (
  <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>{node}</Suspense>
);

export default function LoginPage() {
  const navigate = useNavigate();
  // The registration page links back to the 律师登录 tab.
  const state = useLocation().state as { tab?: string; from?: unknown } | null;
  const tab = state?.tab === 'lawyer' ? 'lawyer' : 'admin';

  // 密保登录 takes the place of the password form inside the 管理员登录 tab.
  const [byQuestion, setByQuestion] = useState(false);

  useEffect(() => {
    document.title = '登录 - 律所数字名片管理后台';
    whenIdle(() => {
      void loadLawyer();
      void loadQuestion();
    });
  }, []);

  const done = ({ token, userinfo }: { token: string; userinfo: Userinfo }, remember: boolean) => {
    signIn(token, userinfo, remember);
    // A deep link opened without a session opens once signed in (docs/product.md, Screens).
    navigate(returnTo(routes, state?.from, userinfo.auth), { replace: true });
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
              pane(<QuestionLoginForm onLoggedIn={done} onBack={() => setByQuestion(false)} />)
            ) : (
              <AdminLoginForm onLoggedIn={done} onQuestionLogin={() => setByQuestion(true)} />
            ),
          },
          {
            key: 'lawyer',
            label: '律师登录',
            children: pane(<LawyerLoginForm onLoggedIn={done} />),
          },
        ]}
      />
    </LoginShell>
  );
}
