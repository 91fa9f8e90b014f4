import { isField } from '@formily/core';
import { useField } from '@formily/react';
import { SmsCodeBox, type SmsCodeBoxProps } from './sms-code-box';

export interface SmsCodeInputProps extends Omit<SmsCodeBoxProps, 'resolveMobile'> {
  /** The sibling field holding the number to text [mobile]. */
  mobileField?: string;
}

/**
 * x-component "SmsCodeInput" (props `purpose`, `mobileField`): the code box of a schema form. The
 * number comes from the sibling field, validated first so its own message shows where it is.
 */
export function SmsCodeInput({ mobileField = 'mobile', ...box }: SmsCodeInputProps) {
  const field = useField();
  const resolveMobile = async () => {
    const target = field.query(`.${mobileField}`).take();
    if (!isField(target)) return undefined;
    await target.validate().catch(() => undefined);
    const mobile: unknown = target.value;
    return target.invalid || typeof mobile !== 'string' ? undefined : mobile;
  };
  return <SmsCodeBox {...box} resolveMobile={resolveMobile} />;
}
