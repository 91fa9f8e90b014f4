import type { MetaKind } from '../schema-lab/meta-bundle';
import type { FileKind, SchemaProblem } from './types';

// A file key of the /schema/* calls (`forms/card`, `lists/lawyer`, `routes`) and the names the
// schema lab's pieces use for the same file (`forms/card.json`, the meta-schema kind `form`).

export const kindOf = (file: string): FileKind =>
  file === 'routes' ? 'routes' : file.startsWith('lists/') ? 'lists' : 'forms';

/** The path inside schemas/ the lab's lint and preview key files by. */
export const labPath = (file: string): string => `${file}.json`;

export const metaKindOf = (file: string): MetaKind =>
  (({ forms: 'form', lists: 'list', routes: 'routes' }) as const)[kindOf(file)];

export const KIND_TITLES: Record<FileKind, string> = {
  forms: '表单',
  lists: '列表',
  routes: '路由表',
};

/** A finding names its file as `npm run check` does (`schemas/forms/card.json`) or by key. */
export const problemIsIn = (problem: SchemaProblem, file: string): boolean =>
  problem.file.replace(/^schemas\//, '').replace(/\.json$/, '') === file;

/** The editor's text of a file's content: two-space JSON, as the files in schemas/ are written. */
export const toText = (content: unknown): string => `${JSON.stringify(content, null, 2)}\n`;

/** The text parsed, or undefined while it is not valid JSON. */
export const parseText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
