import { didYouMean } from './lint-suggest';

/** One finding of the schema check: where (file and JSON pointer), what, and how to fix it. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
  /** What to do about it, in words for product staff. */
  hint?: string;
}

/** `file#/pointer: message`, and the hint indented on the next line. */
export const formatProblem = (p: Problem): string =>
  `${p.file}#${p.pointer || '/'}: ${p.message}${p.hint ? `\n      提示：${p.hint}` : ''}`;

/** Names the code keeps tables of; each kind says where its table is, for the hint. */
export const nameKinds = {
  接口: '接口名须是 src/api/calls.ts 中登记的一项，或无代码资源（schemas/resources）派生的接口',
  组件: '组件名须是 src/engine/registry/names.ts 中登记的一项',
  校验器: '校验器名须是 src/engine/schema/validators.ts 中的一项',
  页面: '页面名须是 src/pages/names.ts 中登记的一项',
  权限: '权限值见 docs/product.md：ADMIN、MAIN_OFFICE_MAIN_ADMIN、LAWYER、system',
} as const;

export type NameKind = keyof typeof nameKinds;

const completion = '（在编辑器中按 Ctrl+空格 可列出全部可用值）';

/**
 * The finding for a name missing from one of the code's tables, with the closest real name.
 *
 * @example unknownName('f.json', '/x-component', '组件', 'Inptu', ['Input']).message
 * // '未知组件 "Inptu"，是否想写 "Input"？'
 */
export const unknownName = (
  file: string,
  pointer: string,
  kind: NameKind,
  name: string,
  candidates: readonly string[],
): Problem => ({
  file,
  pointer,
  message: `未知${kind} "${name}"${didYouMean(name, candidates)}`,
  hint: nameKinds[kind] + completion,
});

/** A reference to another schema file (list, form) or route that does not exist. */
export const missingRef = (
  file: string,
  pointer: string,
  message: string,
  name: string,
  candidates: readonly string[],
  hint: string,
): Problem => ({ file, pointer, message: `${message}${didYouMean(name, candidates)}`, hint });
