import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call';
import { ApiError } from '../../api/errors';
import { validators } from '../../engine/schema/validators';
import { SmsCodeField } from '../login/sms-code-field';

export interface Office {
  id: number;
  name: string;
}

interface Values {
  mobile: string;
  code: string;
  name: string;
  organizationId: number;
  password: string;
  confirm: string;
}

const mobilePattern = new RegExp(validators.mobile.pattern);
const ALREADY_REGISTERED = '该手机号已注册，请直接登录';

/**
 * The form field a server refusal is about: the envelope's `field` is the body key, and the body's
 * keys are these fields' names (docs/product.md, Envelope). 确认密码 is never sent, so never named.
 */
const SERVER_FIELDS: ReadonlyArray<keyof Values> = [
  'mobile',
  'code',
  'name',
  'organizationId',
  'password',
];
const fieldErrorOf = (err: unknown) => {
  if (!(err instanceof ApiError)) return undefined;
  const name = SERVER_FIELDS.find((f) => f === err.field);
  return name && { name, errors: [err.message] };
};

/**
 * 手机号 (checked on blur: already registered?), 验证码 with 获取验证码, 姓名, 所属机构, 密码 and
 * 确认密码. Enter submits; on a refusal the message shows at the field and nothing typed is lost.
 */
export const RegisterForm = ({
  offices,
  onRegistered,
}: {
  offices: Office[];
  onRegistered: (message: string) => void;
}) => {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const { status } = await call<{ id: number; status: number }>('lawyer.register', {
        body: {
          mobile: v.mobile.trim(),
          code: v.code,
          name: v.name.trim(),
          organizationId: v.organizationId,
          password: v.password,
        },
      });
      onRegistered(status === 0 ? '注册成功，请等待管理员审核' : '注册成功，可以登录');
    } catch (err) {
      // The message is already shown as a toast; one that names a field goes under it too. Only
      // the error is set: every value typed stays.
      const fieldError = fieldErrorOf(err);
      if (fieldError) form.setFields([fieldError]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} name="register" layout="vertical" onFinish={submit}>
      <Form.Item
        label="手机号"
        name="mobile"
        validateTrigger={['onChange', 'onBlur']}
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: mobilePattern, message: validators.mobile.message },
          {
            validateTrigger: 'onBlur',
            validator: async (_rule, value?: string) => {
              const mobile = value?.trim() ?? '';
              if (!mobilePattern.test(mobile)) return;
              const { registered } = await call<{ registered: boolean }>('lawyer.checkMobile', {
                query: { mobile },
                silent: true,
              }).catch(() => ({ registered: false })); // the server checks again on submit
              if (registered) throw new Error(ALREADY_REGISTERED);
            },
          },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          autoComplete="tel"
          maxLength={11}
        />
      </Form.Item>
      <SmsCodeField purpose="register" />
      <Form.Item
        label="姓名"
        name="name"
        rules={[
          { required: true, whitespace: true, message: '请输入姓名' },
          { max: 20, message: '姓名不能超过20个字符' },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder="请输入真实姓名" maxLength={20} />
      </Form.Item>
      <Form.Item
        label="所属机构"
        name="organizationId"
        rules={[{ required: true, message: '请选择所属机构' }]}
      >
        <Select
          placeholder="请选择所属机构"
          options={offices.map((o) => ({ value: o.id, label: o.name }))}
          showSearch
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        label="密码"
        name="password"
        rules={[
          { required: true, message: '请输入密码' },
          {
            pattern: new RegExp(validators.password.pattern),
            message: validators.password.message,
          },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="8-64位，同时包含字母和数字"
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入密码' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value?: string) => {
              if (value && value !== getFieldValue('password'))
                throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请再次输入密码"
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        注册
      </Button>
    </Form>
  );
};
