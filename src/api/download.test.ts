import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the UTF-8 file name servers send for Chinese names', () => {
    const header = `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('人员列表-20261121.xlsx')}`;
    expect(fileNameOf(header, 'x.xlsx')).toBe('人员列表-20261121.xlsx');
  });

  it('falls back to the plain name, then to the given default', () => {
    expect(fileNameOf('attachment; filename="cards.xlsx"', 'x.xlsx')).toBe('cards.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E4%ZZ", 'x.xlsx')).toBe('x.xlsx');
  });
});
