import { theme } from 'antd';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import './login-form.css';

/**
 * A plain form in antd Form's vertical, large look, for the 管理员登录 password form: antd Form
 * brings rc-field-form and async-validator, some 25 kB gzipped, for three required fields. The
 * other sign-ins (律师登录, 密保登录) load later and keep antd Form. Submitting (the button or
 * Enter in a field) calls `onSubmit`; the page never reloads.
 */
export const LoginForm = ({
  onSubmit,
  children,
}: {
  onSubmit: () => void;
  children: ReactNode;
}) => {
  const { token } = theme.useToken();
  // The theme's values for what inline styles cannot reach (::before, :hover, animations).
  const themed = {
    '--login-form-heading': token.colorTextHeading,
    '--login-form-error': token.colorError,
    '--login-form-gap': `${token.marginLG}px`,
    '--login-form-label-gap': `${token.paddingXS}px`,
    '--login-form-mark-gap': `${token.marginXXS}px`,
    '--login-form-colon-margin': `${token.marginXXS / 2}px ${token.marginXS}px`,
    '--login-form-control': `${token.controlHeightLG}px`,
    '--login-form-motion': token.motionDurationFast,
    '--login-form-link': token.colorLink,
    '--login-form-link-hover': token.colorLinkHover,
    '--login-form-link-active': token.colorLinkActive,
    '--login-form-link-motion': token.motionDurationSlow,
    '--login-form-focus': token.colorPrimaryBorder,
    '--login-form-focus-width': `${token.lineWidthFocus}px`,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  } as CSSProperties;
  const submit = (e: FormEvent) => {
    // As antd Form: a form inside another component's form (the re-login dialog) submits alone.
    e.preventDefault();
    e.stopPropagation();
    onSubmit();
  };
  return (
    <form className="login-form" style={themed} onSubmit={submit}>
      {children}
    </form>
  );
};

/**
 * The props that tie a control to its LoginField: its id (the label's `for`), required, and while
 * it shows a message, invalid and described by it (as antd Form.Item sets them).
 */
export const fieldAria = (id: string, error: string | undefined, required = true) => ({
  id,
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}_help` : undefined,
});

/**
 * One form item: the label above (a red * when required), the control, and the message below in
 * the error colour. Like antd's, a one-line message takes the item's bottom margin, so the fields
 * below do not move when it appears.
 */
export const LoginField = ({
  id,
  label,
  required,
  error,
  children,
}: {
  /** The control's id; without a label, undefined. */
  id?: string;
  label?: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) => (
  <div className={error ? 'login-field login-field-with-error' : 'login-field'}>
    {label && (
      <div className="login-field-label">
        <label htmlFor={id} className={required ? 'login-field-required' : undefined} title={label}>
          {label}
        </label>
      </div>
    )}
    <div className="login-field-control">
      <div className="login-field-content">{children}</div>
    </div>
    {error && (
      <div id={`${id}_help`} className="login-field-error">
        {error}
      </div>
    )}
  </div>
);

/** An action in the form's running text (密保登录), in Typography.Link's look, reachable by Tab. */
export const TextButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <button type="button" className="login-text-button" onClick={onClick}>
    {children}
  </button>
);
