// A throwaway copy of schemas/ that a test edits before starting the real server on it
// (SCHEMAS_DIR): what product staff do to the real directory, without touching it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSchemasDir } from '../../src/resources/schema-dir';

// The test edits arbitrary JSON documents.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON being edited
type Json = any;

export interface SchemasCopy {
  dir: string;
  /** Reads `rel` (e.g. forms/card.json), lets `change` edit it, writes it back. */
  edit(rel: string, change: (json: Json) => void): void;
  write(rel: string, json: unknown): void;
  remove(): void;
}

export const copySchemas = (): SchemasCopy => {
  const root = mkdtempSync(join(tmpdir(), 'schemas-'));
  const dir = join(root, 'schemas');
  cpSync(defaultSchemasDir, dir, { recursive: true });
  return {
    dir,
    edit(rel, change) {
      const path = join(dir, rel);
      const json: Json = JSON.parse(readFileSync(path, 'utf8'));
      change(json);
      writeFileSync(path, JSON.stringify(json, null, 2));
    },
    write(rel, json) {
      writeFileSync(join(dir, rel), JSON.stringify(json, null, 2));
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
};

/** A text field as product staff would add it to a form file (an Input with a maximum length). */
export const textField = (title: string, maxLength = 50) => ({
  type: 'string',
  title,
  maxLength,
  'x-decorator': 'FormItem',
  'x-component': 'Input',
});
