import type { ColumnDef, EnumOption } from './types';

/**
 * Table columns from a list schema, as plain data: render code maps `display` to a component.
 *
 * @example toColumns(list.columns)[0] // { key: 'name', title: '机构名称', display: { kind: 'text' } }
 */
export type CellDisplay =
  | { kind: 'text' }
  | { kind: 'enum'; options: EnumOption[] }
  | { kind: 'date'; pattern: string }
  | { kind: 'list' }
  | { kind: 'image' }
  | { kind: 'boolean' };

export interface ColumnDescriptor {
  key: string;
  title: string;
  width?: number;
  ellipsis: boolean;
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  sorter: boolean;
  display: CellDisplay;
}

const datePatterns = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm' } as const;

export const toColumns = (columns: readonly ColumnDef[]): ColumnDescriptor[] =>
  columns.map((c) => {
    const format = c.format ?? (c.enum ? 'enum' : 'text');
    const display: CellDisplay =
      format === 'enum'
        ? { kind: 'enum', options: c.enum ?? [] }
        : format === 'date' || format === 'datetime'
          ? { kind: 'date', pattern: datePatterns[format] }
          : format === 'list' || format === 'image' || format === 'boolean'
            ? { kind: format }
            : { kind: 'text' };
    return {
      key: c.field,
      title: c.title,
      width: c.width,
      ellipsis: c.ellipsis ?? false,
      fixed: c.fixed,
      align: c.align,
      sorter: c.sorter ?? false,
      display,
    };
  });

export interface CellText {
  text: string;
  color?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a date in the viewer's local time without pulling a date library into pure code. */
export const formatDate = (value: unknown, pattern: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(value as string | number);
  if (Number.isNaN(d.getTime())) return String(value);
  return pattern
    .replace('YYYY', String(d.getFullYear()))
    .replace('MM', pad(d.getMonth() + 1))
    .replace('DD', pad(d.getDate()))
    .replace('HH', pad(d.getHours()))
    .replace('mm', pad(d.getMinutes()));
};

/** What a cell shows: `-` for empty values, an enum's label and colour, or formatted text. */
export const formatCell = (value: unknown, display: CellDisplay): CellText => {
  if (value === null || value === undefined || value === '') return { text: '-' };
  switch (display.kind) {
    case 'enum': {
      const o = display.options.find((opt) => opt.value === value);
      return o ? { text: o.label, color: o.color } : { text: String(value) };
    }
    case 'date':
      return { text: formatDate(value, display.pattern) };
    case 'list':
      return { text: Array.isArray(value) ? value.join('、') || '-' : String(value) };
    case 'boolean':
      return { text: value ? '是' : '否' };
    case 'image':
      return { text: String(value) };
    default:
      return { text: typeof value === 'object' ? JSON.stringify(value) : String(value) };
  }
};

/** Whether a row action applies to a row (`when: { field, in }`). */
export const actionApplies = (
  when: { field: string; in: ReadonlyArray<string | number | boolean> } | undefined,
  row: Record<string, unknown>,
): boolean => !when || when.in.includes(row[when.field] as string | number | boolean);
