import { describe, expect, it } from 'vitest';
import { arrangeColumns, moveColumn, visibleColumns } from './column-settings';
import type { ColumnDef } from './types';

const columns: ColumnDef[] = [
  { field: 'name', title: '姓名' },
  { field: 'mobile', title: '手机号' },
  { field: 'status', title: '状态' },
];
const fields = (cs: Array<{ field: string }>) => cs.map((c) => c.field);

describe('column settings', () => {
  it('keeps the list file’s order, all shown, without settings', () => {
    expect(fields(visibleColumns(columns, null))).toEqual(['name', 'mobile', 'status']);
  });

  it('follows the user’s order and hides what they hid', () => {
    const settings = [
      { field: 'status', hidden: false },
      { field: 'name', hidden: false },
      { field: 'mobile', hidden: true },
    ];
    expect(fields(visibleColumns(columns, settings))).toEqual(['status', 'name']);
    expect(arrangeColumns(columns, settings).map((c) => c.hidden)).toEqual([false, false, true]);
  });

  it('drops columns the file no longer has and shows new ones last', () => {
    const settings = [
      { field: 'gone', hidden: false },
      { field: 'mobile', hidden: false },
      { field: 'name', hidden: true },
    ];
    expect(fields(visibleColumns(columns, settings))).toEqual(['mobile', 'status']);
  });

  it('moves a column one place, and not past either end', () => {
    const settings = columns.map((c) => ({ field: c.field, hidden: false }));
    expect(fields(moveColumn(settings, 2, -1))).toEqual(['name', 'status', 'mobile']);
    expect(fields(moveColumn(settings, 0, -1))).toEqual(['name', 'mobile', 'status']);
    expect(fields(moveColumn(settings, 2, 1))).toEqual(['name', 'mobile', 'status']);
  });
});
