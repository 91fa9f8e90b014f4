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

interface Captcha {
  captchaId: string;
  image: string;
}

/**
 * Register and login codes may be asked for by anyone, so the server sends them only with an
 * answered captcha (docs/security.md, SMS pumping); a signed-in lawyer's mobile change needs none.
 */
const needsCaptcha = (purpose: SmsPurpose) => purpose !== 'mobile';

/**
 * 验证码 with 获取验证码 (POST /cardSelf/getCardCode) for any form: asks `resolveMobile` for the
 * number; for a register or login code it then shows a picture captcha (图形验证码) to answer
 * before 发送验证码; then counts down 60 s. When the server says to wait N seconds, it counts down
 * from N.
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
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [answer, setAnswer] = useState('');
  const [answerMissing, setAnswerMissing] = useState(false);
  const [mobile, setMobile] = useState('');

  const loadCaptcha = async () => {
    setAnswer('');
    setAnswerMissing(false);
    try {
      setCaptcha(await call<Captcha>('auth.code'));
    } catch {
      // Already shown (e.g. too many requests); 获取验证码 tries again.
      setCaptcha(null);
    }
  };

  const deliver = async (to: string, extra: Record<string, string>) => {
    setSending(true);
    try {
      await call('cardSelf.getCardCode', { body: { mobile: to, purpose, ...extra } });
      setCaptcha(null);
      start(RESEND_SECONDS);
    } catch (err) {
      // Already shown; a "请 N 秒后再试" also tells the button how long to wait.
      const wait = err instanceof ApiError ? waitSecondsOf(err.message) : undefined;
      if (wait) {
        setCaptcha(null);
        start(wait);
      } else if (needsCaptcha(purpose)) {
        // The answer was used up, right or wrong: a new picture for the next try.
        await loadCaptcha();
      }
    } finally {
      setSending(false);
    }
  };

  const send = async () => {
    const to = (await resolveMobile())?.trim();
    if (!to) return;
    if (!needsCaptcha(purpose)) return deliver(to, {});
    setMobile(to);
    return loadCaptcha();
  };

  const confirm = async () => {
    if (!captcha) return;
    if (!answer.trim()) return setAnswerMissing(true);
    await deliver(mobile, { captchaId: captcha.captchaId, captcha: answer.trim() });
  };

  return (
    <div style={{ width: '100%' }}>
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
          loading={sending && !captcha}
          disabled={disabled || left > 0}
          style={{ flex: 'none', width: 132 }}
        >
          {left > 0 ? `${left} 秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
      {captcha && (
        <div role="group" aria-label="图形验证码" style={{ marginTop: 8 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              value={answer}
              onChange={(e) => {
                setAnswer(e.target.value);
                setAnswerMissing(false);
              }}
              onPressEnter={(e) => {
                // Enter sends the code, not the form around this box.
                e.preventDefault();
                void confirm();
              }}
              status={answerMissing ? 'error' : undefined}
              placeholder="请输入图片中的字符"
              aria-label="图形验证码"
              aria-invalid={answerMissing || undefined}
              autoComplete="off"
              maxLength={10}
              autoFocus
            />
            <img
              src={captcha.image}
              alt="图形验证码图片"
              title="看不清？点击换一张"
              data-captcha-id={captcha.captchaId}
              onClick={() => void loadCaptcha()}
              width={100}
              height={32}
              style={{ flex: 'none', cursor: 'pointer', border: '1px solid #d9d9d9' }}
            />
            <Button
              type="primary"
              onClick={() => void confirm()}
              loading={sending}
              style={{ flex: 'none' }}
            >
              发送验证码
            </Button>
          </Space.Compact>
          {answerMissing && (
            <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
              请输入图形验证码
            </div>
          )}
        </div>
      )}
    </div>
  );
}
