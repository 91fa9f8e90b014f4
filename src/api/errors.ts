/**
 * The error catalogue (docs/product.md, Codes). Every failed call rejects
 * with an ApiError whose code is either the server's envelope code or one of the local codes below.
 */
export class ApiError extends Error {
  readonly code: string;
  /** The envelope's data, when a refusal carries some (a 409 says who saved first). */
  readonly data: unknown;
  /** The envelope's `field`: the body field a refusal names (`name`, `lawyers.2.mobile`). */
  readonly field?: string;

  constructor(message: string, code: string, data: unknown = null, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.field = field;
  }
}

export const SUCCESS_CODE = '200';
/** The server says the login has timed out; the message is shown. */
export const LOGIN_TIMEOUT_CODES: readonly string[] = ['4004', '4008'];
/** The token expired: message, token cookie cleared, back to '/' after a delay. */
export const TOKEN_EXPIRED_CODE = '4003';
export const SESSION_REDIRECT_DELAY_MS = 2000;
export const SESSION_REDIRECT_PATH = '/';

/** Local codes, negative so they never collide with the server's. */
export const TRANSPORT_ERROR_CODE = '-1';
export const UNDEFINED_CALL_CODE = '-98';
export const NONSTANDARD_CODE = '-99';
export const MISSING_PARAM_CODE = '-97';

export const ERROR_MESSAGES = {
  loginTimeout: '登录超时，请重新登录',
  nonstandard: '服务器返回了不规范的内容',
  transport: '服务器异常',
  undefinedCall: (name: string) => `接口未定义: ${name}`,
  missingParam: (name: string, param: string) => `接口 ${name} 缺少路径参数: ${param}`,
} as const;
