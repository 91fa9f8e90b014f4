import { lintTexts } from '../schema-lab/lint-texts';
import { labPath, problemIsIn } from './file-keys';
import type { LintContext } from './lint-context';
import type { SchemaProblem } from './types';

// The schema check (`npm run check`'s rules) of one edited file in the browser; only that file's
// findings are shown.

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
  } catch (e) {
    // The meta-schema check compiles validators at run time, which the production console's
    // Content-Security-Policy (no 'unsafe-eval', docs/security.md) forbids: the caller asks the
    // server's check instead (server-lint.ts).
    if (e instanceof EvalError) throw e;
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
