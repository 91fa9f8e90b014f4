// The card audit code on the 审核权限 page (audit/*): 总所主管理员 reads it and regenerates it.
import type { FastifyInstance } from 'fastify';
import { envelope, input, noBody, obj, ok, str } from '../../lib/envelope';
import { currentAuditCode, regenerateAuditCode } from '../../lib/settings/audit-code';
import { accessRule } from '../../lib/settings/sections';

const answer = { 200: envelope(obj({ code: str, updateTime: str }, ['code', 'updateTime'])) };

export default async function auditCodeRoutes(app: FastifyInstance) {
  const access = accessRule.L1;
  app.get(
    '/audit/queryAuditCode',
    { config: { access }, schema: { querystring: input({}), response: answer } },
    async (request) => ok(await currentAuditCode(app, request.firmId)),
  );

  app.post(
    '/audit/updateAuditCode',
    { config: { access }, schema: { body: noBody, response: answer } },
    async (request) => ok(await regenerateAuditCode(app, request), '审核码已更新'),
  );
}
