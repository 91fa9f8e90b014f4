// Sheets built in a test as a user's Excel would save them, sent as the import calls carry them.
import ExcelJS from 'exceljs';

export type Cell = string | number | null | { formula: string; result?: string | number };

/** An .xlsx of `rows` (the first is the header), as base64. */
export const xlsxBase64 = async (rows: Cell[][]): Promise<string> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
};

/** A workbook from bytes (the template, an export, the generated passwords). */
export const readBook = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
};

/** The first sheet as rows of text, header first. */
export const sheetRows = async (bytes: Buffer): Promise<string[][]> => {
  const sheet = (await readBook(bytes)).worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
};
