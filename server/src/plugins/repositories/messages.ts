import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { message } from '../../db/schema';
import { defineRepository } from './define';
import type { UserType } from './sessions';

const create = (db: Db) => ({
  async countByStatus(firmId: number, userType: UserType, userId: number, status: number) {
    const [row] = await db
      .select({ n: count() })
      .from(message)
      .where(
        and(
          eq(message.firmId, firmId),
          eq(message.toUserType, userType),
          eq(message.toUserId, userId),
          eq(message.status, status),
        ),
      );
    return row?.n ?? 0;
  },
});

export type MessageRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageRepo;
  }
}
export default defineRepository('messages', create);
