import { Form } from 'antd';
import { SmsCodeBox, type SmsPurpose } from '../../engine/components/sms-code-input/sms-code-box';
import { validators } from '../../engine/schema/validators';

/**
 * The registry's SMS code box (SmsCodeInput) in the antd forms of the login and register pages:
 * the form item `code`, its rules, and the number from the form's `mobile` field.
 */
export const SmsCodeField = ({ purpose }: { purpose: SmsPurpose }) => {
  const form = Form.useFormInstance();
  const resolveMobile = async () => {
    try {
      const { mobile } = (await form.validateFields(['mobile'])) as { mobile: string };
      return mobile;
    } catch {
      return undefined; // The mobile field shows what is wrong with it.
    }
  };
  return (
    <Form.Item
      label="验证码"
      name="code"
      rules={[
        { required: true, message: '请输入验证码' },
        { pattern: new RegExp(validators.smsCode.pattern), message: validators.smsCode.message },
      ]}
    >
      <SmsCodeBox purpose={purpose} resolveMobile={resolveMobile} />
    </Form.Item>
  );
};
