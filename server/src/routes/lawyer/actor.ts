// The request's user as the operator of a log row (events.ts writes it inside a transaction).
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
