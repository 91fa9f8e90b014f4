// Initial passwords generated per lawyer on import: random, meeting the password rule (8–64
// printable characters with a letter and a digit), and handed over once as an .xlsx in the
// import's answer; the server keeps only their hashes.
import ExcelJS from 'exceljs';
import { randomInt } from 'node:crypto';
import { neutraliseFormula, ymd } from '../lawyer/xlsx';

// No look-alikes (0/O, 1/l/I), so a password read off a sheet is typed right the first time.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LETTERS + DIGITS;

export const generatePassword = (length = 12): string => {
  const chars = [LETTERS[randomInt(LETTERS.length)], DIGITS[randomInt(DIGITS.length)]];
  while (chars.length < length) chars.push(ALL[randomInt(ALL.length)]);
  // Shuffled, so the letter and the digit are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
};

export interface PasswordLine {
  name: string;
  mobile: string;
  office: string;
  password: string;
}

/** The sheet of initial passwords (姓名, 手机号, 所属机构, 初始密码) as base64. */
export const passwordsBook = async (lines: PasswordLine[]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('初始密码');
  sheet.columns = [
    { header: '姓名', width: 14 },
    { header: '手机号', width: 16 },
    { header: '所属机构', width: 20 },
    { header: '初始密码', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const l of lines) {
    sheet.addRow([l.name, l.mobile, l.office, l.password].map(neutraliseFormula));
  }
  const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  return { fileName: `初始密码-${ymd(new Date())}.xlsx`, content };
};
