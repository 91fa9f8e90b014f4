// The import template (.xlsx): the columns' titles as the header, one example row, and a dropdown
// (Excel data validation) on every column with options: an enum's labels, or the names a choice
// column accepts from this caller (所属机构: the offices they may import into). The options of a
// choice column sit on a hidden second sheet, since an inline list is capped at 255 characters.
import ExcelJS from 'exceljs';
import type { ImportColumn } from '../../../../src/engine/schema/import-columns';
import type { Choices } from './rows';
import { MAX_IMPORT_ROWS } from './sheet';

const OPTIONS_SHEET = '选项';

/** The options a column's dropdown offers this caller, if it has one. */
export const dropdownOf = (
  c: ImportColumn,
  choices: Map<string, Choices>,
): string[] | undefined => {
  if (c.kind === 'enum') return c.options?.map((o) => o.label);
  if (c.kind !== 'choice') return undefined;
  const source = choices.get(c.call ?? '');
  return source?.options
    .filter((o) => !source.allowed || source.allowed(o.value))
    .map((o) => o.label);
};

/** The example row: the declared examples, else the first option a dropdown offers. */
export const exampleRow = (
  columns: ImportColumn[],
  choices: Map<string, Choices>,
  example: Record<string, string | number> = {},
): string[] => columns.map((c) => String(example[c.field] ?? dropdownOf(c, choices)?.[0] ?? ''));

export const templateBook = async (
  title: string,
  columns: ImportColumn[],
  choices: Map<string, Choices>,
  example: string[],
): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(title);
  const options = book.addWorksheet(OPTIONS_SHEET, { state: 'hidden' });
  sheet.columns = columns.map((c) => ({
    header: c.title,
    width: Math.max(14, c.title.length * 4),
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  // Required columns in red, as forms mark them.
  columns.forEach((c, i) => {
    if (c.required) head.getCell(i + 1).font = { bold: true, color: { argb: 'FFCF1322' } };
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRow(example);
  // Every cell is text, so a mobile stays 13800000000 instead of becoming 1.38E+10.
  columns.forEach((c, i) => {
    if (c.kind !== 'number') sheet.getColumn(i + 1).numFmt = '@';
  });
  columns.forEach((c, i) => {
    const list = dropdownOf(c, choices);
    if (!list?.length) return;
    const letter = options.getColumn(i + 1).letter;
    list.forEach((label, j) => {
      options.getCell(j + 1, i + 1).value = label;
    });
    const formula = `'${OPTIONS_SHEET}'!$${letter}$1:$${letter}$${list.length}`;
    for (let r = 2; r <= MAX_IMPORT_ROWS + 1; r += 1) {
      sheet.getCell(r, i + 1).dataValidation = {
        type: 'list',
        allowBlank: !c.required,
        formulae: [formula],
        showErrorMessage: true,
        errorTitle: c.title,
        error: `请从下拉列表中选择${c.title}`,
      };
    }
  });
  return Buffer.from(await book.xlsx.writeBuffer());
};
