import type { SchemaProblem } from './types';

/** What the page keeps of an open file, so edits survive switching between files and tabs. */
export interface Draft {
  title: string;
  /** The version the edits started from: a publish sends it, and a stale one is refused (409). */
  baseVersion: number;
  isDefault: boolean;
  /** The text as loaded; the draft is dirty while `text` differs from it. */
  original: string;
  text: string;
  /** Bumped on each load, so the editor starts again from the loaded text. */
  generation: number;
  /** The user's own text, set aside when a newer version was loaded over it. */
  kept?: string;
  /** The server's findings of the last refused publish, shown until the next edit. */
  serverProblems: SchemaProblem[];
}

export const isDirty = (d: Draft | undefined): boolean => !!d && d.text !== d.original;
