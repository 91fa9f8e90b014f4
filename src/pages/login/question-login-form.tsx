import { QuestionCircleOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Select, Space, Typography } from 'antd';
import { call } from '../../api/call';
import type { FormSchema } from '../../engine/schema/types';
import accountQuestion from '../../../schemas/forms/account-question.json';
import {
  CaptchaImage,
  useAdminSignIn,
  type AdminSignInValues,
  type LoginResult,
} from './admin-sign-in';

interface Values extends AdminSignInValues {
  question: string;
  answer: string;
}

// The questions an admin may have set: the options of the 密保问题 form (account-question.json).
// Imported alone: the other forms and lists would otherwise all come into the login page's bundle.
const questionForm = accountQuestion as unknown as FormSchema;
const questions = (questionForm.schema.properties.question?.enum ?? []).map((o) => ({
  value: String(o.value),
  label: o.label,
}));

/**
 * 密保登录 (POST /auth/loginByQuestion): account, the question the admin set and its answer. The
 * question is picked here rather than shown by the server, so no call tells a stranger whether an
 * account exists or which question it has (docs/security.md).
 */
export const QuestionLoginForm = ({
  onLoggedIn,
  onBack,
}: {
  onLoggedIn: (r: LoginResult, remember: boolean) => void;
  onBack: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const { busy, submit, captcha, reloadCaptcha } = useAdminSignIn<Values>(
    (v, captchaFields) =>
      call<LoginResult>('auth.loginByQuestion', {
        body: {
          username: v.username.trim(),
          question: v.question,
          answer: v.answer,
          ...captchaFields,
        },
      }),
    onLoggedIn,
    () => form.setFieldValue('captcha', ''),
  );

  return (
    <Form
      form={form}
      name="question-login"
      layout="vertical"
      size="large"
      onFinish={submit}
      initialValues={{ remember: false }}
    >
      <Typography.Paragraph type="secondary">
        使用您在“密保问题”中设置的问题和答案登录。
      </Typography.Paragraph>
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
      <Form.Item
        label="密保问题"
        name="question"
        rules={[{ required: true, message: '请选择密保问题' }]}
      >
        <Select
          aria-label="密保问题"
          placeholder="请选择您设置的密保问题"
          options={questions}
          suffixIcon={<QuestionCircleOutlined />}
        />
      </Form.Item>
      <Form.Item
        label="密保答案"
        name="answer"
        rules={[{ required: true, whitespace: true, message: '请输入密保答案' }]}
      >
        <Input placeholder="请输入答案" autoComplete="off" maxLength={50} />
      </Form.Item>
      {captcha && (
        <Form.Item label="验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
              <Input prefix={<SafetyOutlined />} placeholder="请输入右侧验证码" maxLength={6} />
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
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Typography.Link onClick={onBack}>返回密码登录</Typography.Link>
      </Typography.Paragraph>
    </Form>
  );
};
