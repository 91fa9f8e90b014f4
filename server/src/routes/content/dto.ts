// Wire shape of a content article: every field of the firm's forms/content (the columns and the jsonb
// `content` of resources/content.json) plus what the server keeps (status, author, times,
// version). The list answers the same records without the long text the list never shows.
import type { ResourceSchema } from '../../../../src/engine/schema/resource';
import { int, obj, str, type JsonSchema } from '../../lib/envelope';
import { badRequest } from '../../lib/biz-error';
import { safeSrc, sanitizeHtml } from '../../lib/sanitize-html';
import type { ContentInsert, ContentRow } from '../../plugins/repositories/contents';
import { keepUnknown } from '../../resources/derive';
import { resourceModel } from '../../resources/model';
import type { SchemaDir } from '../../resources/schema-dir';

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

/** The article model of a set of schemas (the deployed one, or a firm's). */
export const contentModel = (schemas: SchemaDir) => {
  const model = resourceModel(schemas, 'content');
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
  // Declared once from the deployed form: a firm's published fields pass as they are (the record
  // is built from its form, so nothing else reaches it).
  const open = (props: Record<string, JsonSchema>): JsonSchema => ({
    ...obj(props),
    additionalProperties: true,
  });
  return {
    infoSchema: open(record),
    listItemSchema: open(
      Object.fromEntries(Object.entries(record).filter(([k]) => !detailOnly.includes(k))),
    ),
    toInfo,
    logText: model.logText,
    access: model.access,
    /**
     * A body → the stored values: the columns after the article's rules, the rest in `content`
     * over the `stored` one (a field a publish removed keeps its data).
     */
    values: (body: Record<string, unknown>, stored?: Record<string, unknown>) => {
      const { columns, document } = model.split(model.fields(body));
      return {
        ...articleRules(model.resource, columns),
        content: keepUnknown(stored, document),
      };
    },
  };
};
