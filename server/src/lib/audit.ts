// Writes the "important log" rows users see under 重要日志: who did what (type + Chinese action) to
// which record (target, e.g. 机构「上海分所」, and the target's office), from where.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { createLogs, logTypeOf, type LogType } from '../plugins/repositories/logs';

export interface AuditOptions {
  /** Inferred from the action's verb when omitted (repositories/logs.ts logTypeOf). */
  type?: LogType;
  /** What the target is (机构, 管理员, 内容…): the stored target reads 机构「上海分所」. */
  kind?: string;
  /** The office the target belongs to, so that office's admins (levels 3–4) see the log. */
  targetOrganizationId?: number | null;
  /** A lawyer (or their card) as target: the lawyer sees the log among their own. */
  targetLawyerId?: number;
  /** Write the log in this transaction, so the change and its log commit together. */
  db?: Db;
}

export const formatTarget = (target: string, kind?: string) =>
  (kind && target ? `${kind}「${target}」` : target).slice(0, 100);

export const audit = async (
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  target: string,
  detail = '',
  opts: AuditOptions = {},
) => {
  const u = request.user;
  const logs = opts.db ? createLogs(opts.db) : app.logs;
  await logs.add({
    firmId: u?.firmId ?? request.firmId,
    organizationId: u?.organizationId ?? null,
    type: opts.type ?? logTypeOf(action),
    operatorType: u?.type ?? 'anonymous',
    operatorId: u?.id ?? null,
    operatorName: u?.name ?? '',
    action,
    target: formatTarget(target, opts.kind),
    targetOrganizationId: opts.targetOrganizationId ?? null,
    targetType: opts.targetLawyerId ? 'lawyer' : null,
    targetId: opts.targetLawyerId ?? null,
    detail,
    ip: request.ip,
  });
};

/**
 * The log of a settings change (运营管理 / 功能设置 screens): one helper so every settings route
 * writes the same shape. `section` is the screen's title.
 *
 * @example await auditSetting(app, request, '小程序首页', '修改了轮播图')
 */
export const auditSetting = (
  app: FastifyInstance,
  request: FastifyRequest,
  section: string,
  detail = '',
  db?: Db,
) =>
  audit(app, request, `修改${section}设置`, section, detail, { type: 'setting', kind: '设置', db });
