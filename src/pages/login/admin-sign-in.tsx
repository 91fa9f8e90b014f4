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

export interface Captcha {
  captchaId: string;
  image: string;
}

/**
 * The admin sign-ins' captcha (password and 密保登录 share one failure count): after repeated
 * failures GET /auth/queryCode says one is due, and the form then shows 验证码 with the image.
 * `clearTyped` empties the form's 验证码 field (and its message) for each new picture. No form
 * library here: the password form is a plain one, 密保登录 an antd Form.
 */
const useLoginCaptcha = (clearTyped: () => void) => {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);

  const load = async () => {
    setCaptcha(await call<Captcha>('auth.code', { silent: true }));
    clearTyped();
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

  return { captcha, load, recheck, fields };
};

/**
 * An admin sign-in's submit: sends `send(values, captchaFields)`, hands the result on, and after
 * a refusal (whose message the api layer shows; what was typed stays) asks whether a captcha is
 * now due, since both sign-ins count failures together. `captcha` is the picture to show, or
 * null while none is due; `reloadCaptcha` fetches another.
 */
export const useAdminSignIn = <V extends AdminSignInValues>(
  send: (values: V, captchaFields: Record<string, string>) => Promise<LoginResult>,
  onLoggedIn: (r: LoginResult, remember: boolean) => void,
  clearTypedCaptcha: () => void,
) => {
  const [busy, setBusy] = useState(false);
  const captcha = useLoginCaptcha(clearTypedCaptcha);

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

  return { busy, submit, captcha: captcha.captcha, reloadCaptcha: captcha.load };
};

/** The captcha picture beside the 验证码 box; a click brings another. */
export const CaptchaImage = ({ captcha, onReload }: { captcha: Captcha; onReload: () => void }) => (
  <img
    src={captcha.image}
    alt="验证码"
    title="看不清？点击换一张"
    onClick={onReload}
    width={120}
    height={40}
    style={{
      flex: 'none',
      cursor: 'pointer',
      border: '1px solid #d9d9d9',
      borderRadius: '0 6px 6px 0',
    }}
  />
);
