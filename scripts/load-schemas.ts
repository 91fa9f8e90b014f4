import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { calls } from '../src/api/calls';
import type { CheckInput, Problem, SchemaFile } from '../src/engine/schema/check';
import { componentNames } from '../src/engine/registry/names';
import { duplicateKeys } from '../src/engine/schema/lint-json-keys';
import { validators } from '../src/engine/schema/validators';
import { pageNames } from '../src/pages/names';

// Reads schemas/ from disk for the check script and the Vite plugin. A file that is not valid
// JSON becomes a problem of its own instead of an exception, so one typo lists with the rest; so
// does a key written twice in one object (JSON.parse keeps the last without a word) and a
// `$schema` that leads nowhere on disk (the editor would then offer no help).

const readJson = (path: string, rel: string, problems: Problem[]): SchemaFile => {
  let text = '';
  let data: unknown;
  try {
    text = readFileSync(path, 'utf8');
    data = JSON.parse(text);
  } catch (e) {
    problems.push({
      file: rel,
      pointer: '',
      message: `不是合法的 JSON：${(e as Error).message}`,
      hint: '检查该位置附近的引号、逗号与括号（最后一项后面不能有逗号）',
    });
    return { file: rel, data: {} };
  }
  for (const pointer of duplicateKeys(text)) {
    const key = pointer.slice(pointer.lastIndexOf('/') + 1);
    problems.push({
      file: rel,
      pointer,
      message: `键 "${key}" 在同一处写了两次，前一个会被忽略`,
      hint: '删除或改名其中一个（字段名在同一表单中必须唯一）',
    });
  }
  const ref = (data as { $schema?: unknown } | null)?.$schema;
  if (typeof ref === 'string' && ref.startsWith('.') && !existsSync(join(dirname(path), ref))) {
    problems.push({
      file: rel,
      pointer: '/$schema',
      message: `"$schema" 指向的文件 "${ref}" 不存在，编辑器无法提示`,
      hint: '按本文件所在位置写 schemas/meta 下元模式的相对路径，如 "../meta/form.schema.json"',
    });
  }
  return { file: rel, data };
};

const readDir = (dir: string, root: string, problems: Problem[]) =>
  Object.fromEntries(
    (existsSync(dir) ? readdirSync(dir) : [])
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        basename(f, '.json'),
        readJson(join(dir, f), relative(root, join(dir, f)), problems),
      ]),
  );

export const loadSchemas = (
  schemasDir: string,
  root = join(schemasDir, '..'),
): { input: CheckInput; problems: Problem[] } => {
  const problems: Problem[] = [];
  const input: CheckInput = {
    routes: readJson(
      join(schemasDir, 'routes.json'),
      relative(root, join(schemasDir, 'routes.json')),
      problems,
    ),
    lists: readDir(join(schemasDir, 'lists'), root, problems),
    forms: readDir(join(schemasDir, 'forms'), root, problems),
    resources: readDir(join(schemasDir, 'resources'), root, problems),
    tables: {
      callNames: Object.keys(calls),
      componentNames,
      pageNames,
      validatorNames: Object.keys(validators),
    },
  };
  return { input, problems };
};
