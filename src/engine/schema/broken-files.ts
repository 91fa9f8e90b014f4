import { fileKey, UnusableSchemaError, type FileKey, type PublishedState } from './published';
import type { ListSchema, RouteDef } from './types';

// Pure: which published files (页面配置, docs/schemas.md) a page that broke was rendering with,
// for its error page (app/published-route-error.tsx).

/** A published file a broken page uses, for its error page: 页面配置「名片」第 3 版无法显示. */
export interface BrokenFile {
  file: FileKey;
  version: number;
  title: string;
}

const titleOf = (file: FileKey, content: unknown): string => {
  if (file === 'routes') return '路由表';
  const title = (content as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title ? title : file;
};

/** The forms a list opens: its actions' dialogs and its import's form. */
const formsOfList = (list: unknown): string[] => {
  const l = (list ?? {}) as Partial<ListSchema>;
  const actions = [...(l.toolbar ?? []), ...(l.rowActions ?? []), ...(l.batchActions ?? [])];
  return [
    ...actions.map((a) => a?.form),
    ...(typeof l.import?.form === 'string' ? [l.import.form] : []),
  ].filter((f): f is string => typeof f === 'string');
};

/**
 * The published files a route's page was rendering with when `error` broke it, its own list or
 * form first, then the forms its lists open, then the route table itself (when published, and
 * nothing else is); none when the page uses bundled files only (version 0: today's error page).
 *
 * @example brokenFiles(cardRoute, new TypeError('…'), state) // [{ file: 'forms/card', version: 3, title: '名片' }]
 */
export const brokenFiles = (
  route: RouteDef | undefined,
  error: unknown,
  state: PublishedState,
  /** A list's content as the page has it (published or bundled); published lists only if absent. */
  listOf: (name: string) => unknown = (name) => state.files[fileKey('lists', name)]?.content,
): BrokenFile[] => {
  const describe = (file: FileKey): BrokenFile[] => {
    const f = state.files[file];
    return f ? [{ file, version: f.version, title: titleOf(file, f.content) }] : [];
  };
  if (error instanceof UnusableSchemaError) return describe(error.file);
  const page = route?.page;
  const lists = page && 'list' in page ? [page.list, ...(page.also ?? [])] : [];
  const own = [
    ...lists.map((n) => fileKey('lists', n)),
    ...(page && 'form' in page ? [fileKey('forms', page.form)] : []),
  ];
  const opened = lists.flatMap((n) => formsOfList(listOf(n)).map((f) => fileKey('forms', f)));
  const found = [...new Set([...own, ...opened])].flatMap(describe);
  return found.length ? found : describe('routes');
};
