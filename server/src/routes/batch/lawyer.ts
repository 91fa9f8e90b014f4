// Batch 停用 / 启用 of lawyer accounts (人员管理): one request, one transaction, each account under
// the rules of the single-row edit (lawyer/index.ts: a disabled account's sessions end at once,
// the change is logged as 修改律师). An account already in the wanted state, or still 待审核 when
// enabling, is reported rather than changed; one out of scope refuses the whole batch.
import type { FastifyInstance } from 'fastify';
import { input } from '../../lib/envelope';
import { savedBy } from '../../lib/saved-by';
import { userOf } from '../../plugins/auth';
import {
  LAWYER_ACTIVE,
  LAWYER_DISABLED,
  LAWYER_PENDING,
  type LawyerRow,
} from '../../plugins/repositories/lawyers';
import { actorOf } from '../lawyer/actor';
import { answer, batchResponse, distinct, idsField, loadInScope, tally } from './shared';

const admins = { roles: ['admin' as const] };

/** Why a lawyer cannot move to `status`, or null when it can. */
const refusal = (l: LawyerRow, status: number) => {
  if (l.status === status) return status === LAWYER_DISABLED ? '已是停用状态' : '已是正常状态';
  if (status === LAWYER_ACTIVE && l.status === LAWYER_PENDING) return '账号待审核，请先审核通过';
  return null;
};

export default async function lawyerBatchRoutes(app: FastifyInstance) {
  app.put<{ Body: { ids: number[]; status: number } }>(
    '/lawyer/batchStatus',
    {
      config: { access: admins },
      schema: {
        body: input(
          {
            ids: idsField('人员'),
            status: {
              type: 'integer',
              title: '账号状态',
              enum: [LAWYER_ACTIVE, LAWYER_DISABLED],
            },
          },
          ['ids', 'status'],
        ),
        response: batchResponse,
      },
    },
    async (request) => {
      const u = userOf(request);
      const { status } = request.body;
      const actor = actorOf(request);
      const by = savedBy(request);
      const detail = status === LAWYER_DISABLED ? '批量停用账号' : '批量启用账号';
      const out = await app.unitOfWork(async (w) => {
        const ids = distinct(request.body.ids);
        const read = (some: number[]) => w.lawyers.byIds(u.firmId, some);
        const lawyers = await loadInScope(u, ids, read, (l) => l.id, '人员');
        const t = tally();
        for (const l of lawyers) {
          const why = refusal(l, status);
          if (why) {
            t.fail(l, l.name, why);
            continue;
          }
          // The version read above: a change since then (another admin's edit) is reported.
          if ((await w.lawyers.update(u.firmId, l.id, l.version, { status, ...by })) !== 'ok') {
            t.fail(l, l.name, '状态已变更');
            continue;
          }
          // A disabled account must not keep working through tokens it already holds.
          if (status === LAWYER_DISABLED) await w.lawyers.revokeSessions(l.id);
          await w.events.log(
            actor,
            'update',
            '修改律师',
            { kind: '律师', name: l.name, organizationId: l.organizationId, lawyerId: l.id },
            detail,
          );
          t.done();
        }
        return t.out;
      });
      return answer(out, '位', status === LAWYER_DISABLED ? '已停用' : '已启用');
    },
  );
}
