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

/** 页面配置's own address: it stays reachable for `system` users whatever is published. */
export const SCHEMA_ADMIN_PATH = '/app/setting/schemas';

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
