import { LockOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { call } from '../../api/call';
import {
  useAdminSignIn,
  UsernameItem,
  type AdminSignInValues,
  type LoginResult,
} from './admin-sign-in';

interface Values extends AdminSignInValues {
  password: string;
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
  const { busy, submit, captchaItem } = useAdminSignIn(
    form,
    (v, captchaFields) =>
      call<LoginResult>('auth.adminLogin', {
        body: { username: v.username.trim(), password: v.password, ...captchaFields },
      }),
    onLoggedIn,
  );

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={submit}
      initialValues={{ remember: false }}
    >
      <UsernameItem />
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={32}
        />
      </Form.Item>
      {captchaItem}
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
