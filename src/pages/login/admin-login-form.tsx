import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call';
import type { Userinfo } from '../../api/session';

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

/** 管理员登录: after repeated failures the server asks for a captcha (GET /auth/queryCode). */
export const AdminLoginForm = ({
  onLoggedIn,
}: {
  onLoggedIn: (r: LoginResult, remember: boolean) => void;
}) => {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | null>(null);

  const loadCaptcha = async () => {
    setCaptcha(await call<{ captchaId: string; image: string }>('auth.code', { silent: true }));
    form.setFieldValue('captcha', '');
  };

  const checkCaptcha = async (username: string) => {
    const { required } = await call<{ required: boolean }>('auth.queryCode', {
      query: { username },
      silent: true,
    });
    if (required) await loadCaptcha();
    else setCaptcha(null);
  };

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const result = await call<LoginResult>('auth.adminLogin', {
        body: {
          username: v.username.trim(),
          password: v.password,
          ...(captcha ? { captchaId: captcha.captchaId, captcha: v.captcha ?? '' } : {}),
        },
      });
      onLoggedIn(result, Boolean(v.remember));
    } catch {
      // The message is already shown; a used captcha is single-use, so fetch whether a new one is due.
      await checkCaptcha(v.username.trim()).catch(() => undefined);
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
      {captcha && (
        <Form.Item label="验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
              <Input prefix={<SafetyOutlined />} placeholder="请输入右侧验证码" maxLength={6} />
            </Form.Item>
            <img
              src={captcha.image}
              alt="验证码"
              title="看不清？点击换一张"
              onClick={() => void loadCaptcha()}
              width={120}
              height={40}
              style={{
                flex: 'none',
                cursor: 'pointer',
                border: '1px solid #d9d9d9',
                borderRadius: '0 6px 6px 0',
              }}
            />
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
};
