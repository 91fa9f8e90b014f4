// Reading an uploaded sheet (docs/architecture.md, Excel import): the file arrives base64-encoded
// in a JSON body (the console's call table, its errors and re-login apply as to any save). A file
// that is not a readable .xlsx, is empty, too big, too long, lacks a header or holds a formula is
// refused whole, in Chinese, before any row is looked at.
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/biz-error';
import { headerName } from '../../../../src/engine/schema/import-columns';

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;
/** Base64 of the largest file plus room: a bigger body is refused before it is parsed. */
export const IMPORT_BODY_LIMIT = Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 64 * 1024;

export const NOT_XLSX = '请上传 .xlsx 格式的 Excel 文件（.xls、.csv 请先在 Excel 中另存为 .xlsx）';

/** One data row: its number as Excel shows it, and each cell's text by header. */
export interface SheetRow {
  row: number;
  cells: Map<string, string>;
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

type CellValue = ExcelJS.CellValue;

const isFormula = (v: CellValue) =>
  typeof v === 'object' && v !== null && ('formula' in v || 'sharedFormula' in v);

/** A cell as the text a user typed: numbers without exponent noise, rich text joined. */
export const cellText = (v: CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('richText' in v)
    return v.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in v && typeof v.text === 'string') return v.text.trim();
  if ('error' in v) return String(v.error);
  return '';
};

/** The base64 body field → bytes, refusing what is not a small .xlsx (a zip) at once. */
export const decodeUpload = (file: string, fileName?: string): Buffer => {
  if (fileName && !/\.xlsx$/i.test(fileName.trim())) throw badRequest(NOT_XLSX);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(file))
    throw badRequest('上传的文件内容不完整，请重新选择文件');
  const bytes = Buffer.from(file, 'base64');
  if (bytes.length === 0) throw badRequest('文件为空，请选择填好的 .xlsx 文件');
  if (bytes.length > MAX_IMPORT_BYTES) throw badRequest('文件不能超过 5 MB，请分批导入');
  // Every .xlsx is a zip archive; anything else (an .xls, a CSV renamed) stops here.
  if (bytes.readUInt32LE(0) !== 0x04034b50) throw badRequest(NOT_XLSX);
  return bytes;
};

/**
 * The first worksheet's header row and data rows (rows with no text are skipped). Headers are
 * matched by text, so columns may be in any order and extra columns (状态, 更新时间 of an export)
 * are ignored; the caller says which headers it needs.
 */
export const readSheet = async (bytes: Buffer, required: string[]): Promise<Sheet> => {
  const book = new ExcelJS.Workbook();
  try {
    // exceljs types its input as its own Buffer; a Node Buffer is what it reads.
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(NOT_XLSX);
  }
  const sheet = book.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0)
    throw badRequest('表格为空：第一行应为表头，从第二行起每行一条数据');
  // Row 1 is the header, as the template and the exports write it.
  const byColumn = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const name = headerName(cellText(cell.value));
    if (name && ![...byColumn.values()].includes(name)) byColumn.set(col, name);
  });
  const headers = [...byColumn.values()];
  const missing = required.filter((h) => !headers.includes(h));
  if (missing.length) {
    throw badRequest(`缺少表头：${missing.join('、')}（请下载模板，按模板第一行的表头填写）`);
  }
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) {
    throw badRequest(
      `一次最多导入 ${MAX_IMPORT_ROWS} 行，本表格有 ${sheet.actualRowCount - 1} 行，请分批导入`,
    );
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const cells = new Map<string, string>();
    r.eachCell((cell, col) => {
      const header = byColumn.get(col);
      if (!header) return;
      // A formula's value is whatever Excel computed last; importing it would store a guess.
      if (isFormula(cell.value)) {
        throw badRequest(`第 ${n} 行「${header}」是公式，请改为直接填写内容后重新上传`);
      }
      const text = cellText(cell.value);
      if (text) cells.set(header, text);
    });
    if (cells.size) rows.push({ row: n, cells });
  });
  if (!rows.length) throw badRequest('表格中没有数据：请从第二行起每行填写一条');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw badRequest(`一次最多导入 ${MAX_IMPORT_ROWS} 行，本表格有 ${rows.length} 行，请分批导入`);
  }
  return { headers, rows };
};
