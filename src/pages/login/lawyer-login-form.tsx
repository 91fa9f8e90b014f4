import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call';
import type { Userinfo } from '../../api/session';
import { validators } from '../../engine/schema/validators';

interface Values {
  mobile: string;
  password: string;
}

/** 律师登录 with mobile number and password (SMS login and registration come with onboarding). */
export const LawyerLoginForm = ({
  onLoggedIn,
}: {
  onLoggedIn: (r: { token: string; userinfo: Userinfo }, remember: boolean) => void;
}) => {
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      onLoggedIn(
        await call('auth.lawyerLogin', { body: { mobile: v.mobile.trim(), password: v.password } }),
        false,
      );
    } catch {
      // Already shown to the user by the API layer.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form name="lawyer-login" layout="vertical" size="large" onFinish={submit}>
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
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={32}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
};
