import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Space } from 'antd';
import { call } from '../../api/call';
import { CaptchaImage, useAdminSignIn, type LoginResult } from './admin-sign-in';

interface Values {
  username: string;
  password: string;
  captcha?: string;
  remember: boolean;
}

/**
 * 管理员登录: after repeated failures the server asks for a captcha (GET /auth/queryCode). The
 * 密保登录 link switches to the security-question sign-in. antd Form checks a field as it is
 * typed in and every field on submit; nothing is sent while one shows a message.
 */
export const AdminLoginForm = ({
  onLoggedIn,
  onQuestionLogin,
}: {
  onLoggedIn: (r: LoginResult, remember: boolean) => void;
  onQuestionLogin?: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const { busy, submit, captcha, reloadCaptcha } = useAdminSignIn<Values>(
    (v, captchaFields) =>
      call<LoginResult>('auth.adminLogin', {
        body: { username: v.username.trim(), password: v.password, ...captchaFields },
      }),
    onLoggedIn,
    // A new picture: the 验证码 box starts empty, without a message.
    () => form.setFields([{ name: 'captcha', value: '', errors: [] }]),
  );

  return (
    <Form
      form={form}
      name="admin-login"
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
              <Input
                aria-label="验证码"
                prefix={<SafetyOutlined />}
                placeholder="请输入右侧验证码"
                maxLength={6}
              />
            </Form.Item>
            <CaptchaImage captcha={captcha} onReload={() => void reloadCaptcha()} />
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
      {onQuestionLogin && (
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Button type="link" size="small" onClick={onQuestionLogin}>
            密保登录
          </Button>
        </div>
      )}
    </Form>
  );
};
