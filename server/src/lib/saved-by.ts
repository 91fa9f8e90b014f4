// Who makes a versioned write: the signed-in admin's or lawyer's name goes into the row's
// updated_by, so a later stale save's 409 can say who changed the record (lib/biz-error.ts).
import type { FastifyRequest } from 'fastify';
import type { SavedBy } from '../plugins/repositories/define';
import { userOf } from '../plugins/auth';

export const savedBy = (request: FastifyRequest): SavedBy => ({
  updatedBy: userOf(request).name.slice(0, 50),
});
