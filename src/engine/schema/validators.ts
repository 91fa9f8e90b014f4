import type { CheckName } from './checks';

// Named validators usable from any schema as `"x-validator": "<name>"`. Each is a plain pattern
// plus a Chinese message so the console (Formily format) and the server (JSON Schema pattern)
// enforce the same rule.

export interface NamedValidator {
  pattern: string;
  message: string;
  /** A check beyond the pattern (checks.ts), run on both sides. */
  check?: CheckName;
}

export const validators = {
  mobile: { pattern: '^1[3-9]\\d{9}$', message: '请输入正确的11位手机号' },
  phone: {
    pattern: '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?|400-?\\d{3}-?\\d{4})$',
    message: '请输入正确的手机号或座机号（如 010-12345678）',
  },
  email: {
    pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
    message: '请输入正确的邮箱地址',
  },
  url: { pattern: '^https?://[^\\s<>"]+$', message: '请输入以 http:// 或 https:// 开头的网址' },
  username: {
    pattern: '^[A-Za-z][A-Za-z0-9_]{3,19}$',
    message: '账号须以字母开头，由4-20位字母、数字或下划线组成',
  },
  password: {
    pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,64}$',
    message: '密码须为8-64位，且同时包含字母和数字',
  },
  // The 6-digit SMS code (server/src/routes/sms).
  smsCode: { pattern: '^\\d{6}$', message: '请输入6位数字验证码' },
  licenseNo: { pattern: '^\\d{17}$', message: '执业证号应为17位数字' },
  creditCode: {
    pattern: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
    message: '请输入正确的18位统一社会信用代码',
    check: 'creditCode',
  },
  // The settings pages (docs/contract-settings.md): WeChat mini-program ids and the ICP number.
  wxAppId: { pattern: '^wx[0-9a-fA-F]{16}$', message: 'AppID 应为 wx 加 16 位十六进制字符' },
  wxOriginalId: {
    pattern: '^gh_[0-9a-fA-F]{12}$',
    message: '原始ID 应为 gh_ 加 12 位十六进制字符',
  },
  icp: {
    // One province character, the record number and an optional site suffix.
    pattern: '^[\\u4e00-\\u9fa5]ICP备\\d{4,12}号(-\\d{1,4})?$',
    message: '请输入正确的ICP备案号，如 京ICP备12345678号-1',
  },
} as const satisfies Record<string, NamedValidator>;

/** The check a named validator runs beyond its pattern, if any. */
export const checkOf = (name: string): CheckName | undefined =>
  isValidatorName(name) ? (validators[name] as NamedValidator).check : undefined;

export type ValidatorName = keyof typeof validators;

export const isValidatorName = (name: string): name is ValidatorName =>
  Object.prototype.hasOwnProperty.call(validators, name);
