// OpenAPI description of the API, generated from the routes' own schemas, browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const docsPlugin = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: '律所数字名片管理后台 API', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Token' } },
      },
      security: [{ token: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
};

export default fp(docsPlugin, { name: 'docs' });
