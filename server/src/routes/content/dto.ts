// Wire shape of a content article: every field of forms/content.json (the columns and the jsonb
// `content` of resources/content.json) plus what the server keeps (status, author, times,
// version). The list answers the same records without the long text the list never shows.
import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../../../../src/engine/schema/resource';
import { int, obj, str } from '../../lib/envelope';
import { badRequest } from '../../lib/biz-error';
import { safeSrc, sanitizeHtml } from '../../lib/sanitize-html';
import type { ContentInsert, ContentRow } from '../../plugins/repositories/contents';
import { resourceModel } from '../../resources/model';

// Only the edit page reads these (a list of HTML bodies would be megabytes).
const detailOnly = ['summary', 'body'];

const serverProps = {
  id: int,
  status: int,
  authorName: str,
  createTime: str,
  updateTime: str,
  version: int,
};

/**
 * The article's own rules, which the form file cannot say: the body is sanitised HTML (an empty
 * one after sanitising is 请输入正文), the cover is an image address we can show, and text
 * columns are trimmed and kept as '' when empty (firm_content's text columns are NOT NULL).
 */
const articleRules = (r: ResourceSchema, columns: Record<string, unknown>) => {
  const c = { ...columns };
  for (const [k, v] of Object.entries(c)) {
    if (typeof v === 'string') c[k] = v.trim();
    else if (v === null && r.columns[k] === 'text') c[k] = '';
  }
  if (!c.title) throw badRequest('请输入标题');
  if (c.cover && !safeSrc(String(c.cover))) throw badRequest('封面格式不正确');
  c.body = sanitizeHtml(String(c.body ?? ''));
  if (!String(c.body).trim()) throw badRequest('请输入正文');
  return c as Pick<ContentInsert, 'title'> & Partial<ContentInsert>;
};

export const contentModel = (app: FastifyInstance) => {
  const model = resourceModel(app, 'content');
  const record = { ...model.props, ...serverProps };
  const toInfo = (r: ContentRow) => ({
    ...model.recordOf(r),
    id: r.id,
    status: r.status,
    authorName: r.authorName,
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
    version: r.version,
  });
  return {
    infoSchema: obj(record),
    listItemSchema: obj(
      Object.fromEntries(Object.entries(record).filter(([k]) => !detailOnly.includes(k))),
    ),
    toInfo,
    logText: model.logText,
    access: model.access,
    /** A body → the stored values: the columns after the article's rules, the rest in `content`. */
    values: (body: Record<string, unknown>) => {
      const { columns, document } = model.split(model.fields(body));
      return { ...articleRules(model.resource, columns), content: document };
    },
  };
};
