import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { firmAccessUser, lawyer, session } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';
import { defineRepository } from './define';

export type UserType = 'admin' | 'lawyer';
/** The longest a session lives, however busy (4008 after it). */
export const SESSION_DAYS = 7;
/** A session unused this long has timed out (4004); buildApp's sessionIdleMinutes overrides it. */
export const SESSION_IDLE_MINUTES = 120;

// The auth hook's query, built once per database and prepared: every signed-in request runs it
// (PostgreSQL also keeps it parsed per connection, under this name).
const sessionWithUser = preparedOnce((db: Db) =>
  db
    .select({
      session,
      admin: {
        id: firmAccessUser.id,
        firmId: firmAccessUser.firmId,
        name: firmAccessUser.name,
        level: firmAccessUser.level,
        organizationId: firmAccessUser.organizationId,
        system: firmAccessUser.system,
        status: firmAccessUser.status,
      },
      lawyer: {
        id: lawyer.id,
        firmId: lawyer.firmId,
        name: lawyer.name,
        organizationId: lawyer.organizationId,
        status: lawyer.status,
      },
    })
    .from(session)
    .leftJoin(
      firmAccessUser,
      and(
        eq(session.userType, 'admin'),
        eq(firmAccessUser.id, session.userId),
        eq(firmAccessUser.firmId, session.firmId),
      ),
    )
    .leftJoin(
      lawyer,
      and(
        eq(session.userType, 'lawyer'),
        eq(lawyer.id, session.userId),
        eq(lawyer.firmId, session.firmId),
      ),
    )
    .where(eq(session.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user'),
);

const create = (db: Db) => {
  return {
    /** Issues a new opaque token; only its hash is stored. */
    async open(userType: UserType, userId: number, firmId: number) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
      await db
        .insert(session)
        .values({ tokenHash: sha256(token), userType, userId, firmId, expiresAt });
      return token;
    },
    /**
     * The session a token names, whatever its state (revoked, past its lifetime, idle: the auth
     * plugin tells those apart, because the console answers each differently, 4003/4008/4004),
     * with the account it belongs to (admin or lawyer, same firm) in the same round trip.
     */
    async findWithUser(token: string) {
      const [row] = await sessionWithUser(db).execute({ tokenHash: sha256(token) });
      return row;
    },
    /** Records a use of the session; the caller writes only when the last one is minutes old. */
    async touch(id: number, at: Date) {
      await db
        .update(session)
        .set({ lastSeenAt: at })
        .where(and(eq(session.id, id), eq(session.revoked, false), gt(session.expiresAt, at)));
    },
    /** Demo clock (e2e): as if the session had been idle, or had reached its lifetime, `at`. */
    async backdate(id: number, fields: { lastSeenAt?: Date; expiresAt?: Date }) {
      await db.update(session).set(fields).where(eq(session.id, id));
    },
    /** Logout: this session only. */
    async revoke(id: number) {
      await db.update(session).set({ revoked: true }).where(eq(session.id, id));
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
  };
};

export type SessionRepo = ReturnType<typeof create>;
/** The session queries on a given database or transaction (a sign-in and its log in one commit). */
export const createSessions = create;
declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionRepo;
  }
}
export default defineRepository('sessions', create);
