// What the import dialog says about a preview and an import's outcome (docs/architecture.md,
// Excel import). Pure, so the wording is tested without React.
import type { ImportDef } from './types';

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

export interface ImportPreview {
  total: number;
  /** Rows that would be imported (new records) or would change a record (updates). */
  valid: number;
  /** Updates only: rows that match a record and change nothing. */
  unchanged: number;
  invalidRows: number;
  errors: ImportProblem[];
}

export interface ImportOutcome extends Omit<ImportPreview, 'valid'> {
  imported: number;
  passwords: { fileName: string; content: string } | null;
}

const verbOf = (def: ImportDef) => (def.key ? '更新' : '导入');

/** 共 50 行：46 位可导入，4 行有问题 (the first line of a preview). */
export const previewSummary = (def: ImportDef, p: ImportPreview): string => {
  const unit = def.unit ?? '条';
  const parts = [`共 ${p.total} 行：${p.valid} ${unit}可${verbOf(def)}`];
  if (p.unchanged) parts.push(`${p.unchanged} ${unit}未修改`);
  if (p.invalidRows) parts.push(`${p.invalidRows} 行有问题，不会${verbOf(def)}`);
  return parts.join('，');
};

/** 已导入 46 位，4 行有问题未导入 (the result of 确认导入). */
export const outcomeSummary = (def: ImportDef, o: ImportOutcome): string => {
  const unit = def.unit ?? '条';
  const parts = [`已${verbOf(def)} ${o.imported} ${unit}`];
  if (o.unchanged) parts.push(`${o.unchanged} ${unit}未修改`);
  if (o.invalidRows) parts.push(`${o.invalidRows} 行有问题未${verbOf(def)}`);
  return parts.join('，');
};

/** The most problems listed beside a preview; the server sends at most this many. */
export const LISTED_PROBLEMS = 1000;

/** The file's own checks before it is sent (the server checks again): a message, or null. */
export const fileProblem = (file: { name: string; size: number }): string | null => {
  if (!/\.xlsx$/i.test(file.name)) {
    return '请上传 .xlsx 格式的 Excel 文件（.xls、.csv 请先在 Excel 中另存为 .xlsx）';
  }
  if (file.size === 0) return '文件为空，请选择填好的 .xlsx 文件';
  if (file.size > 5 * 1024 * 1024) return '文件不能超过 5 MB，请分批导入';
  return null;
};
