// The demo admin's token for a bench that drives the real app in its own process (Fastify's
// inject, no socket): the batch approval and the Excel import parts.
import type { FastifyInstance } from 'fastify';

export const demoAdminToken = async (app: FastifyInstance): Promise<string> => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/firmAccessUserLogin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=admin&password=Admin%402026&firmId=1',
  });
  const body = login.json() as { code: string; message: string; data: { token: string } };
  if (body.code !== '200') throw new Error(`demo admin sign-in refused: ${body.message}`);
  return body.data.token;
};
