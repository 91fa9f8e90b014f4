// Wire shapes shared by every import route: the upload body (the .xlsx as base64 in JSON), the
// preview's answer (how many rows, how many can be imported, every problem by row and column) and
// the import's summary.
import { envelope, input, int, obj, str, type JsonSchema } from '../../lib/envelope';
import type { RowError } from './rows';
import { IMPORT_BODY_LIMIT } from './sheet';

/** The most problems one answer lists (a sheet of 5,000 wrong rows need not travel whole). */
export const MAX_LISTED_ERRORS = 1000;

export const uploadFields: Record<string, JsonSchema> = {
  file: { type: 'string', title: '文件', minLength: 1, maxLength: IMPORT_BODY_LIMIT },
  fileName: { type: 'string', title: '文件名', maxLength: 255 },
};

export interface UploadBody {
  file: string;
  fileName?: string;
}

export const uploadBody = (extra: Record<string, JsonSchema> = {}) =>
  input({ ...uploadFields, ...extra }, ['file']);

const rowError = obj({ row: int, column: str, message: str }, ['row', 'column', 'message']);
const errorList: JsonSchema = { type: 'array', items: rowError };

export const previewResponse = {
  200: envelope(
    obj(
      // unchanged: rows matching a record they would not change (updates only).
      { total: int, valid: int, unchanged: int, invalidRows: int, errors: errorList },
      ['total', 'valid', 'unchanged', 'invalidRows', 'errors'],
    ),
  ),
};

export const importResponse = {
  200: envelope(
    obj(
      {
        total: int,
        imported: int,
        unchanged: int,
        invalidRows: int,
        errors: errorList,
        // Generated initial passwords, once: an .xlsx as base64, never kept by the server.
        passwords: { ...obj({ fileName: str, content: str }), type: ['object', 'null'] },
      },
      ['total', 'imported', 'unchanged', 'invalidRows', 'errors', 'passwords'],
    ),
  ),
};

/** Rows that cannot be imported, and their problems (the first MAX_LISTED_ERRORS). */
export const problemsOf = (rows: Array<{ errors: RowError[] }>) => ({
  invalidRows: rows.filter((r) => r.errors.length).length,
  errors: rows.flatMap((r) => r.errors).slice(0, MAX_LISTED_ERRORS),
});
