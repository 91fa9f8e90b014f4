// Server-generated secrets kept in the database, so restarts and every process on one database
// agree on them (the demo upload-policy key when OSS_SECRET is not set).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecret } from '../../db/schema';
import { defineRepository } from './define';

const create = (db: Db) => ({
  /** The stored secret `name`; the first caller stores `generate()`, later ones read it. */
  async getOrCreate(name: string, generate: () => string) {
    await db.insert(serverSecret).values({ name, value: generate() }).onConflictDoNothing();
    const [row] = await db
      .select({ value: serverSecret.value })
      .from(serverSecret)
      .where(eq(serverSecret.name, name))
      .limit(1);
    return row.value;
  },
});

export type SecretRepo = ReturnType<typeof create>;
declare module 'fastify' {
  interface FastifyInstance {
    secrets: SecretRepo;
  }
}
export default defineRepository('secrets', create);
