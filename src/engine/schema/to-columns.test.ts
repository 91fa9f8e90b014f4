import { describe, expect, it } from 'vitest';
import officeList from '../../../schemas/lists/office.json';
import { actionApplies, formatCell, formatDate, toColumns, type CellDisplay } from './to-columns';
import type { ListSchema } from './types';

const office = officeList as unknown as ListSchema;

describe('toColumns', () => {
  it('maps the office list columns to keys, titles and displays', () => {
    const cols = toColumns(office.columns);
    expect(cols.map((c) => c.key)).toEqual(office.columns.map((c) => c.field));
    expect(cols[0]).toEqual({
      key: 'name',
      title: '机构名称',
      width: undefined,
      ellipsis: false,
      fixed: undefined,
      align: undefined,
      sorter: false,
      display: { kind: 'text' },
    });
    const status = cols.find((c) => c.key === 'status');
    expect(status?.display).toEqual({
      kind: 'enum',
      options: [
        { label: '启用', value: 1, color: 'green' },
        { label: '停用', value: 0, color: 'red' },
      ],
    });
    expect(cols.find((c) => c.key === 'createTime')?.display).toEqual({
      kind: 'date',
      pattern: 'YYYY-MM-DD HH:mm',
    });
    expect(cols.find((c) => c.key === 'areaName')?.ellipsis).toBe(true);
    expect(cols.find((c) => c.key === 'phone')?.width).toBe(140);
  });

  it('passes antd Table’s fixed, align and sorter through', () => {
    const [col] = toColumns([
      { field: 'a', title: 'A', fixed: 'left', align: 'right', sorter: true },
    ]);
    expect(col).toMatchObject({ fixed: 'left', align: 'right', sorter: true });
  });

  it('treats a column with enum options but no format as an enum, and date/list as given', () => {
    const cols = toColumns([
      { field: 'a', title: 'A', enum: [{ label: '是', value: true }] },
      { field: 'b', title: 'B', format: 'date' },
      { field: 'c', title: 'C', format: 'list' },
      { field: 'd', title: 'D', format: 'text' },
      { field: 'e', title: 'E', format: 'enum' },
    ]);
    expect(cols.map((c) => c.display)).toEqual([
      { kind: 'enum', options: [{ label: '是', value: true }] },
      { kind: 'date', pattern: 'YYYY-MM-DD' },
      { kind: 'list' },
      { kind: 'text' },
      { kind: 'enum', options: [] },
    ]);
  });
});

describe('formatCell', () => {
  const status: CellDisplay = {
    kind: 'enum',
    options: [
      { label: '启用', value: 1, color: 'green' },
      { label: '停用', value: 0, color: 'red' },
    ],
  };

  it('shows - for null, undefined and empty text, whatever the display', () => {
    for (const display of [status, { kind: 'text' } as const, { kind: 'list' } as const]) {
      expect(formatCell(null, display)).toEqual({ text: '-' });
      expect(formatCell(undefined, display)).toEqual({ text: '-' });
      expect(formatCell('', display)).toEqual({ text: '-' });
    }
  });

  it('shows an enum label with its colour, including the falsy value 0', () => {
    expect(formatCell(1, status)).toEqual({ text: '启用', color: 'green' });
    expect(formatCell(0, status)).toEqual({ text: '停用', color: 'red' });
  });

  it('falls back to the raw value for an unknown enum value', () => {
    expect(formatCell(7, status)).toEqual({ text: '7' });
    // The server may send the value as text; no silent match by coercion.
    expect(formatCell('1', status)).toEqual({ text: '1' });
  });

  it('formats dates in local time and returns an invalid date as given', () => {
    const local = new Date(2024, 0, 5, 9, 7).getTime();
    expect(formatCell(local, { kind: 'date', pattern: 'YYYY-MM-DD HH:mm' })).toEqual({
      text: '2024-01-05 09:07',
    });
    expect(formatCell(local, { kind: 'date', pattern: 'YYYY-MM-DD' })).toEqual({
      text: '2024-01-05',
    });
    expect(formatCell('not a date', { kind: 'date', pattern: 'YYYY-MM-DD' })).toEqual({
      text: 'not a date',
    });
    expect(formatDate('', 'YYYY-MM-DD')).toBe('');
  });

  it('joins lists with 、 and prints objects as JSON in text cells', () => {
    expect(formatCell(['民事', '刑事'], { kind: 'list' })).toEqual({ text: '民事、刑事' });
    expect(formatCell('单个', { kind: 'list' })).toEqual({ text: '单个' });
    expect(formatCell({ a: 1 }, { kind: 'text' })).toEqual({ text: '{"a":1}' });
    expect(formatCell(12, { kind: 'text' })).toEqual({ text: '12' });
  });
});

describe('actionApplies', () => {
  const when = { field: 'level', in: [2, 4] };

  it('applies when there is no condition', () => {
    expect(actionApplies(undefined, {})).toBe(true);
  });

  it('applies only when the row value is listed', () => {
    expect(actionApplies(when, { level: 2 })).toBe(true);
    expect(actionApplies(when, { level: 4 })).toBe(true);
    expect(actionApplies(when, { level: 1 })).toBe(false);
    expect(actionApplies(when, { level: '2' })).toBe(false);
    expect(actionApplies(when, {})).toBe(false);
  });
});
