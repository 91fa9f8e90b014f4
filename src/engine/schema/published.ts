import type { ListSchema, RouteDef } from './types';

// Pure: what the console makes of GET /schema/published (docs/schemas.md, 页面配置). A firm's
// published version of a file replaces the bundled one (version 0, the file in schemas/) for that
// firm's signed-in users; the server lists only files whose current version is above 0.

/** A file key: `forms/card`, `lists/lawyer`, `routes`. */
export type FileKey = string;

export interface PublishedFile {
  version: number;
  content: unknown;
}

/** The answer of schema.published: `files` is absent when `since` was the current revision. */
export interface PublishedAnswer {
  revision: number;
  files?: Record<FileKey, PublishedFile>;
}

export interface PublishedState {
  /** The server's revision these files are from; undefined before the first answer. */
  revision?: number;
  files: Record<FileKey, PublishedFile>;
}

export const NOTHING_PUBLISHED: PublishedState = { files: {} };

export const fileKey = (kind: 'lists' | 'forms', name: string): FileKey => `${kind}/${name}`;

const isFile = (value: unknown): value is PublishedFile =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as PublishedFile).version) &&
  (value as PublishedFile).version > 0 &&
  'content' in value;

/**
 * The state after an answer: the same object when nothing changed (a cheap poll answers without
 * `files`), so that a subscriber re-renders only for a real change. Entries of the wrong shape are
 * dropped: the bundled file is then used, as for a file never published.
 *
 * @example applyPublished(NOTHING_PUBLISHED, { revision: 4, files: { 'lists/lawyer': { version: 2, content } } })
 */
export const applyPublished = (state: PublishedState, answer: PublishedAnswer): PublishedState => {
  if (!answer.files) {
    return answer.revision === state.revision ? state : { ...state, revision: answer.revision };
  }
  const files = Object.fromEntries(Object.entries(answer.files).filter(([, f]) => isFile(f)));
  const same =
    Object.keys(files).length === Object.keys(state.files).length &&
    Object.entries(files).every(([key, f]) => state.files[key]?.version === f.version);
  if (same && answer.revision === state.revision) return state;
  // Files whose version did not change keep their object: a loaded list or form stays the same.
  const kept = Object.fromEntries(
    Object.entries(files).map(([key, f]) => {
      const before = state.files[key];
      return [key, before?.version === f.version ? before : f];
    }),
  );
  return { revision: answer.revision, files: kept };
};

/** The published version in use for a file key, 0 when the bundled file is. */
export const versionOf = (state: PublishedState, file: FileKey): number =>
  state.files[file]?.version ?? 0;

/** Thrown while rendering a published file that is not a list or form at all (schemas.ts). */
export class UnusableSchemaError extends Error {
  constructor(
    readonly file: string,
    readonly version: number,
  ) {
    super(`${file} version ${version} is not a usable ${file.split('/')[0]} file`);
    this.name = 'UnusableSchemaError';
  }
}

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
