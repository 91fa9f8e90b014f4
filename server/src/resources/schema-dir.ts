// The schemas directory as the server reads it at start (env SCHEMAS_DIR, default the repo's
// schemas/): the same reader and the same check as `npm run check` (scripts/load-schemas.ts,
// src/engine/schema/check.ts), so a file the check refuses is one the server refuses to start on,
// with the same Chinese words, file and JSON pointer. Read once per directory and process; a
// firm's published versions are overlaid on it by live-schemas.ts with the same check.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { loadSchemas } from '../../../scripts/load-schemas';
import {
  checkSchemas,
  formatProblem,
  type CheckInput,
  type Problem,
} from '../../../src/engine/schema/check';
import type { ResourceSchema } from '../../../src/engine/schema/resource';
import type { FormSchema, ListSchema } from '../../../src/engine/schema/types';

export const defaultSchemasDir = fileURLToPath(new URL('../../../schemas', import.meta.url));

export interface SchemaDir {
  dir: string;
  routes: unknown;
  forms: Record<string, FormSchema>;
  lists: Record<string, ListSchema>;
  resources: Record<string, ResourceSchema>;
}

export class SchemaDirError extends Error {
  constructor(
    readonly problems: Problem[],
    what = '服务器无法启动',
  ) {
    super(
      `schemas 检查发现 ${problems.length} 个问题，${what}：\n${problems
        .map((p) => `  ${formatProblem(p)}`)
        .join('\n')}`,
    );
    this.name = 'SchemaDirError';
  }
}

// Forms whose entities have server code that reads them from this directory.
const serverForms = [
  'card',
  'office',
  'content',
  'profession',
  'lawyer',
  'lawyer-create',
  'account-settings',
  'account-passwd',
  'account-admin-passwd',
  'account-question',
];

/** Every problem of a set: the check of `npm run check` plus the forms the server's code needs. */
export const checkSchemaSet = (input: CheckInput): Problem[] => {
  const all = checkSchemas(input);
  for (const name of serverForms) {
    if (!input.forms[name]) {
      all.push({
        file: `${input.routes.file.replace(/routes\.json$/, '')}forms/${name}.json`,
        pointer: '',
        message: `缺少表单文件 forms/${name}.json：服务器的内置功能需要它`,
        hint: '从仓库的 schemas/forms 复制该文件',
      });
    }
  }
  return all;
};

/** A checked set as the server uses it (the check has validated every file's shape). */
export const toSchemaDir = (dir: string, input: CheckInput): SchemaDir => {
  const data = <T>(files: Record<string, { data: unknown }> = {}) =>
    Object.fromEntries(Object.entries(files).map(([k, f]) => [k, f.data as T]));
  return {
    dir,
    routes: input.routes.data,
    forms: data<FormSchema>(input.forms),
    lists: data<ListSchema>(input.lists),
    resources: data<ResourceSchema>(input.resources),
  };
};

const cache = new Map<string, { dir: SchemaDir; input: CheckInput }>();

/** Reads and checks `dir` with the files as read (the check's input); throws SchemaDirError. */
export const loadSchemaSet = (
  dir: string = defaultSchemasDir,
): { dir: SchemaDir; input: CheckInput } => {
  const abs = resolve(dir);
  const hit = cache.get(abs);
  if (hit) return hit;
  const { input, problems } = loadSchemas(abs);
  const all = [...problems, ...checkSchemaSet(input)];
  if (all.length) throw new SchemaDirError(all);
  const loaded = { dir: toSchemaDir(abs, input), input };
  cache.set(abs, loaded);
  return loaded;
};

/** Reads and checks `dir`; throws SchemaDirError listing every finding. */
export const loadSchemaDir = (dir: string = defaultSchemasDir): SchemaDir => loadSchemaSet(dir).dir;
