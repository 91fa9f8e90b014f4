// Batch actions on cards (名片管理 → 批量通过 / 批量驳回 / 批量删除): one request, one transaction,
// each row under the rules of its single-row action (card/audit.ts, card/index.ts) with the same
// log row and message to the lawyer. A row whose status changed since the list was read is
// reported, not changed; a card out of the caller's scope refuses the whole batch (shared.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lawyerCard } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/biz-error';
import { input } from '../../lib/envelope';
import { savedBy } from '../../lib/saved-by';
import { readSection } from '../../lib/settings/read';
import { userOf } from '../../plugins/auth';
import {
  CARD_APPROVED,
  CARD_PENDING,
  CARD_REJECTED,
} from '../../plugins/repositories/lawyer-cards';
import type { Work } from '../../plugins/repositories/unit-of-work';
import { announceAudit } from '../card/audit';
import { cardModelOf, cardTarget } from '../card/dto';
import { reasonField } from '../card/forms';
import { actorOf } from '../lawyer/actor';
import { answer, batchResponse, distinct, idsField, loadInScope, tally } from './shared';

const admins = { roles: ['admin' as const] };
const CARD_MESSAGE = { type: 'card' } as const;
export const STATUS_CHANGED = '状态已变更';

/** The firm's cards among `ids`, in one statement (a batch of 100 reads once, not 100 times). */
const cardsOf = (w: Work, firmId: number) => (ids: number[]) =>
  w.db
    .select()
    .from(lawyerCard)
    .where(and(eq(lawyerCard.firmId, firmId), inArray(lawyerCard.id, ids)));

export default async function cardBatchRoutes(app: FastifyInstance) {
  app.put<{ Body: { ids: number[]; result: 'approve' | 'reject'; reason?: string | null } }>(
    '/lawyer/card/batchAudit',
    {
      config: { access: admins },
      schema: {
        body: input(
          {
            ids: idsField('名片'),
            result: { type: 'string', title: '审核结果', enum: ['approve', 'reject'] },
            reason: reasonField(),
          },
          ['ids', 'result'],
        ),
        response: batchResponse,
      },
    },
    async (request) => {
      const u = userOf(request);
      const approve = request.body.result === 'approve';
      const reason = request.body.reason?.trim() ?? '';
      if (!approve && !reason) throw badRequest('请输入驳回原因');
      const { reviewerLevels } = await readSection(app.db, u.firmId, 'cardReview');
      if (u.level === null || !reviewerLevels.includes(u.level)) {
        throw forbidden('当前审核权限设置不允许您审核名片');
      }
      const actor = actorOf(request);
      const by = savedBy(request);
      const out = await app.unitOfWork(async (w) => {
        const ids = distinct(request.body.ids);
        const cards = await loadInScope(u, ids, cardsOf(w, u.firmId), (c) => c.id, '名片');
        const t = tally();
        for (const c of cards) {
          // The list showed it pending; someone audited, or its lawyer withdrew it, meanwhile.
          const moved =
            c.status === CARD_PENDING &&
            (await w.cards.transition(
              u.firmId,
              c.id,
              [CARD_PENDING],
              {
                ...(approve
                  ? {
                      status: CARD_APPROVED,
                      rejectReason: null,
                      published: cardModelOf(app, u.firmId).fieldsOf(c),
                    }
                  : { status: CARD_REJECTED, rejectReason: reason }),
                ...by,
              },
              c.version,
            ));
          if (!moved) {
            t.fail(c, c.name, STATUS_CHANGED);
            continue;
          }
          await announceAudit(w, actor, c, approve, reason);
          t.done();
        }
        return t.out;
      });
      return answer(out, '张', approve ? '已通过' : '已驳回');
    },
  );

  app.post<{ Body: { ids: number[] } }>(
    '/lawyer/card/batchDelete',
    {
      config: { access: admins },
      schema: {
        body: input({ ids: idsField('名片') }, ['ids']),
        response: batchResponse,
      },
    },
    async (request) => {
      const u = userOf(request);
      const actor = actorOf(request);
      const out = await app.unitOfWork(async (w) => {
        const ids = distinct(request.body.ids);
        const cards = await loadInScope(u, ids, cardsOf(w, u.firmId), (c) => c.id, '名片');
        const t = tally();
        for (const c of cards) {
          await w.cards.remove(u.firmId, c.id);
          await w.events.notifyLawyer(
            u.firmId,
            c.lawyerId,
            '名片已被删除',
            `管理员删除了您的名片“${c.name}”。`,
            CARD_MESSAGE,
          );
          await w.events.log(actor, 'delete', '删除名片', cardTarget(c), `名片 ID ${c.id}`);
          t.done();
        }
        return t.out;
      });
      return answer(out, '张', '已删除');
    },
  );
}
