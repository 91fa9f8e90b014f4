// The code box without Formily: the login page uses it in a plain antd form, and keeping Formily
// out of this file keeps it out of /login's bundle.
import { SafetyOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ApiError } from '../../../api/errors';

export type SmsPurpose = 'register' | 'login' | 'mobile';

/** Seconds before another code may be asked for (the server allows one a minute per number). */
export const RESEND_SECONDS = 60;

/**
 * How long the server says to wait, from its 429 message (验证码发送过于频繁，请 N 秒后再试).
 *
 * @example waitSecondsOf('验证码发送过于频繁，请 42 秒后再试') // 42
 */
export const waitSecondsOf = (message: string): number | undefined => {
  const m = /(\d+) 秒后再试/.exec(message);
  return m ? Number(m[1]) : undefined;
};

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

export interface SmsCodeBoxProps {
  value?: string | null;
  onChange?: (value: string) => void;
  purpose: SmsPurpose;
  /** The number to text, or undefined when its field has shown what is wrong with it. */
  resolveMobile: () => Promise<string | undefined>;
  disabled?: boolean;
  /** antd's Form.Item passes the id its label points at. */
  id?: string;
  'aria-label'?: string;
}

/**
 * 验证码 with 获取验证码 (POST /cardSelf/getCardCode) for any form: asks `resolveMobile` for the
 * number, then counts down 60 s. When the server says to wait N seconds, it counts down from N.
 */
export function SmsCodeBox({
  value,
  onChange,
  purpose,
  resolveMobile,
  disabled,
  id,
  'aria-label': ariaLabel = '验证码',
}: SmsCodeBoxProps) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const mobile = await resolveMobile();
    if (!mobile) return;
    setSending(true);
    try {
      await call('cardSelf.getCardCode', { body: { mobile: mobile.trim(), purpose } });
      start(RESEND_SECONDS);
    } catch (err) {
      // Already shown; a "请 N 秒后再试" also tells the button how long to wait.
      const wait = err instanceof ApiError ? waitSecondsOf(err.message) : undefined;
      if (wait) start(wait);
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        prefix={<SafetyOutlined />}
        placeholder="请输入短信验证码"
        aria-label={ariaLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        disabled={disabled}
      />
      <Button
        onClick={() => void send()}
        loading={sending}
        disabled={disabled || left > 0}
        style={{ flex: 'none', width: 132 }}
      >
        {left > 0 ? `${left} 秒后重新获取` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}
