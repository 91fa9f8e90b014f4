// Writes the "important log" rows users see under 重要日志: who did what to which record, from where.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const audit = async (
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  target: string,
  detail = '',
) => {
  const u = request.user;
  await app.logs.add({
    firmId: u?.firmId ?? request.firmId,
    organizationId: u?.organizationId ?? null,
    operatorType: u?.type ?? 'anonymous',
    operatorId: u?.id ?? null,
    operatorName: u?.name ?? '',
    action,
    target: target.slice(0, 100),
    detail,
    ip: request.ip,
  });
};
