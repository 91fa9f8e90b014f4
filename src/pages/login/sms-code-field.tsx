import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { ApiError } from '../../api/errors';

export type SmsPurpose = 'register' | 'login' | 'mobile';

/** Seconds before another code may be asked for (the server allows one a minute per number). */
export const RESEND_SECONDS = 60;

/** A countdown in whole seconds; start(n) restarts it. */
const useCountdown = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft };
};

/**
 * 验证码 with 获取验证码 (POST /cardSelf/getCardCode) for the antd form around it: checks the
 * form's `mobile` field first, then counts down 60 s. When the server says to wait N seconds,
 * the countdown starts at N.
 */
export const SmsCodeField = ({ purpose }: { purpose: SmsPurpose }) => {
  const form = Form.useFormInstance();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    let mobile: string;
    try {
      ({ mobile } = (await form.validateFields(['mobile'])) as { mobile: string });
    } catch {
      return; // The mobile field shows what is wrong with it.
    }
    setSending(true);
    try {
      await call('cardSelf.getCardCode', { body: { mobile: mobile.trim(), purpose } });
      start(RESEND_SECONDS);
    } catch (err) {
      // Already shown; a "请 N 秒后再试" also tells the button how long to wait.
      const wait = err instanceof ApiError ? /(\d+) 秒后再试/.exec(err.message) : null;
      if (wait) start(Number(wait[1]));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label="验证码" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="code"
          noStyle
          rules={[
            { required: true, message: '请输入验证码' },
            { pattern: /^\d{6}$/, message: '请输入6位数字验证码' },
          ]}
        >
          <Input
            prefix={<SafetyOutlined />}
            placeholder="请输入短信验证码"
            aria-label="验证码"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </Form.Item>
        <Button
          onClick={() => void send()}
          loading={sending}
          disabled={left > 0}
          style={{ flex: 'none', width: 132 }}
        >
          {left > 0 ? `${left} 秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
};
