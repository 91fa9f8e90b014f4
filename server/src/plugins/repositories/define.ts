// Shared shape of a repository plugin: a factory from the database to an object of queries,
// exposed on the root instance under `name`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';

export const defineRepository = <K extends string, R>(name: K, create: (db: Db) => R) =>
  fp(
    async (app: FastifyInstance) => {
      // decorate's typing cannot relate a generic key to its value; the module augmentation does.
      app.decorate(name, create(app.db) as never);
    },
    { name: `repo-${name}`, dependencies: ['db'] },
  );

/** Offset and limit for a 1-based page. */
export const pageWindow = (current: number, size: number) => ({
  offset: (current - 1) * size,
  limit: size,
});
