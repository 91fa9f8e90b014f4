// The public card page the QR code opens (/card/{id}): the card's PUBLISHED version only, as the
// mini-program shows it, without a session. A card never approved is 404, as is an unknown id;
// while a revision waits for audit the last approved version is what the public sees. Fields the
// firm hides on its card page (运营管理 › 名片页) are not sent at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/biz-error';
import { envelope, idField, input, obj, ok, type JsonSchema } from '../../lib/envelope';
import { readSection } from '../../lib/settings/read';
import { cardFieldsProps, normalise, type CardBody, type CardFields } from './dto';

export const NOT_PUBLISHED = '名片不存在或尚未发布';

/** What anyone may see of a card; everything else (lawyer, office id, 排序权重) stays inside. */
const shownAlways = ['name', 'avatar', 'title'] as const;
/** Card-page fields (settings `card.fields`) → the card fields they show. */
const byCardPageField: Record<string, Array<keyof CardFields>> = {
  mobile: ['mobile'],
  phone: ['phone'],
  email: ['email'],
  wechat: ['wechat'],
  address: ['address'],
  licenseNo: ['licenseNo'],
  practiceYears: ['practiceYears'],
  bio: ['bio'],
  education: ['education'],
  workHistory: ['workHistory'],
  honors: ['honors'],
  cases: ['cases'],
  video: ['video'],
  homepage: ['homepage'],
};
const optional = Object.values(byCardPageField).flat();

const publicCardSchema: JsonSchema = obj({
  id: { type: 'integer' },
  ...Object.fromEntries([...shownAlways, ...optional].map((k) => [k, cardFieldsProps[k]])),
  organizationName: { type: 'string' },
  professionNames: { type: 'array', items: { type: 'string' } },
});

const perAddress = {
  max: 120,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => req.ip,
};

export default async function cardPublicRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    '/card/public/:id',
    {
      config: { access: 'public', rateLimit: perAddress },
      schema: {
        params: obj({ id: idField('名片') }, ['id']),
        querystring: input({}),
        response: { 200: envelope(publicCardSchema) },
      },
    },
    async (request) => {
      // No session: the firm is the one the client names (the console always sends its own).
      const firmId = request.firmId;
      const c = await app.cards.byId(firmId, request.params.id);
      if (!c?.published) throw notFound(NOT_PUBLISHED);
      const pub = normalise(c.published as unknown as CardBody);
      const { fields } = await readSection(app.db, firmId, 'card');
      const shown = new Set<string>(fields);
      const office = await app.organizations.byId(firmId, pub.organizationId);
      const names = shown.has('professions')
        ? await app.cards.professionNames(firmId, pub.professions)
        : new Map<number, string>();
      const card: Record<string, unknown> = { id: c.id };
      for (const k of shownAlways) card[k] = pub[k];
      for (const [setting, keys] of Object.entries(byCardPageField)) {
        if (shown.has(setting)) for (const k of keys) card[k] = pub[k];
      }
      card.organizationName = office?.name ?? '';
      card.professionNames = pub.professions
        .map((id) => names.get(id))
        .filter((n): n is string => Boolean(n));
      return ok(card);
    },
  );
}
