import type { ColumnDef } from './types';

/** One column as a user arranged it (列设置): its field and whether it is hidden. */
export interface ColumnSetting {
  field: string;
  hidden: boolean;
}

/**
 * The list file's columns in the user's order, each marked shown or hidden. Settings naming a
 * column the file no longer has are ignored; columns the file gained since come last, shown.
 *
 * @example arrangeColumns(list.columns, [{ field: 'mobile', hidden: true }])
 */
export const arrangeColumns = (
  columns: readonly ColumnDef[],
  settings: readonly ColumnSetting[] | null,
): Array<{ column: ColumnDef; hidden: boolean }> => {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const placed = (settings ?? []).filter((s) => byField.has(s.field));
  const seen = new Set(placed.map((s) => s.field));
  return [
    ...placed.map((s) => ({ column: byField.get(s.field) as ColumnDef, hidden: s.hidden })),
    ...columns.filter((c) => !seen.has(c.field)).map((column) => ({ column, hidden: false })),
  ];
};

/** The columns to draw: arranged, without the hidden ones. */
export const visibleColumns = (
  columns: readonly ColumnDef[],
  settings: readonly ColumnSetting[] | null,
): ColumnDef[] =>
  arrangeColumns(columns, settings)
    .filter((c) => !c.hidden)
    .map((c) => c.column);

/** Moves the setting at `from` one place up (-1) or down (+1); out of range leaves it. */
export const moveColumn = (
  settings: readonly ColumnSetting[],
  from: number,
  by: -1 | 1,
): ColumnSetting[] => {
  const to = from + by;
  if (to < 0 || to >= settings.length) return [...settings];
  const next = [...settings];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
};
