// The .xlsx exports (人员列表, 名片列表): one sheet, a Chinese header row, then the rows. The file
// is the response body itself (no envelope); errors before it still travel as envelopes.
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { JsonSchema } from '../../lib/envelope';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** More rows than this: narrow the filter (one request must not build an unbounded file). */
export const EXPORT_LIMIT = 10_000;

/** Response schema of an export: a binary file of XLSX_TYPE. */
export const xlsxResponse: Record<number, JsonSchema> = {
  200: {
    description: 'Excel 文件（.xlsx）；出错时为 JSON 信封',
    content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
  },
};

export const lawyerStatusNames: Record<number, string> = { 0: '待审核', 1: '正常', 2: '已停用' };
export const cardStatusNames: Record<number, string> = {
  0: '草稿',
  1: '待审核',
  2: '已通过',
  3: '已驳回',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** Dates as a Chinese user reads them (Beijing time), whatever the server's zone. */
const beijing = (d: Date) => new Date(d.getTime() + 8 * 3600 * 1000);
export const ymd = (d: Date) => {
  const b = beijing(d);
  return `${b.getUTCFullYear()}${pad(b.getUTCMonth() + 1)}${pad(b.getUTCDate())}`;
};
export const dateTime = (d: Date) => {
  const b = beijing(d);
  return `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}`;
};

// A text cell that starts like a formula becomes one when the sheet is saved as CSV or its cell
// retyped; a leading apostrophe keeps it text (ASVS V1.2.10, OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r\0]/;
export const neutraliseFormula = (value: string | number) =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;

export interface Column {
  header: string;
  width: number;
}

export const sendXlsx = async (
  reply: FastifyReply,
  baseName: string,
  columns: Column[],
  rows: Array<Array<string | number>>,
) => {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(baseName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Plain string cells: a value like "=1+1" is text in .xlsx (formulas need an explicit cell type),
  // and a mobile number stays text rather than becoming a number.
  for (const r of rows) sheet.addRow(r.map(neutraliseFormula));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const filename = encodeURIComponent(`${baseName}-${ymd(new Date())}.xlsx`);
  return reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${filename}`)
    .header('Cache-Control', 'no-store')
    .send(buffer);
};
