import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { labPath } from './file-keys';
import { refusalOf } from './refusal';
import type { Impact, SchemaProblem } from './types';

// The check as you type where the browser cannot run it (the production console forbids run-time
// compiled code): the server's schema.impact runs `npm run check`'s rules on the firm's files with
// this one replaced, once per pause in typing. A text that is no JSON is answered here.

export interface ServerLint {
  /** The findings for `text`, or undefined while they are being asked for. */
  problems?: SchemaProblem[];
  text?: string;
}

const syntaxProblem = (file: string, text: string): SchemaProblem | undefined => {
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    return {
      file: `schemas/${labPath(file)}`,
      pointer: '',
      message: `不是合法的 JSON：${(e as Error).message}`,
      hint: '检查该位置附近的引号、逗号与括号（最后一项后面不能有逗号）',
    };
  }
};

/** The server's findings for `text` (already debounced by the caller); off while `enabled` is false. */
export const useServerLint = (file: string, text: string, enabled: boolean): ServerLint => {
  const [result, setResult] = useState<ServerLint>({});
  useEffect(() => {
    if (!enabled) return;
    const broken = syntaxProblem(file, text);
    if (broken) {
      setResult({ problems: [broken], text });
      return;
    }
    let live = true;
    setResult((r) => ({ ...r, problems: undefined }));
    call<Impact>('schema.impact', { body: { file, content: JSON.parse(text) }, silent: true }).then(
      (answer) => live && setResult({ problems: answer.problems, text }),
      (e: unknown) =>
        live &&
        setResult({
          text,
          problems: [
            {
              file: `schemas/${labPath(file)}`,
              pointer: '',
              message: `无法检查：${refusalOf(e).message}`,
              hint: '稍后再改动一下内容即可重新检查',
            },
          ],
        }),
    );
    return () => {
      live = false;
    };
  }, [file, text, enabled]);
  return result;
};
