/** Pure helpers of RemoteSelect: what a call returned → Select options. */

export interface RemoteOption {
  label: string;
  value: string | number;
  /** Why the row may not be chosen (TakenRule's hint); unset for a choosable row. */
  taken?: string;
}

/**
 * Rows that may not be chosen: those whose `field` holds a value, shown with `hint` (a lawyer who
 * already has a card, 已有名片, when 新增名片 picks the lawyer).
 */
export interface TakenRule {
  field: string;
  hint: string;
}

type Row = Record<string, unknown>;

/** A list call answers an array; a page call answers `{ records }`. Anything else is no rows. */
export function rowsOf(result: unknown): Row[] {
  const rows = Array.isArray(result)
    ? result
    : result &&
        typeof result === 'object' &&
        Array.isArray((result as { records?: unknown }).records)
      ? (result as { records: unknown[] }).records
      : [];
  return rows.filter((r): r is Row => r !== null && typeof r === 'object');
}

/**
 * Options from a call's result; rows without a usable value are left out.
 *
 * @example toOptions({ records: [{ id: 1, name: '总所' }] }) // [{ value: 1, label: '总所' }]
 */
export function toOptions(
  result: unknown,
  labelField = 'name',
  valueField = 'id',
  taken?: TakenRule,
): RemoteOption[] {
  return rowsOf(result).flatMap((row) => {
    const value = row[valueField];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const raw = row[labelField];
    const label = raw === undefined || raw === null ? String(value) : String(raw);
    const mark = taken ? row[taken.field] : undefined;
    return mark === undefined || mark === null || mark === ''
      ? [{ value, label }]
      : [{ value, label, taken: taken!.hint }];
  });
}

/** What a `paged` RemoteSelect asks for: one large page (the server's maximum size). */
export const PAGE_QUERY = { current: 1, size: 100 } as const;
