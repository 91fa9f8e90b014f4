// The card audit flow (docs/product.md, Card audit): the card's lawyer or an admin in scope submits
// a draft or rejected card (0/3 → 1; straight to 2 when the firm's card review is off); an admin in
// scope approves (1 → 2, the working version becomes `published`) or rejects with a reason
// (1 → 3, `published` untouched); only admins of a level the firm's 审核权限 lists may audit.
// Each step is a conditional UPDATE plus its log row and the message to the lawyer, in one
// transaction: of two simultaneous audits exactly one wins.
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden } from '../../lib/biz-error';
import { idField, input, ok, nullData } from '../../lib/envelope';
import { savedBy } from '../../lib/saved-by';
import { versionField } from '../../lib/forms';
import { readSection } from '../../lib/settings/read';
import { userOf } from '../../plugins/auth';
import {
  CARD_APPROVED,
  CARD_DRAFT,
  CARD_PENDING,
  CARD_REJECTED,
  isCardReviewEnabled,
} from '../../plugins/repositories/lawyer-cards';
import type { Actor } from '../../plugins/repositories/events';
import type { Work } from '../../plugins/repositories/unit-of-work';
import { actorOf } from '../lawyer/actor';
import { cardModelOf, cardTarget } from './dto';
import { reasonField } from './forms';
import { cardInScope } from './scope';

const CARD_MESSAGE = { type: 'card' } as const;

/**
 * What an approval or a rejection writes besides the card, in the same transaction: the 重要日志
 * row and the lawyer's 站内消息. One place for the single audit and the batch one.
 */
export const announceAudit = async (
  w: Work,
  actor: Actor,
  c: Parameters<typeof cardTarget>[0],
  approve: boolean,
  reason?: string | null,
) => {
  if (approve) {
    await w.events.log(actor, 'audit', '名片审核通过', cardTarget(c));
    await w.events.notifyLawyer(
      actor.firmId,
      c.lawyerId,
      '名片审核通过',
      '您的名片已审核通过并发布。',
      CARD_MESSAGE,
    );
    return;
  }
  await w.events.log(actor, 'audit', '名片审核驳回', cardTarget(c), `驳回原因：${reason}`);
  await w.events.notifyLawyer(
    actor.firmId,
    c.lawyerId,
    // The title keeps the reason in the message list; the full reason is in the body.
    `名片被驳回：${reason}`,
    `您的名片未通过审核，请按驳回原因修改后重新提交。\n驳回原因：${reason}`,
    CARD_MESSAGE,
  );
};

interface AuditBody {
  id: number;
  result: 'approve' | 'reject';
  reason?: string | null;
  version?: number;
}

export default async function cardAuditRoutes(app: FastifyInstance) {
  app.put<{ Body: { id: number; version?: number } }>(
    '/lawyer/card/submitAudit',
    {
      config: { access: { roles: ['admin', 'lawyer'] } },
      schema: {
        // Optional version: what the submitter saw (a stale one is 409 like any edit).
        body: input({ id: idField('名片'), version: versionField }, ['id']),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const { version } = request.body;
      const c = await cardInScope(app, u, request.body.id);
      if (version !== undefined && version !== c.version) throw conflict(c);
      if (c.status === CARD_PENDING) throw badRequest('名片已提交审核，请等待审核结果');
      if (c.status === CARD_APPROVED) throw badRequest('名片已审核通过，无需重复提交');
      const actor = actorOf(request);
      const approved = await app.unitOfWork(async (w) => {
        const review = await isCardReviewEnabled(w.db, u.firmId);
        const from = [CARD_DRAFT, CARD_REJECTED];
        const by = savedBy(request);
        const moved = review
          ? await w.cards.transition(
              u.firmId,
              c.id,
              from,
              { status: CARD_PENDING, rejectReason: null, ...by },
              version,
            )
          : await w.cards.transition(
              u.firmId,
              c.id,
              from,
              {
                status: CARD_APPROVED,
                rejectReason: null,
                published: cardModelOf(app, u.firmId).fieldsOf(c),
                ...by,
              },
              version,
            );
        // Someone changed the card between our read and this update.
        if (!moved) throw conflict(await w.cards.lastChange(u.firmId, c.id));
        if (review) {
          await w.events.log(actor, 'audit', '提交名片审核', cardTarget(c));
          await w.events.notifyLawyer(
            u.firmId,
            c.lawyerId,
            '名片已提交审核',
            '您的名片已提交审核，请耐心等待审核结果。',
            CARD_MESSAGE,
          );
        } else {
          await w.events.log(
            actor,
            'audit',
            '提交名片审核',
            cardTarget(c),
            '名片审核已关闭，自动通过并发布',
          );
          await w.events.notifyLawyer(
            u.firmId,
            c.lawyerId,
            '名片审核通过',
            '名片审核已关闭，您提交的名片已自动通过并发布。',
            CARD_MESSAGE,
          );
        }
        return !review;
      });
      return ok(null, approved ? '提交成功，名片已发布' : '已提交审核');
    },
  );

  app.put<{ Body: AuditBody }>(
    '/lawyer/card/adminAuditCard',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        body: input(
          {
            id: idField('名片'),
            result: { type: 'string', title: '审核结果', enum: ['approve', 'reject'] },
            reason: reasonField(),
            // Optional: the version the auditor saw; a stale one is 409 even before the status check.
            version: versionField,
          },
          ['id', 'result'],
        ),
        response: nullData,
      },
    },
    async (request) => {
      const u = userOf(request);
      const { id, result, version } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (result === 'reject' && !reason) throw badRequest('请输入驳回原因');
      // 审核权限 (cardReview.reviewerLevels) decides which admin levels may audit at all.
      const { reviewerLevels } = await readSection(app.db, u.firmId, 'cardReview');
      if (u.level === null || !reviewerLevels.includes(u.level)) {
        throw forbidden('当前审核权限设置不允许您审核名片');
      }
      const c = await cardInScope(app, u, id);
      if (version !== undefined && version !== c.version) throw conflict(c);
      if (c.status !== CARD_PENDING) throw badRequest('名片不是待审核状态');
      const actor = actorOf(request);
      await app.unitOfWork(async (w) => {
        const approve = result === 'approve';
        const moved = await w.cards.transition(
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
            ...savedBy(request),
          },
          // The version read above: what is published is exactly what the auditor was shown.
          c.version,
        );
        if (!moved) throw conflict(await w.cards.lastChange(u.firmId, c.id));
        await announceAudit(w, actor, c, approve, reason);
      });
      return ok(null, result === 'approve' ? '审核通过' : '已驳回');
    },
  );
}
