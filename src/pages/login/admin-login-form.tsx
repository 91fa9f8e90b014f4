import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call';
import type { Userinfo } from '../../api/session';
import { useLoginCaptcha } from './login-captcha';

interface LoginResult {
  token: string;
  userinfo: Userinfo;
}

interface Values {
  username: string;
  password: string;
  captcha?: string;
  remember?: boolean;
}

/**
 * 管理员登录: after repeated failures the server asks for a captcha (GET /auth/queryCode). The
 * 密保登录 link switches to the security-question sign-in.
 */
export const AdminLoginForm = ({
  onLoggedIn,
  onQuestionLogin,
}: {
  onLoggedIn: (r: LoginResult, remember: boolean) => void;
  onQuestionLogin?: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const captcha = useLoginCaptcha(form);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const result = await call<LoginResult>('auth.adminLogin', {
        body: {
          username: v.username.trim(),
          password: v.password,
          ...captcha.fields(v.captcha),
        },
      });
      onLoggedIn(result, Boolean(v.remember));
    } catch {
      // The message is already shown; a used captcha is single-use, so fetch whether a new one is due.
      await captcha.recheck(v.username.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={submit}
      initialValues={{ remember: false }}
    >
      <Form.Item
        label="账号"
        name="username"
        rules={[{ required: true, whitespace: true, message: '请输入账号' }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder="请输入账号"
          autoComplete="username"
          maxLength={20}
        />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={32}
        />
      </Form.Item>
      {captcha.item}
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
      {onQuestionLogin && (
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Typography.Link onClick={onQuestionLogin}>密保登录</Typography.Link>
        </Typography.Paragraph>
      )}
    </Form>
  );
};
