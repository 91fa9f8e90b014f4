import { calls } from '../../api/calls';
import { componentNames } from '../../engine/registry/names';
import { checkSchemas, type Problem, type SchemaFile } from '../../engine/schema/check';
import { duplicateKeys } from '../../engine/schema/lint-json-keys';
import { validators } from '../../engine/schema/validators';
import { pageNames } from '../names';

// The schema check over file texts instead of the disk, so the lab can run it in the browser on
// every edit and the dev server's save can run the very same rules before it writes. Keys are
// paths inside schemas/ ('forms/office.json'); findings name files as `npm run check` does.

export type { Problem };

const parse = (key: string, text: string, problems: Problem[]): SchemaFile => {
  const file = `schemas/${key}`;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    problems.push({
      file,
      pointer: '',
      message: `不是合法的 JSON：${(e as Error).message}`,
      hint: '检查该位置附近的引号、逗号与括号（最后一项后面不能有逗号）',
    });
    return { file, data: {} };
  }
  for (const pointer of duplicateKeys(text)) {
    const name = pointer.slice(pointer.lastIndexOf('/') + 1);
    problems.push({
      file,
      pointer,
      message: `键 "${name}" 在同一处写了两次，前一个会被忽略`,
      hint: '删除或改名其中一个（字段名在同一表单中必须唯一）',
    });
  }
  return { file, data };
};

const folder = (texts: Record<string, string>, sub: string, problems: Problem[]) =>
  Object.fromEntries(
    Object.entries(texts)
      .filter(([key]) => key.startsWith(`${sub}/`))
      .map(([key, text]) => [
        key.slice(sub.length + 1, -'.json'.length),
        parse(key, text, problems),
      ]),
  );

/**
 * Every finding of the schema check over these texts.
 *
 * @example lintTexts({ 'routes.json': '…', 'forms/office.json': '…' })
 */
export const lintTexts = (texts: Record<string, string>): Problem[] => {
  const problems: Problem[] = [];
  const input = {
    routes: parse('routes.json', texts['routes.json'] ?? '{}', problems),
    lists: folder(texts, 'lists', problems),
    forms: folder(texts, 'forms', problems),
    tables: {
      callNames: Object.keys(calls),
      componentNames,
      pageNames,
      validatorNames: Object.keys(validators),
    },
  };
  return [...problems, ...checkSchemas(input)];
};
