import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Space } from 'antd';
// Input's own modules: antd's `Input` also carries Search, TextArea, OTP and Group (about 6 kB
// gzipped) that this form never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useId, useState } from 'react';
import { call } from '../../api/call';
import { CaptchaImage, useAdminSignIn, type LoginResult } from './admin-sign-in';
import { fieldAria, LoginField, LoginForm, TextButton } from './login-form';

interface Values {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

type Checked = 'username' | 'password' | 'captcha';

/** The rules antd Form had: 账号 must not be blank, 密码 and 验证码 not empty. */
const messageOf: Record<Checked, (value: string) => string | undefined> = {
  username: (v) => (v.trim() ? undefined : '请输入账号'),
  password: (v) => (v ? undefined : '请输入密码'),
  captcha: (v) => (v ? undefined : '请输入验证码'),
};

/**
 * 管理员登录: after repeated failures the server asks for a captcha (GET /auth/queryCode). The
 * 密保登录 link switches to the security-question sign-in.
 *
 * A plain controlled form (LoginForm) instead of antd Form, which this page would otherwise load
 * for three required fields. It keeps antd Form's behaviour: a field is checked as it is typed in
 * and every field on submit; nothing is sent while one shows a message.
 */
export const AdminLoginForm = ({
  onLoggedIn,
  onQuestionLogin,
}: {
  onLoggedIn: (r: LoginResult, remember: boolean) => void;
  onQuestionLogin?: () => void;
}) => {
  const id = useId();
  const [values, setValues] = useState<Values>({
    username: '',
    password: '',
    captcha: '',
    remember: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Checked, string>>>({});
  const { busy, submit, captcha, reloadCaptcha } = useAdminSignIn<Values>(
    (v, captchaFields) =>
      call<LoginResult>('auth.adminLogin', {
        body: { username: v.username.trim(), password: v.password, ...captchaFields },
      }),
    onLoggedIn,
    // A new picture: the 验证码 box starts empty, without a message.
    () => {
      setValues((v) => ({ ...v, captcha: '' }));
      setErrors((e) => ({ ...e, captcha: undefined }));
    },
  );

  const type = (name: Checked, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: messageOf[name](value) }));
  };

  const send = () => {
    const checked: Checked[] = captcha
      ? ['username', 'password', 'captcha']
      : ['username', 'password'];
    const found = Object.fromEntries(checked.map((n) => [n, messageOf[n](values[n])]));
    setErrors(found);
    if (checked.some((n) => found[n])) return;
    void submit(values);
  };

  const ids = { username: `${id}username`, password: `${id}password`, captcha: `${id}captcha` };
  return (
    <LoginForm onSubmit={send}>
      <LoginField id={ids.username} label="账号" required error={errors.username}>
        <Input
          {...fieldAria(ids.username, errors.username)}
          size="large"
          status={errors.username ? 'error' : undefined}
          prefix={<UserOutlined />}
          placeholder="请输入账号"
          autoComplete="username"
          maxLength={20}
          value={values.username}
          onChange={(e) => type('username', e.target.value)}
        />
      </LoginField>
      <LoginField id={ids.password} label="密码" required error={errors.password}>
        <Password
          {...fieldAria(ids.password, errors.password)}
          size="large"
          status={errors.password ? 'error' : undefined}
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={32}
          value={values.password}
          onChange={(e) => type('password', e.target.value)}
        />
      </LoginField>
      {captcha && (
        <LoginField id={ids.captcha} label="验证码" required error={errors.captcha}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              {...fieldAria(ids.captcha, errors.captcha)}
              size="large"
              status={errors.captcha ? 'error' : undefined}
              prefix={<SafetyOutlined />}
              placeholder="请输入右侧验证码"
              maxLength={6}
              value={values.captcha}
              onChange={(e) => type('captcha', e.target.value)}
            />
            <CaptchaImage captcha={captcha} onReload={() => void reloadCaptcha()} />
          </Space.Compact>
        </LoginField>
      )}
      <LoginField>
        <Checkbox
          checked={values.remember}
          onChange={(e) => setValues((v) => ({ ...v, remember: e.target.checked }))}
        >
          记住我
        </Checkbox>
      </LoginField>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        登录
      </Button>
      {onQuestionLogin && (
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <TextButton onClick={onQuestionLogin}>密保登录</TextButton>
        </div>
      )}
    </LoginForm>
  );
};
