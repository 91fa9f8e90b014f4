import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';
import { defineRepository } from './define';

export type UserType = 'admin' | 'lawyer';
export const SESSION_DAYS = 7;

const create = (db: Db) => ({
  /** Issues a new opaque token; only its hash is stored. */
  async open(userType: UserType, userId: number, firmId: number) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    await db
      .insert(session)
      .values({ tokenHash: sha256(token), userType, userId, firmId, expiresAt });
    return token;
  },
  /** The live session for a token, or undefined (unknown, expired or revoked). */
  async find(token: string) {
    const [row] = await db
      .select()
      .from(session)
      .where(
        and(
          eq(session.tokenHash, sha256(token)),
          eq(session.revoked, false),
          gt(session.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row;
  },
  async revokeOthers(userType: UserType, userId: number, keepId: number) {
    await db
      .update(session)
      .set({ revoked: true })
      .where(
        and(eq(session.userType, userType), eq(session.userId, userId), ne(session.id, keepId)),
      );
  },
  async revokeAll(userType: UserType, userId: number) {
    await db
      .update(session)
      .set({ revoked: true })
      .where(and(eq(session.userType, userType), eq(session.userId, userId)));
  },
});

export type SessionRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionRepo;
  }
}
export default defineRepository('sessions', create);
