// Batch actions of the lists (docs/architecture.md, Batch actions): `{ ids, ...args }` in, how
// many succeeded and why each other row failed out, one transaction per request.
import type { FastifyInstance } from 'fastify';
import cardBatchRoutes from './card';
import contentBatchRoutes from './content';
import lawyerBatchRoutes from './lawyer';
import noticeBatchRoutes from './notice';

export default async function batchRoutes(app: FastifyInstance) {
  await app.register(cardBatchRoutes);
  await app.register(lawyerBatchRoutes);
  await app.register(noticeBatchRoutes);
  await app.register(contentBatchRoutes);
}
