// A card the caller may act on: in the caller's firm (else 404) and office scope (else 403).
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/biz-error';
import { assertOfficeInScope } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';
import type { CardWithOffice } from '../../plugins/repositories/lawyer-cards';

export const cardInScope = async (
  app: FastifyInstance,
  u: AuthUser,
  id: number,
): Promise<CardWithOffice> => {
  const c = await app.cards.byId(u.firmId, id);
  if (!c) throw notFound('名片不存在');
  if (u.type === 'lawyer') {
    // A lawyer reaches only their own card.
    if (c.lawyerId !== u.id) throw forbidden();
  } else {
    assertOfficeInScope(u, c.organizationId);
  }
  return c;
};
