// 发送通知 to the lawyers ticked in 人员管理: one request, one transaction, one 站内消息 per selected
// lawyer written as POST /message/notice writes a notice (type notice, the sender's name), and one
// 发送通知 log row. An account that is 已停用 receives nothing and is reported, as an office notice
// leaves such accounts out; one out of the caller's scope refuses the whole batch (shared.ts).
import type { FastifyInstance } from 'fastify';
import noticeJson from '../../../../schemas/forms/lawyer-batch-notice.json';
import type { FormSchema } from '../../../../src/engine/schema/types';
import { badRequest } from '../../lib/biz-error';
import { formBody } from '../../lib/forms';
import { userOf } from '../../plugins/auth';
import { LAWYER_DISABLED } from '../../plugins/repositories/lawyers';
import { actorOf } from '../lawyer/actor';
import { answer, batchResponse, distinct, idsField, loadInScope, tally } from './shared';

// JSON imports widen literal unions; the file is checked against schemas/meta by the build.
const noticeForm = noticeJson as unknown as FormSchema;

interface NoticeBody {
  ids: number[];
  title: string;
  content: string;
}

export default async function noticeBatchRoutes(app: FastifyInstance) {
  app.post<{ Body: NoticeBody }>(
    '/lawyer/batchNotice',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        // The dialog's form (title, content) plus the selected ids.
        body: formBody(noticeForm, 'create', { ids: idsField('人员') }, ['ids']),
        response: batchResponse,
      },
    },
    async (request) => {
      const u = userOf(request);
      const title = request.body.title.trim();
      const content = request.body.content.trim();
      if (!title) throw badRequest('请输入通知标题');
      if (!content) throw badRequest('请输入通知内容');
      const actor = actorOf(request);
      const out = await app.unitOfWork(async (w) => {
        const ids = distinct(request.body.ids);
        const read = (some: number[]) => w.lawyers.byIds(u.firmId, some);
        const lawyers = await loadInScope(u, ids, read, (l) => l.id, '人员');
        const t = tally();
        const to: number[] = [];
        for (const l of lawyers) {
          if (l.status === LAWYER_DISABLED) {
            t.fail(l, l.name, '账号已停用');
            continue;
          }
          to.push(l.id);
          t.done();
        }
        if (!to.length) return t.out;
        await w.events.notifyLawyers(u.firmId, to, title, content, {
          type: 'notice',
          senderName: u.name,
        });
        const one = to.length === 1 ? lawyers.find((l) => l.id === to[0]) : undefined;
        const offices = new Set(
          lawyers.filter((l) => to.includes(l.id)).map((l) => l.organizationId),
        );
        await w.events.log(
          actor,
          'create',
          '发送通知',
          {
            kind: '通知',
            name: title,
            organizationId: offices.size === 1 ? [...offices][0] : null,
            lawyerId: one?.id,
          },
          one ? `接收律师：${one.name}` : `接收律师：${to.length} 名`,
        );
        return t.out;
      });
      return answer(out, '位', '已发送');
    },
  );
}
