// Batch 发布 / 下线 of content articles (内容管理): one request, one transaction, each article under
// the rules of PUT /firmContent/status/{id} (content/index.ts) with its log row (发布内容 /
// 下线内容). An article already in the wanted state is reported rather than changed; one of
// another office (levels 3–4) refuses the whole batch.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { firmContent } from '../../db/schema';
import { audit } from '../../lib/audit';
import { input } from '../../lib/envelope';
import { savedBy } from '../../lib/saved-by';
import { userOf } from '../../plugins/auth';
import {
  CONTENT_OFFLINE,
  CONTENT_PUBLISHED,
  contentsOn,
} from '../../plugins/repositories/contents';
import { answer, batchResponse, distinct, idsField, loadInScope, tally } from './shared';

const admins = { roles: ['admin' as const] };
const verbs: Record<number, string> = { [CONTENT_PUBLISHED]: '发布', [CONTENT_OFFLINE]: '下线' };

export default async function contentBatchRoutes(app: FastifyInstance) {
  app.put<{ Body: { ids: number[]; status: number } }>(
    '/firmContent/batchStatus',
    {
      config: { access: admins },
      schema: {
        body: input(
          {
            ids: idsField('内容'),
            status: { type: 'integer', title: '状态', enum: [CONTENT_PUBLISHED, CONTENT_OFFLINE] },
          },
          ['ids', 'status'],
        ),
        response: batchResponse,
      },
    },
    async (request) => {
      const u = userOf(request);
      const { status } = request.body;
      const by = savedBy(request);
      const out = await app.unitOfWork(async (w) => {
        const contents = contentsOn(w.db);
        const read = (ids: number[]) =>
          w.db
            .select()
            .from(firmContent)
            .where(and(eq(firmContent.firmId, u.firmId), inArray(firmContent.id, ids)));
        const ids = distinct(request.body.ids);
        const rows = await loadInScope(u, ids, read, (r) => r.id, '内容');
        const t = tally();
        for (const row of rows) {
          if (row.status === status) {
            t.fail(row, row.title, status === CONTENT_PUBLISHED ? '已是发布状态' : '已是下线状态');
            continue;
          }
          if ((await contents.update(u.firmId, row.id, row.version, { status, ...by })) !== 'ok') {
            t.fail(row, row.title, '状态已变更');
            continue;
          }
          await audit(app, request, `${verbs[status]}内容`, row.title, '', {
            kind: '内容',
            db: w.db,
          });
          t.done();
        }
        return t.out;
      });
      return answer(out, '篇', status === CONTENT_PUBLISHED ? '已发布' : '已下线');
    },
  );
}
