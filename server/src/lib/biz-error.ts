// A business error: it travels as HTTP 200 with its own envelope code (docs/product.md,
// Envelope), unless httpStatus says it is a transport-level failure (bad JSON, 429, …).
import type { LastChange, UpdateOutcome } from '../plugins/repositories/define';

export type BizCode = '400' | '403' | '404' | '409' | '4003' | '4004' | '4008' | '429' | '500';

export class BizError extends Error {
  readonly code: BizCode;
  readonly httpStatus: number;
  /** The envelope's `data` (null for most errors; a 409 carries the record's last change). */
  readonly data: unknown;
  /**
   * The envelope's `field`: the body field the refusal is about, as a dotted path (`name`,
   * `lawyers.2.mobile`), so a form shows it at that field (docs/product.md, Envelope).
   */
  readonly field?: string;

  constructor(
    code: BizCode,
    message: string,
    httpStatus = 200,
    data: unknown = null,
    field?: string,
  ) {
    super(message);
    this.name = 'BizError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.data = data;
    this.field = field;
  }
}

/** A refusal of the input; with `field` (a dotted body path) when it is about one field. */
export const badRequest = (message: string, field?: string) =>
  new BizError('400', message, 200, null, field);
export const forbidden = (message = '无权访问') => new BizError('403', message);
export const notFound = (message = '数据不存在') => new BizError('404', message);
export const CONFLICT_MESSAGE = '内容已被他人修改，请刷新后重试';

/**
 * A stale save (someone saved first). With the record's last change, the 409's data says who
 * and when: `{ version, updatedBy, updateTime }` (ISO time), so the console can name them.
 */
export const conflict = (now?: LastChange) =>
  new BizError(
    '409',
    CONFLICT_MESSAGE,
    200,
    now
      ? {
          version: now.version,
          updatedBy: now.updatedBy,
          updateTime: now.updateTime?.toISOString() ?? null,
        }
      : null,
  );

/** An optimistic update's outcome as the client reads it: 404 when gone, 409 when stale. */
export function settle(outcome: UpdateOutcome, missing: string): asserts outcome is 'ok' {
  if (outcome === 'missing') throw notFound(missing);
  if (outcome !== 'ok') throw conflict(outcome.stale);
}

export const tokenExpired = () => new BizError('4003', '登录已过期，请重新登录');
/** 4004, login timed out: the session went unused longer than the idle limit. */
export const idleTimeout = () => new BizError('4004', '长时间未操作，登录已超时，请重新登录');
/** 4008, login timed out: the session reached its longest lifetime (7 days). */
export const lifetimeOver = () => new BizError('4008', '登录已超过有效期，请重新登录');

export const FIRM_MISMATCH = '无权访问该律所的数据';
