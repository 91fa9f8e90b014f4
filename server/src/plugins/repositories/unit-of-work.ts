// One transaction over the lawyer/card repositories and their events: `app.unitOfWork(async (w) =>
// …)` commits everything the callback wrote, or nothing if it throws. Inside the callback only `w`
// may be used: on PGlite a query on `app.db` would wait for the transaction that waits for it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { createEvents } from './events';
import { createCards } from './lawyer-cards';
import { createLawyers } from './lawyers';
import { createSmsCodes } from './sms-codes';

const bind = (db: Db) => ({
  db,
  cards: createCards(db),
  lawyers: createLawyers(db),
  events: createEvents(db),
  smsCodes: createSmsCodes(db),
});

export type Work = ReturnType<typeof bind>;

declare module 'fastify' {
  interface FastifyInstance {
    unitOfWork: <T>(fn: (w: Work) => Promise<T>) => Promise<T>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    // A transaction offers the same query API as the database.
    const run = <T>(fn: (w: Work) => Promise<T>) =>
      app.db.transaction((tx) => fn(bind(tx as unknown as Db)));
    app.decorate('unitOfWork', run);
  },
  { name: 'repo-unit-of-work', dependencies: ['db'] },
);
