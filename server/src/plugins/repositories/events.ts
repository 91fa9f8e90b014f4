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

/** card 名片, account 账号, notice 通知 (an admin's), system 系统 (decisions: message types). */
export const MESSAGE_TYPES = {
  card: '名片',
  account: '账号',
  notice: '通知',
  system: '系统',
} as const;
export type MessageType = keyof typeof MESSAGE_TYPES;

export interface MessageOptions {
  type?: MessageType;
  /** The admin who sent a notice. */
  senderName?: string;
}

const notifyLawyers = async (
  db: Db,
  firmId: number,
  lawyerIds: readonly number[],
  title: string,
  content: string,
  { type = 'system', senderName = '' }: MessageOptions,
) => {
  if (!lawyerIds.length) return;
  await db.insert(message).values(
    lawyerIds.map((toUserId) => ({
      firmId,
      toUserType: 'lawyer',
      toUserId,
      type,
      senderName: senderName.slice(0, 50),
      title: title.slice(0, 100),
      content,
    })),
  );
};

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
  /** A message to one lawyer (the card's, the passed account's). */
  notifyLawyer: (
    firmId: number,
    lawyerId: number,
    title: string,
    content = '',
    opts: MessageOptions = {},
  ) => notifyLawyers(db, firmId, [lawyerId], title, content, opts),
  /** The same message to each lawyer, in one statement (an admin's notice to an office). */
  notifyLawyers: (
    firmId: number,
    lawyerIds: readonly number[],
    title: string,
    content = '',
    opts: MessageOptions = {},
  ) => notifyLawyers(db, firmId, lawyerIds, title, content, opts),
});

export type Events = ReturnType<typeof createEvents>;
