// Decorates the instance with the Drizzle database. Opening, migrating and closing the underlying
// client belongs to whoever built the app (server.ts, the test helper), not to the app itself.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

const dbPlugin = async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorate('db', opts.db);
};

export default fp(dbPlugin, { name: 'db' });
