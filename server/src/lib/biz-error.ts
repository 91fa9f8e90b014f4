// A business error: it travels as HTTP 200 with its own envelope code (decisions.md wire
// conventions), unless httpStatus says it is a transport-level failure (bad JSON, 429, …).
export type BizCode = '400' | '403' | '404' | '409' | '4003' | '4004' | '4008' | '429' | '500';

export class BizError extends Error {
  readonly code: BizCode;
  readonly httpStatus: number;

  constructor(code: BizCode, message: string, httpStatus = 200) {
    super(message);
    this.name = 'BizError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

export const badRequest = (message: string) => new BizError('400', message);
export const forbidden = (message = '无权访问') => new BizError('403', message);
export const notFound = (message = '数据不存在') => new BizError('404', message);
export const conflict = () => new BizError('409', '内容已被他人修改，请刷新后重试');
export const tokenExpired = () => new BizError('4003', '登录已过期，请重新登录');
/** decisions.md "login timed out": the session went unused longer than the idle limit. */
export const idleTimeout = () => new BizError('4004', '长时间未操作，登录已超时，请重新登录');
/** decisions.md "login timed out": the session reached its longest lifetime (7 days). */
export const lifetimeOver = () => new BizError('4008', '登录已超过有效期，请重新登录');

export const FIRM_MISMATCH = '无权访问该律所的数据';
