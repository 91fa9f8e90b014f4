import { describe, expect, it } from 'vitest';
import { fileProblem, outcomeSummary, previewSummary } from './import-summary';
import type { ImportDef } from './types';

const lawyers: ImportDef = {
  form: 'lawyer',
  fields: ['name'],
  preview: 'lawyer.importPreview',
  call: 'lawyer.import',
  unit: '位',
};
const cards: ImportDef = { ...lawyers, key: { field: 'id', title: '名片ID' }, unit: '张' };
const none = { errors: [], passwords: null };

describe('import summaries', () => {
  it('counts what a preview would import and what it would not', () => {
    const p = { total: 50, valid: 46, unchanged: 0, invalidRows: 4, errors: [] };
    expect(previewSummary(lawyers, p)).toBe('共 50 行：46 位可导入，4 行有问题，不会导入');
    expect(previewSummary(lawyers, { ...p, valid: 50, invalidRows: 0 })).toBe(
      '共 50 行：50 位可导入',
    );
  });

  it('says 更新 and counts unchanged rows for imports that update records', () => {
    const p = { total: 5, valid: 2, unchanged: 2, invalidRows: 1, errors: [] };
    expect(previewSummary(cards, p)).toBe('共 5 行：2 张可更新，2 张未修改，1 行有问题，不会更新');
    expect(
      outcomeSummary(cards, { ...none, total: 5, imported: 2, unchanged: 2, invalidRows: 1 }),
    ).toBe('已更新 2 张，2 张未修改，1 行有问题未更新');
  });

  it('reports what was imported', () => {
    expect(
      outcomeSummary(lawyers, { ...none, total: 50, imported: 46, unchanged: 0, invalidRows: 4 }),
    ).toBe('已导入 46 位，4 行有问题未导入');
  });

  it('refuses files that are not a small .xlsx before sending them', () => {
    expect(fileProblem({ name: '人员.xls', size: 10 })).toContain('.xlsx');
    expect(fileProblem({ name: '人员.xlsx', size: 0 })).toBe('文件为空，请选择填好的 .xlsx 文件');
    expect(fileProblem({ name: '人员.XLSX', size: 6 * 1024 * 1024 })).toBe(
      '文件不能超过 5 MB，请分批导入',
    );
    expect(fileProblem({ name: '人员.xlsx', size: 1024 })).toBeNull();
  });
});
