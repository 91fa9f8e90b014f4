// The lawyer's own card and who administers them (我的名片 / 管理员信息). Creating and
// editing the own card go through createCard and update (index.ts) with the lawyer's share of the
// card form; submitting it is submitAudit (audit.ts).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/biz-error';
import { envelope, input, int, obj, ok, str, strOrNull, type JsonSchema } from '../../lib/envelope';
import { formBody } from '../../plugins/validation';
import { userOf } from '../../plugins/auth';
import { cardModel, toInfo } from './dto';

const lawyers = { roles: ['lawyer' as const] };

/** Level → what the lawyer reads beside the admin's name. */
const roleNames: Record<number, string> = {
  1: '总所主管理员',
  3: '分所主管理员',
};

const adminInfoSchema = obj({
  id: int,
  name: str,
  role: str,
  mobile: str,
  organizationName: str,
  organizationPhone: strOrNull,
});

export const adminsSchema: JsonSchema = { type: 'array', items: adminInfoSchema };

export default async function cardSelfRoutes(app: FastifyInstance) {
  // The deployed form's shape; a firm's published fields pass as well (dto.ts).
  const cardInfoSchema = cardModel(app.schemas).infoSchema;
  // The signed-in lawyer's card, in cardInfo's shape (`published` null = never approved), or
  // null when they have none yet: the dashboard then offers to create it. Reading creates
  // nothing.
  app.get(
    '/lawyer/card/cardInfoByLawyer',
    {
      config: { access: lawyers },
      schema: {
        querystring: input({}),
        response: { 200: envelope({ ...cardInfoSchema, type: ['object', 'null'] }) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const own = await app.cards.byLawyer(u.firmId, u.id);
      if (!own) return ok(null);
      const c = await app.cards.byId(u.firmId, own.id);
      // Deleted between the two reads: the same as having none.
      if (!c) return ok(null);
      return ok(await toInfo(app, u.firmId, c));
    },
  );

  /**
   * 管理员信息: the main admins of the lawyer's office and of the main office, with the phone
   * numbers to reach them (admin accounts hold no e-mail address).
   */
  const adminsOfLawyer = async (request: Parameters<typeof userOf>[0]) => {
    const u = userOf(request);
    const l = await app.lawyers.byId(u.firmId, u.id);
    if (!l) throw notFound('律师不存在');
    const rows = await app.admins.mainAdminsOf(u.firmId, l.organizationId);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: roleNames[r.level] ?? '管理员',
      mobile: r.mobile,
      organizationName: r.organizationName,
      organizationPhone: r.organizationPhone,
    }));
  };

  app.get(
    '/firmAccessUser/adminQueryByLawyer',
    {
      config: { access: lawyers },
      schema: { querystring: input({}), response: { 200: envelope(adminsSchema) } },
    },
    async (request) => ok(await adminsOfLawyer(request)),
  );

  // The API table's form-encoded variant of the same question (cardSelf/getAdminInfo): same answer.
  app.post(
    '/cardSelf/getAdminInfo',
    {
      config: { access: lawyers },
      schema: { body: formBody(input({})), response: { 200: envelope(adminsSchema) } },
    },
    async (request) => ok(await adminsOfLawyer(request)),
  );
}
