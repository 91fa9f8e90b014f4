import type { SchemaChange } from '../../engine/schema/diff';

// The answers of the /schema/* calls (docs/schemas.md, 页面配置), as the page reads them.

export type { SchemaChange };

export type FileKind = 'forms' | 'lists' | 'routes';

/** One editable file of the firm (schema.files). */
export interface FileRow {
  file: string;
  kind: FileKind;
  name: string;
  title: string;
  version: number;
  updatedAt?: string;
  author?: string;
}

/** A file's current content (schema.file). */
export interface FileAnswer {
  file: string;
  title: string;
  version: number;
  content: unknown;
  isDefault: boolean;
}

/** A finding of the schema check, from the browser's lint or the server's. */
export interface SchemaProblem {
  file: string;
  pointer: string;
  message: string;
  hint?: string;
}

/** A form field the new content drops, and how many of the firm's records hold a value there. */
export interface RemovedField {
  name: string;
  title: string;
  count: number;
}

/** What publishing this content would do (schema.impact). */
export interface Impact {
  problems: SchemaProblem[];
  changes: SchemaChange[];
  removed: RemovedField[];
}

export type HistoryAction = 'publish' | 'rollback' | 'reset';

/** One version of a file (schema.history), newest first. */
export interface HistoryRow {
  version: number;
  note: string;
  author: string;
  createdAt: string;
  action: HistoryAction;
}

/** A 409's data: the version now current and both sides' changes since the base version. */
export interface Conflict {
  current: number;
  theirs: SchemaChange[];
  ours: SchemaChange[];
}
