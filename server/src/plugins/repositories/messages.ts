// In-site messages (站内消息): written by events.ts in the transaction of the event that produced
// them, read here. A message belongs to one recipient (user type + id); status 0 未读, 1 已读.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { message } from '../../db/schema';
import { defineRepository, pageWindow } from './define';
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
  /** The list's filters (resources/list-query.ts, from resources/message.json). */
  match?: SQL;
}

const ofRecipient = (r: Recipient) =>
  and(
    eq(message.firmId, r.firmId),
    eq(message.toUserType, r.userType),
    eq(message.toUserId, r.userId),
  );

const where = (f: MessageFilter) => {
  return and(ofRecipient(f), f.match);
};

const create = (db: Db) => ({
  async countByStatus(firmId: number, userType: UserType, userId: number, status: number) {
    const [row] = await db
      .select({ n: count() })
      .from(message)
      .where(and(ofRecipient({ firmId, userType, userId }), eq(message.status, status)));
    return row?.n ?? 0;
  },
  /** The recipient's messages: in `order` (a sort the list asked for), else newest first. */
  async page(f: MessageFilter, current: number, size: number, order?: SQL[]) {
    const { offset, limit } = pageWindow(current, size);
    const rows = await db
      .select()
      .from(message)
      .where(where(f))
      .orderBy(...(order ?? [desc(message.createTime), desc(message.id)]))
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
