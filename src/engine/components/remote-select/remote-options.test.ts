import { describe, expect, it } from 'vitest';
import { rowsOf, toOptions } from './remote-options';

describe('rowsOf', () => {
  it('takes an array as is and a page by its records', () => {
    expect(rowsOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(rowsOf({ records: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }]);
  });

  it('is empty for anything else', () => {
    expect(rowsOf(null)).toEqual([]);
    expect(rowsOf({ total: 0 })).toEqual([]);
    expect(rowsOf([1, null, 'x'])).toEqual([]);
  });
});

describe('toOptions', () => {
  it('maps name/id by default', () => {
    expect(toOptions([{ id: 1, name: '总所' }])).toEqual([{ value: 1, label: '总所' }]);
  });

  it('uses the given fields', () => {
    expect(toOptions({ records: [{ code: '110000', title: '北京' }] }, 'title', 'code')).toEqual([
      { value: '110000', label: '北京' },
    ]);
  });

  it('skips rows without a value and labels a row without a label by its value', () => {
    expect(toOptions([{ name: '无 id' }, { id: 3 }, { id: { x: 1 }, name: 'obj' }])).toEqual([
      { value: 3, label: '3' },
    ]);
  });

  it('marks rows whose `taken` field holds a value with its hint', () => {
    const rows = [
      { id: 7, name: '张律师', cardId: 31 },
      { id: 8, name: '李律师', cardId: null },
    ];
    expect(toOptions(rows, 'name', 'id', { field: 'cardId', hint: '已有名片' })).toEqual([
      { value: 7, label: '张律师', taken: '已有名片' },
      { value: 8, label: '李律师' },
    ]);
  });
});
