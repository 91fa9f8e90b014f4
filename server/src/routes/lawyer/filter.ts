// The 人员 list's query, shared by the list, the count and the export: its filters and sort keys
// are declared in schemas/resources/lawyer.json (resources/list-query.ts derives them), its scope
// (levels 3–4 see their own office) is the repository's.
import type { FastifyInstance } from 'fastify';
import { lawyer } from '../../db/schema';
import { officeFilter } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';
import type { LawyerFilter } from '../../plugins/repositories/lawyers';
import { listQuery } from '../../resources/list-query';

export type FilterQuery = Record<string, unknown>;

export const lawyerQuery = (app: FastifyInstance) => {
  const q = listQuery(app, 'lawyer', lawyer);
  return {
    ...q,
    /** The list filter in the caller's scope; asking for another office is 403, not an empty list. */
    filterOf: (u: AuthUser, query: FilterQuery): LawyerFilter => ({
      firmId: u.firmId,
      onlyOrganizationId: officeFilter(u),
      match: q.where(u, query),
    }),
  };
};
