// Log helpers shared by the lawyer and card routes: the operator (the request's user) and targets,
// and the mobile mask of the exports.
import type { FastifyRequest } from 'fastify';
import { userOf } from '../../plugins/auth';
import type { Actor } from '../../plugins/repositories/events';

export const actorOf = (request: FastifyRequest): Actor => {
  const u = userOf(request);
  return {
    firmId: u.firmId,
    organizationId: u.organizationId,
    operatorType: u.type,
    operatorId: u.id,
    operatorName: u.name,
    ip: request.ip,
  };
};

/** 13800000001 → 138****0001 */
export const maskMobile = (mobile: string) =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

/** An export's target: the office it covers, or the whole firm. */
export const exportTarget = (
  name: string,
  f: { onlyOrganizationId?: number; organizationId?: number },
) => ({ kind: '', name, organizationId: f.organizationId ?? f.onlyOrganizationId ?? null });
