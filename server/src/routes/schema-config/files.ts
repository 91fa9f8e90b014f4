// The files 页面配置 may change at runtime and their version 0 (docs/architecture.md, Published
// versions): every forms/<name>, every lists/<name> and the route table, keyed 'forms/card',
// 'lists/lawyer', 'routes'. Resource files and meta-schemas are not editable here: they shape
// tables and the check itself. Neither are the forms the server still reads as deployed (settings
// sections, and the forms whose fields route code reads by name): a published copy would show
// users fields the server refuses.
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/biz-error';
import type { VersionRow } from '../../plugins/repositories/schema-versions';

export type FileKind = 'forms' | 'lists' | 'routes';

export interface EditableFile {
  file: string;
  kind: FileKind;
  name: string;
  title: string;
  /** The file in schemas/ as deployed: version 0. */
  deployed: unknown;
}

export const ROUTES_TITLE = '路由表';

const titleOf = (data: unknown, fallback: string): string => {
  const t = (data as { title?: unknown } | null)?.title;
  return typeof t === 'string' && t ? t : fallback;
};

// Forms whose fields route code reads by name (the reject reason, a notice's title and content).
const READ_BY_CODE = ['card-reject', 'message-notice', 'lawyer-batch-notice'];

/** The forms the server validates with as deployed, whatever a firm publishes. */
const boundForms = (app: FastifyInstance): Set<string> =>
  new Set([
    ...READ_BY_CODE,
    ...Object.values(app.schemas.resources.settings?.sections ?? {}).map((s) => s.form),
  ]);

const cache = new WeakMap<FastifyInstance['schemas'], Map<string, EditableFile>>();

/** Every editable file of the deployed directory, by key (forms, then lists, then routes). */
export const editableFiles = (app: FastifyInstance): Map<string, EditableFile> => {
  const hit = cache.get(app.schemas);
  if (hit) return hit;
  const out = new Map<string, EditableFile>();
  const { forms, lists, routes } = app.schemas;
  const bound = boundForms(app);
  for (const [kind, files] of [
    ['forms', forms],
    ['lists', lists],
  ] as const) {
    for (const name of Object.keys(files).sort()) {
      if (kind === 'forms' && bound.has(name)) continue;
      const file = `${kind}/${name}`;
      out.set(file, { file, kind, name, title: titleOf(files[name], file), deployed: files[name] });
    }
  }
  out.set('routes', {
    file: 'routes',
    kind: 'routes',
    name: 'routes',
    title: ROUTES_TITLE,
    deployed: routes,
  });
  cache.set(app.schemas, out);
  return out;
};

/** The editable file `key`, or a Chinese 404 naming it. */
export const fileOf = (app: FastifyInstance, key: string): EditableFile => {
  const found = editableFiles(app).get(key);
  const form = /^forms\/(.+)$/.exec(key)?.[1];
  if (!found && form && app.schemas.forms[form]) {
    throw badRequest(
      `表单 ${key} 由服务器按部署的文件校验（设置页、驳回原因与通知），不能在页面配置中修改`,
    );
  }
  if (!found) throw notFound(`页面配置文件不存在：${key}（应为 forms/名称、lists/名称 或 routes）`);
  return found;
};

/** A stored version's effective content: null (恢复默认, or version 0) is the deployed file. */
export const effective = (f: EditableFile, row: Pick<VersionRow, 'content'> | undefined) =>
  row?.content ?? f.deployed;
