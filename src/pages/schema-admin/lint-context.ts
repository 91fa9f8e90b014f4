import { currentRoutes } from '../../engine/live-routes';
import { loadSchema } from '../../engine/schemas';
import { labPath } from './file-keys';
import type { FileRow } from './types';

// The browser's lint of one edited file needs the others (a list's action names a form, a route
// a list): they are read as the console uses them now, through the schema loader, which already
// holds the firm's published versions (the check itself is lint-file.ts, loaded with the editor).

export type LintContext = Record<string, string>;

/** Every file's current text, keyed as the lab's lint keys them (`forms/card.json`). */
export const loadLintContext = async (rows: FileRow[]): Promise<LintContext> => {
  const entries = await Promise.all(
    rows.map(async (row): Promise<[string, string]> => {
      if (row.kind === 'routes')
        return [labPath(row.file), JSON.stringify({ routes: currentRoutes() })];
      const data = await loadSchema(row.kind, row.name);
      return [labPath(row.file), JSON.stringify(data)];
    }),
  );
  return Object.fromEntries(entries);
};
