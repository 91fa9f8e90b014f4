import { Button, Result, Spin, theme, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { call } from '../../api/call';
import { ApiError } from '../../api/errors';
import { useAppConf } from '../../engine/state/app-conf';
import { LoginShell } from '../login/login-shell';
import { RegisterForm, type Office } from './register-form';

const CLOSED = '本所暂未开放律师自助注册';

const backToLogin = (
  <Link to="/login" state={{ tab: 'lawyer' }}>
    <Button type="primary">返回登录</Button>
  </Link>
);

type State =
  | { kind: 'loading' }
  | { kind: 'closed'; message: string }
  | { kind: 'failed' }
  | { kind: 'open'; offices: Office[] }
  | { kind: 'done'; message: string };

/** 律师注册 (/register, public): the form, then a result that says whether to wait for approval. */
export default function RegisterPage() {
  const { conf } = useAppConf();
  const { token } = theme.useToken();
  const closedByConf = conf.login?.selfRegister === false;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.title = '律师注册 - 律所数字名片管理后台';
  }, []);

  useEffect(() => {
    if (closedByConf) {
      setState({ kind: 'closed', message: CLOSED });
      return undefined;
    }
    let alive = true;
    call<Office[]>('lawyer.registerOffices', { silent: true })
      .then((offices) => alive && setState({ kind: 'open', offices }))
      .catch((err: unknown) => {
        if (!alive) return;
        if (err instanceof ApiError && err.code === '403') {
          setState({ kind: 'closed', message: err.message });
        } else setState({ kind: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [closedByConf, attempt]);

  let body;
  switch (state.kind) {
    case 'loading':
      body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
      break;
    case 'closed':
      body = <Result status="info" title={state.message} extra={backToLogin} />;
      break;
    case 'failed':
      body = (
        <Result
          status="warning"
          title="机构列表加载失败"
          extra={
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              重试
            </Button>
          }
        />
      );
      break;
    case 'done':
      body = <Result status="success" title={state.message} extra={backToLogin} />;
      break;
    case 'open':
      body = (
        <>
          {/* An h2 under the shell's h1, at the size of a level-4 title. */}
          <Typography.Title
            level={2}
            style={{
              margin: '1.33em 0 0.5em',
              textAlign: 'center',
              fontSize: token.fontSizeHeading4,
              lineHeight: token.lineHeightHeading4,
            }}
          >
            律师注册
          </Typography.Title>
          <RegisterForm
            offices={state.offices}
            onRegistered={(message) => setState({ kind: 'done', message })}
          />
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            已有账号？
            {/* Underlined: in running text the link's blue alone is too close to the text's
                black (2.7:1) to tell it apart (axe link-in-text-block). */}
            <Link to="/login" state={{ tab: 'lawyer' }} style={{ textDecoration: 'underline' }}>
              去登录
            </Link>
          </div>
        </>
      );
      break;
  }
  return <LoginShell>{body}</LoginShell>;
}
