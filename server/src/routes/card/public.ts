// The public card page the QR code opens (/card/{id}): the card's PUBLISHED version only, as the
// mini-program shows it, without a session. A card never approved is 404, as is an unknown id;
// while a revision waits for audit the last approved version is what the public sees. Fields the
// firm hides on its card page (运营管理 › 名片页) are not sent at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/biz-error';
import { envelope, idField, input, obj, ok, type JsonSchema } from '../../lib/envelope';
import { readSection } from '../../lib/settings/read';
import { cardPageFieldNames, shownAlways } from '../../lib/settings/card-page-fields';
import { cardModel, cardModelOf } from './dto';

export const NOT_PUBLISHED = '名片不存在或尚未发布';

/**
 * The public answer: what anyone may see (name, photo, title) and every field the firm can choose
 * on its card page (lib/settings/card-page-fields.ts); practice areas go out as their names.
 */
const publicCardSchema = (fieldsProps: Record<string, JsonSchema>): JsonSchema => ({
  ...obj({
    id: { type: 'integer' },
    ...Object.fromEntries(
      [...shownAlways, ...cardPageFieldNames().filter((k) => k !== 'professions')].map((k) => [
        k,
        fieldsProps[k],
      ]),
    ),
    organizationName: { type: 'string' },
    professionNames: { type: 'array', items: { type: 'string' } },
  }),
  // Declared from the deployed card form; the fields of a firm's published form pass as well.
  additionalProperties: true,
});

const perAddress = {
  max: 120,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => req.ip,
};

export default async function cardPublicRoutes(app: FastifyInstance) {
  const { fieldsProps } = cardModel(app.schemas);
  app.get<{ Params: { id: number } }>(
    '/card/public/:id',
    {
      config: { access: 'public', rateLimit: perAddress },
      schema: {
        params: obj({ id: idField('名片') }, ['id']),
        querystring: input({}),
        response: { 200: envelope(publicCardSchema(fieldsProps)) },
      },
    },
    async (request) => {
      // No session: the firm is the one the client names (the console always sends its own).
      const firmId = request.firmId;
      const c = await app.cards.byId(firmId, request.params.id);
      if (!c?.published) throw notFound(NOT_PUBLISHED);
      const { normalise, fieldsProps: firmFields } = cardModelOf(app, firmId);
      const pub = normalise(c.published);
      const { fields } = await readSection(app.db, firmId, 'card');
      const shown = new Set<string>(fields);
      const office = await app.organizations.byId(firmId, pub.organizationId);
      const names = shown.has('professions')
        ? await app.cards.professionNames(firmId, pub.professions)
        : new Map<number, string>();
      const card: Record<string, unknown> = { id: c.id };
      for (const k of shownAlways) card[k] = pub[k];
      for (const k of cardPageFieldNames()) {
        // A field the firm's published card form dropped is no longer shown.
        if (k !== 'professions' && shown.has(k) && k in firmFields) card[k] = pub[k];
      }
      card.organizationName = office?.name ?? '';
      card.professionNames = pub.professions
        .map((id) => names.get(id))
        .filter((n): n is string => Boolean(n));
      return ok(card);
    },
  );
}
