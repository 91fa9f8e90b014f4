// The `userinfo` object returned by the login calls and GET /auth/self.
import type { FastifyInstance } from 'fastify';
import { envelope, int, intOrNull, obj, str, type JsonSchema } from '../../lib/envelope';
import type { AuthUser } from '../../plugins/auth';

export const userinfoSchema: JsonSchema = obj({
  id: int,
  type: { type: 'string', enum: ['admin', 'lawyer'] },
  name: str,
  auth: { type: 'array', items: str },
  level: intOrNull,
  organizationId: int,
  organizationName: str,
});

export const loginResult = envelope(obj({ token: str, userinfo: userinfoSchema }));

export const userinfoOf = async (app: FastifyInstance, u: Omit<AuthUser, 'sessionId'>) => {
  const office = await app.organizations.byId(u.firmId, u.organizationId);
  return {
    id: u.id,
    type: u.type,
    name: u.name,
    auth: u.auth,
    level: u.level,
    organizationId: u.organizationId,
    organizationName: office?.name ?? '',
  };
};
