import { SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call';
import type { Userinfo } from '../../api/session';

export interface LoginResult {
  token: string;
  userinfo: Userinfo;
}

/** What both admin sign-ins (password and 密保登录) have in common. */
export interface AdminSignInValues {
  username: string;
  captcha?: string;
  remember?: boolean;
}

interface Captcha {
  captchaId: string;
  image: string;
}

/**
 * The admin sign-ins' captcha (password and 密保登录 share one failure count): after repeated
 * failures GET /auth/queryCode says one is due, and the form then shows 验证码 with the image.
 */
export const useLoginCaptcha = (form: FormInstance) => {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);

  const load = async () => {
    setCaptcha(await call<Captcha>('auth.code', { silent: true }));
    form.setFieldValue('captcha', '');
  };

  /** After a refusal: a used captcha is single-use, so ask whether a new one is due. */
  const recheck = async (username: string) => {
    try {
      const { required } = await call<{ required: boolean }>('auth.queryCode', {
        query: { username },
        silent: true,
      });
      if (required) await load();
      else setCaptcha(null);
    } catch {
      // The sign-in's own message is already shown; the next try asks again.
    }
  };

  /** The body fields of the sign-in call. */
  const fields = (typed: string | undefined): Record<string, string> =>
    captcha ? { captchaId: captcha.captchaId, captcha: typed ?? '' } : {};

  const item = captcha && (
    <Form.Item label="验证码" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
          <Input prefix={<SafetyOutlined />} placeholder="请输入右侧验证码" maxLength={6} />
        </Form.Item>
        <img
          src={captcha.image}
          alt="验证码"
          title="看不清？点击换一张"
          onClick={() => void load()}
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
  );

  return { fields, recheck, item };
};

/** The 账号 field both admin sign-ins start with. */
export const UsernameItem = () => (
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
);

/**
 * An admin sign-in's submit: sends `send(values, captchaFields)`, hands the result on, and after
 * a refusal (whose message the api layer shows; what was typed stays) asks whether a captcha is
 * now due, since both sign-ins count failures together.
 */
export const useAdminSignIn = <V extends AdminSignInValues>(
  form: FormInstance<V>,
  send: (values: V, captchaFields: Record<string, string>) => Promise<LoginResult>,
  onLoggedIn: (r: LoginResult, remember: boolean) => void,
) => {
  const [busy, setBusy] = useState(false);
  const captcha = useLoginCaptcha(form);

  const submit = async (values: V) => {
    setBusy(true);
    try {
      onLoggedIn(await send(values, captcha.fields(values.captcha)), Boolean(values.remember));
    } catch {
      await captcha.recheck(values.username.trim());
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit, captchaItem: captcha.item };
};
