import { routes } from '../../engine/route-table';
import { loadSchema } from '../../engine/schemas';
import { lintTexts } from '../schema-lab/lint-texts';
import { labPath, problemIsIn } from './file-keys';
import type { FileRow, SchemaProblem } from './types';

// The browser's lint of one edited file needs the others (a list's action names a form, a route
// a list): they are read as the console uses them now, through the schema loader, which already
// holds the firm's published versions. Only the edited file's findings are shown.

export type LintContext = Record<string, string>;

/** Every file's current text, keyed as the lab's lint keys them (`forms/card.json`). */
export const loadLintContext = async (rows: FileRow[]): Promise<LintContext> => {
  const entries = await Promise.all(
    rows.map(async (row): Promise<[string, string]> => {
      if (row.kind === 'routes') return [labPath(row.file), JSON.stringify({ routes })];
      const data = await loadSchema(row.kind, row.name);
      return [labPath(row.file), JSON.stringify(data)];
    }),
  );
  return Object.fromEntries(entries);
};

const inFile = (file: string, texts: LintContext) =>
  lintTexts(texts).filter((p) => problemIsIn(p, file));

/**
 * The findings of the schema check in `file` when its text is `text`. The cross-checks assume
 * every file has its shape (a list's 导入 reads its form's fields), and a half-typed file has not:
 * then the file is checked alone, whose meta-schema findings say what is missing.
 */
export const lintFile = (context: LintContext, file: string, text: string): SchemaProblem[] => {
  try {
    return inFile(file, { ...context, [labPath(file)]: text });
  } catch {
    try {
      return inFile(file, { [labPath(file)]: text });
    } catch (e) {
      return [
        {
          file: `schemas/${labPath(file)}`,
          pointer: '',
          message: `检查未能完成：${(e as Error).message}`,
          hint: '先补全文件的结构（对照同类文件的必需键），再继续修改',
        },
      ];
    }
  }
};
