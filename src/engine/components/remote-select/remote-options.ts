/** Pure helpers of RemoteSelect: what a call returned → Select options. */

export interface RemoteOption {
  label: string;
  value: string | number;
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
export function toOptions(result: unknown, labelField = 'name', valueField = 'id'): RemoteOption[] {
  return rowsOf(result).flatMap((row) => {
    const value = row[valueField];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const label = row[labelField];
    return [
      { value, label: label === undefined || label === null ? String(value) : String(label) },
    ];
  });
}

/** What a `paged` RemoteSelect asks for: one large page (the server's maximum size). */
export const PAGE_QUERY = { current: 1, size: 100 } as const;
