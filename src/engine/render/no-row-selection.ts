// Stands in for antd's table/hooks/useSelection in production builds (scripts/vite-stub-imports.ts).
// antd's Table runs that hook, and with it bundles Checkbox, Radio, Dropdown with Menu, and rc-tree's
// tree helpers, whether or not a table selects rows: about 15 kB gzipped on every list. Our lists
// never select rows (no list or page passes `rowSelection`); if one ever does, this says why
// instead of rendering a table without its checkboxes.

// The names Table exports as statics (Table.SELECTION_ALL …), kept with antd's values.
export const SELECTION_COLUMN = {};
export const SELECTION_ALL = 'SELECT_ALL';
export const SELECTION_INVERT = 'SELECT_INVERT';
export const SELECTION_NONE = 'SELECT_NONE';

const NO_KEYS: ReadonlySet<unknown> = new Set();

/** antd's behaviour without `rowSelection`: a SELECTION_COLUMN placeholder is dropped. */
const withoutSelection = <T>(columns: T[]): T[] => columns.filter((c) => c !== SELECTION_COLUMN);

export default function useSelection(
  _config: unknown,
  rowSelection?: unknown,
): [typeof withoutSelection, ReadonlySet<unknown>] {
  if (rowSelection)
    throw new Error('Table row selection is left out of the build (scripts/vite-stub-imports.ts)');
  return [withoutSelection, NO_KEYS];
}
