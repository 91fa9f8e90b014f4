// Firm-level reads the shell needs before and right after sign-in (firm/*).
import type { FastifyInstance } from 'fastify';
import { BizError, FIRM_MISMATCH, notFound } from '../../lib/biz-error';
import { envelope, idField, input, int, obj, ok, str } from '../../lib/envelope';
import { parseAppConf } from './app-conf';

export default async function firmRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    '/firm/firmInfo/:id',
    {
      config: { access: 'public' },
      schema: {
        params: obj({ id: idField('律所') }, ['id']),
        querystring: input({}),
        response: { 200: envelope(obj({ id: int, name: str, shortName: str })) },
      },
    },
    async (request) => {
      // Public, but only for the firm the request belongs to (token's, else the client's firmId).
      if (request.params.id !== request.firmId) throw new BizError('403', FIRM_MISMATCH);
      const f = await app.firms.byId(request.params.id);
      if (!f) throw notFound('律所不存在');
      return ok({ id: f.id, name: f.name, shortName: f.shortName });
    },
  );

  app.get(
    '/firm/appconf',
    {
      config: { access: 'public' },
      schema: {
        querystring: input({}),
        response: { 200: envelope({ type: 'object', additionalProperties: true }) },
      },
    },
    async (request) => {
      const f = await app.firms.byId(request.firmId);
      if (!f) throw notFound('律所不存在');
      return ok(parseAppConf(f.appConf, request.log, f.id));
    },
  );
}
