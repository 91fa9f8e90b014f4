// The Excel import part of `npm run bench` (docs/product.md, Performance targets): 1,000 new
// lawyers imported from one .xlsx on PGlite, as 人员管理 → 导入 sends them, timed from the request
// to its answer: reading the sheet, the form's checks, an argon2 hash per account at the
// production cost, the rows and their 1,000 log rows in one transaction. In process (app.inject),
// so the time is the server's alone.
import ExcelJS from 'exceljs';
import { buildApp } from '../server/src/app';
import { openPglite } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/seed/index';
import { demoAdminToken } from './in-process';
import { ms, table, type Target } from './report';

export const IMPORT_ROWS = 1000;
const LIMIT_MS = 10_000;

const sheetOf = async (n: number) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员');
  sheet.addRow(['姓名', '手机号', '所属机构']);
  const offices = ['北京总所', '上海分所', '深圳分所'];
  for (let i = 0; i < n; i += 1) {
    sheet.addRow([`导入律师${i}`, `137${String(i).padStart(8, '0')}`, offices[i % 3]]);
  }
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
};

export const importPart = async (
  log: (s: string) => void,
): Promise<{ targets: Target[]; section: string }> => {
  const database = await openPglite();
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  // Production's hash cost (the library's defaults): the hashes are most of the work.
  const app = await buildApp({ db: database.db, demo: true });
  await app.ready();
  try {
    const token = await demoAdminToken(app);
    const file = await sheetOf(IMPORT_ROWS);
    const send = async (url: string, body: object) => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { token },
        payload: { firmId: 1, file, fileName: '人员.xlsx', ...body },
      });
      const took = performance.now() - t0;
      const answer = res.json() as { code: string; message: string; data?: { imported?: number } };
      if (answer.code !== '200') throw new Error(`${url}: ${answer.code} ${answer.message}`);
      return { took, answer };
    };
    log(`importing ${IMPORT_ROWS} lawyers …`);
    const preview = await send('/api/lawyer/importPreview', {});
    const imported = await send('/api/lawyer/import', { password: 'Bench2026' });
    const n = imported.answer.data?.imported ?? 0;
    const targets: Target[] = [
      {
        part: 'Excel import',
        what: `importing ${IMPORT_ROWS} lawyers (one .xlsx, one transaction), PGlite`,
        value: `${(imported.took / 1000).toFixed(1)} s, ${n} imported`,
        target: `≤ ${LIMIT_MS / 1000} s, all imported`,
        met: imported.took <= LIMIT_MS && n === IMPORT_ROWS,
      },
    ];
    const section = [
      '## Excel import',
      '',
      `One .xlsx of ${IMPORT_ROWS} new lawyers through the routes of 人员管理 → 导入 (in process, ` +
        'PGlite in memory, argon2 at the production cost, one initial password for all).',
      '',
      table(
        ['call', 'rows', 'time'],
        [
          ['preview (importPreview)', String(IMPORT_ROWS), ms(preview.took)],
          ['import (import)', String(n), ms(imported.took)],
        ],
      ),
    ].join('\n');
    return { targets, section };
  } finally {
    await app.close();
    await database.close();
  }
};
