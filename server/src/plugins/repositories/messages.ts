// In-site messages (站内消息): written by events.ts in the transaction of the event that produced
// them, read here. A message belongs to one recipient (user type + id); status 0 未读, 1 已读.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { message } from '../../db/schema';
import { defineRepository, pageWindow } from './define';
import type { MessageType } from './events';
import type { UserType } from './sessions';

export type MessageRow = typeof message.$inferSelect;

export const MESSAGE_UNREAD = 0;
export const MESSAGE_READ = 1;

export interface Recipient {
  firmId: number;
  userType: UserType;
  userId: number;
}

export interface MessageFilter extends Recipient {
  status?: number;
  type?: MessageType;
}

const ofRecipient = (r: Recipient) =>
  and(
    eq(message.firmId, r.firmId),
    eq(message.toUserType, r.userType),
    eq(message.toUserId, r.userId),
  );

const where = (f: MessageFilter) => {
  const parts: Array<SQL | undefined> = [ofRecipient(f)];
  if (f.status !== undefined) parts.push(eq(message.status, f.status));
  if (f.type) parts.push(eq(message.type, f.type));
  return and(...parts);
};

const create = (db: Db) => ({
  async countByStatus(firmId: number, userType: UserType, userId: number, status: number) {
    const [row] = await db
      .select({ n: count() })
      .from(message)
      .where(where({ firmId, userType, userId, status }));
    return row?.n ?? 0;
  },
  /** The recipient's messages, newest first. */
  async page(f: MessageFilter, current: number, size: number) {
    const { offset, limit } = pageWindow(current, size);
    const rows = await db
      .select()
      .from(message)
      .where(where(f))
      .orderBy(desc(message.createTime), desc(message.id))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(message).where(where(f));
    return { rows, total: total?.n ?? 0 };
  },
  /** A message of the firm, whoever it is for (the route decides whether the caller may read it). */
  async byId(firmId: number, id: number) {
    const [row] = await db
      .select()
      .from(message)
      .where(and(eq(message.firmId, firmId), eq(message.id, id)))
      .limit(1);
    return row;
  },
  /** 未读 → 已读 for the recipient only; the row as it is afterwards (undefined: not theirs). */
  async markRead(r: Recipient, id: number) {
    await db
      .update(message)
      .set({ status: MESSAGE_READ, updateTime: new Date() })
      .where(and(ofRecipient(r), eq(message.id, id), eq(message.status, MESSAGE_UNREAD)));
    const [row] = await db
      .select()
      .from(message)
      .where(and(ofRecipient(r), eq(message.id, id)))
      .limit(1);
    return row;
  },
  /** Marks all of the recipient's unread messages read; how many changed. */
  async markAllRead(r: Recipient) {
    const rows = await db
      .update(message)
      .set({ status: MESSAGE_READ, updateTime: new Date() })
      .where(and(ofRecipient(r), eq(message.status, MESSAGE_UNREAD)))
      .returning({ id: message.id });
    return rows.length;
  },
});

export type MessageRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageRepo;
  }
}
export default defineRepository('messages', create);
