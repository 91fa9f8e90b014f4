// Notices from admins (发送通知, POST /message/notice): to chosen lawyers or to every lawyer of an
// office who is not 已停用, within the admin's scope (levels 1–2 the whole firm, 3–4 their own
// office; one lawyer out of scope refuses the whole notice). The messages and the log row are
// written in one transaction. The body is the form schemas/forms/message-notice.json.
import type { FastifyInstance } from 'fastify';
import noticeJson from '../../../../schemas/forms/message-notice.json';
import type { FormSchema } from '../../../../src/engine/schema/types';
import { badRequest, forbidden, notFound } from '../../lib/biz-error';
import { envelope, int, ok } from '../../lib/envelope';
import { formBody } from '../../lib/forms';
import { assertOfficeInScope, seesAllOffices } from '../../lib/scope';
import { userOf, type AuthUser } from '../../plugins/auth';
import type { LawyerRow } from '../../plugins/repositories/lawyers';
import type { Work } from '../../plugins/repositories/unit-of-work';
import { actorOf } from '../lawyer/actor';

// JSON imports widen literal unions; the file is checked against schemas/meta by the build.
export const noticeForm = noticeJson as unknown as FormSchema;

interface NoticeBody {
  lawyerIds?: number[] | null;
  organizationId?: number | null;
  title: string;
  content: string;
}

/** Who receives the notice, checked against the sender's scope. */
const recipients = async (
  w: Work,
  u: AuthUser,
  b: NoticeBody,
): Promise<{ ids: number[]; organizationId: number | null; lawyer?: LawyerRow }> => {
  const wanted = [...new Set(b.lawyerIds ?? [])];
  const office = b.organizationId ?? null;
  if (office !== null) {
    const ids = await w.lawyers.notDisabledIdsOf(u.firmId, office);
    if (!ids.length) throw badRequest('该机构暂无可接收通知的律师');
    return { ids, organizationId: office };
  }
  const found = await w.lawyers.byIds(u.firmId, wanted);
  if (found.length !== wanted.length) throw notFound('律师不存在');
  if (!seesAllOffices(u) && found.some((l) => l.organizationId !== u.organizationId)) {
    throw forbidden('只能通知本机构的律师');
  }
  const offices = new Set(found.map((l) => l.organizationId));
  return {
    ids: found.map((l) => l.id).sort((x, y) => x - y),
    organizationId: offices.size === 1 ? found[0].organizationId : null,
    lawyer: found.length === 1 ? found[0] : undefined,
  };
};

export default async function noticeRoutes(app: FastifyInstance) {
  app.post<{ Body: NoticeBody }>(
    '/message/notice',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        body: formBody(noticeForm, 'create', {}),
        response: { 200: envelope(int) },
      },
    },
    async (request) => {
      const u = userOf(request);
      const title = request.body.title.trim();
      const content = request.body.content.trim();
      if (!title) throw badRequest('请输入通知标题');
      if (!content) throw badRequest('请输入通知内容');
      const office = request.body.organizationId ?? null;
      const named = request.body.lawyerIds?.length ?? 0;
      if (!named && office === null) throw badRequest('请选择接收律师或接收机构');
      if (named && office !== null) throw badRequest('接收律师和接收机构只能选择一项');
      if (office !== null) {
        if (!(await app.organizations.byId(u.firmId, office))) throw notFound('机构不存在');
        assertOfficeInScope(u, office);
      }
      const actor = actorOf(request);
      const n = await app.unitOfWork(async (w) => {
        const to = await recipients(w, u, request.body);
        await w.events.notifyLawyers(u.firmId, to.ids, title, content, {
          type: 'notice',
          senderName: u.name,
        });
        await w.events.log(
          actor,
          'create',
          '发送通知',
          {
            kind: '通知',
            name: title,
            organizationId: to.organizationId,
            lawyerId: to.lawyer?.id,
          },
          to.lawyer ? `接收律师：${to.lawyer.name}` : `接收律师：${to.ids.length} 名`,
        );
        return to.ids.length;
      });
      return ok(n, `通知已发送给 ${n} 名律师`);
    },
  );
}
