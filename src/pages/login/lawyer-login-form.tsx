import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call } from '../../api/call';
import type { Userinfo } from '../../api/session';
import { validators } from '../../engine/schema/validators';
import { useAppConf } from '../../engine/state/app-conf';
import { SmsCodeField } from './sms-code-field';

type Method = 'password' | 'sms';

interface Values {
  mobile: string;
  password?: string;
  code?: string;
}

const methodLabels: Record<Method, string> = { password: '密码登录', sms: '验证码登录' };

/**
 * 律师登录: mobile number with a password or an SMS code, and the 注册 link, as the firm's
 * login-and-register settings allow (conf.app `login`; a missing value allows everything).
 */
export const LawyerLoginForm = ({
  onLoggedIn,
}: {
  onLoggedIn: (r: { token: string; userinfo: Userinfo }, remember: boolean) => void;
}) => {
  const { conf } = useAppConf();
  const allowed = (['password', 'sms'] as const).filter(
    (m) => conf.login?.methods?.includes(m) ?? true,
  );
  // A firm that allows neither (not possible through the settings form) still gets a way in.
  const methods: Method[] = allowed.length ? allowed : ['password'];
  const [picked, setPicked] = useState<Method>(methods[0]);
  const method = methods.includes(picked) ? picked : methods[0];
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const body =
        method === 'sms'
          ? { mobile: v.mobile.trim(), code: v.code ?? '' }
          : { mobile: v.mobile.trim(), password: v.password ?? '' };
      onLoggedIn(await call('auth.lawyerLogin', { body }), false);
    } catch {
      // Already shown to the user by the API layer; what was typed stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form name="lawyer-login" layout="vertical" size="large" onFinish={submit}>
      {methods.length > 1 && (
        <Form.Item>
          <Segmented<Method>
            block
            value={method}
            onChange={setPicked}
            options={methods.map((m) => ({ value: m, label: methodLabels[m] }))}
          />
        </Form.Item>
      )}
      <Form.Item
        label="手机号"
        name="mobile"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: new RegExp(validators.mobile.pattern), message: validators.mobile.message },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          autoComplete="tel"
          maxLength={11}
        />
      </Form.Item>
      {method === 'sms' ? (
        <SmsCodeField purpose="login" />
      ) : (
        <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="请输入密码"
            autoComplete="current-password"
            maxLength={32}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
      {(conf.login?.selfRegister ?? true) && (
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          还没有账号？
          <Link to="/register" style={{ textDecoration: 'underline' }}>
            注册
          </Link>
        </Typography.Paragraph>
      )}
    </Form>
  );
};
