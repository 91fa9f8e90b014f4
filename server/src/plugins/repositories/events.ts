// What a state change leaves behind besides the row itself: the important log (重要日志) and the
// in-site message to the person concerned. Used inside a unit of work, so both are written in the
// same transaction as the change (all or nothing).
import type { Db } from '../../db/client';
import { log, message } from '../../db/schema';

export type LogType = 'login' | 'create' | 'update' | 'delete' | 'audit' | 'setting' | 'export';

/** Who acted, from where: the request's user, reduced to what a log row stores. */
export interface Actor {
  firmId: number;
  organizationId: number | null;
  operatorType: string;
  operatorId: number | null;
  operatorName: string;
  ip: string;
}

/** The record acted on: shown as 名片「张伟」; its office and lawyer decide who sees the log. */
export interface LogTarget {
  kind: string;
  name: string;
  /** Levels 3–4 see logs of targets in their office; null = firm-wide (e.g. an export of all). */
  organizationId: number | null;
  /** A lawyer or their card: the lawyer sees the log among their own. */
  lawyerId?: number;
}

export const createEvents = (db: Db) => ({
  async log(actor: Actor, type: LogType, action: string, target: LogTarget, detail = '') {
    await db.insert(log).values({
      ...actor,
      type,
      action,
      target: (target.kind ? `${target.kind}「${target.name}」` : target.name).slice(0, 100),
      targetOrganizationId: target.organizationId,
      targetType: target.lawyerId ? 'lawyer' : null,
      targetId: target.lawyerId ?? null,
      detail,
    });
  },
  async notifyLawyer(firmId: number, lawyerId: number, title: string, content = '') {
    await db.insert(message).values({
      firmId,
      toUserType: 'lawyer',
      toUserId: lawyerId,
      title: title.slice(0, 100),
      content,
    });
  },
});

export type Events = ReturnType<typeof createEvents>;
