import { describe, expect, it } from 'vitest';
import officeList from '../../../schemas/lists/office.json';
import actionMeta from '../../../schemas/meta/action.schema.json';
import { actionAllowed, parsePaging, parseSearch, toQuery } from './actions';
import { refreshSignals, type ListSchema, type ObjectSchema } from './types';

const office = officeList as unknown as ListSchema;

describe('actionAllowed', () => {
  it('offers an action without auth or levels to everyone', () => {
    expect(actionAllowed({}, { auth: [] })).toBe(true);
  });

  it('needs one of the action permissions', () => {
    expect(actionAllowed({ auth: 'system' }, { auth: ['ADMIN', 'system'] })).toBe(true);
    expect(actionAllowed({ auth: ['system'] }, { auth: ['ADMIN'] })).toBe(false);
  });

  it('needs an admin level in the list, and a known level at all', () => {
    const add = office.toolbar?.[0] ?? {};
    expect(actionAllowed(add, { auth: ['ADMIN'], level: 1 })).toBe(true);
    expect(actionAllowed(add, { auth: ['ADMIN'], level: 2 })).toBe(true);
    expect(actionAllowed(add, { auth: ['ADMIN'], level: 3 })).toBe(false);
    expect(actionAllowed(add, { auth: ['ADMIN'] })).toBe(false);
  });

  it('needs both auth and level when an action has both', () => {
    const a = { auth: 'ADMIN' as const, levels: [1 as const] };
    expect(actionAllowed(a, { auth: ['ADMIN'], level: 1 })).toBe(true);
    expect(actionAllowed(a, { auth: ['LAWYER'], level: 1 })).toBe(false);
  });
});

describe('parseSearch', () => {
  const search = office.search as ObjectSchema;

  it('types values by the search schema: integers become numbers', () => {
    expect(parseSearch(search, new URLSearchParams('name=北京&status=0'))).toEqual({
      name: '北京',
      status: 0,
    });
  });

  it('drops empty, unknown and non-numeric values', () => {
    expect(parseSearch(search, new URLSearchParams('name=&status=abc&firmId=3'))).toEqual({});
  });

  it('reads booleans and handles a list without search', () => {
    const s: ObjectSchema = { type: 'object', properties: { top: { type: 'boolean' } } };
    expect(parseSearch(s, new URLSearchParams('top=true'))).toEqual({ top: true });
    expect(parseSearch(s, new URLSearchParams('top=false'))).toEqual({ top: false });
    expect(parseSearch(undefined, new URLSearchParams('top=true'))).toEqual({});
  });
});

describe('parsePaging', () => {
  const paging = (q: string, size?: number) => parsePaging(new URLSearchParams(q), size);

  it('defaults to page 1 of 10', () => {
    expect(paging('')).toEqual({ current: 1, size: 10 });
  });

  it('keeps a page size the server accepts', () => {
    for (const size of [10, 20, 50, 100]) expect(paging(`size=${size}`).size).toBe(size);
  });

  it('falls back to an accepted size for anything else', () => {
    for (const q of ['size=30', 'size=1000', 'size=-10', 'size=abc', 'size=0']) {
      expect([10, 20, 50, 100]).toContain(paging(q).size);
    }
    expect(paging('size=1000').size).toBe(10);
    expect(paging('size=7', 20).size).toBe(20);
  });

  it('keeps the page at 1 or above, as an integer', () => {
    expect(paging('current=3').current).toBe(3);
    expect(paging('current=0').current).toBe(1);
    expect(paging('current=-4').current).toBe(1);
    expect(paging('current=abc').current).toBe(1);
    expect(paging('current=2.7').current).toBe(2);
  });
});

describe('date-range search fields', () => {
  const search = {
    type: 'object' as const,
    properties: {
      '[startTime,endTime]': { type: 'string' as const, 'x-component': 'DatePicker.RangePicker' },
      operator: { type: 'string' as const },
    },
  };

  it('reads the picked days back from the URL under their own names', () => {
    const params = new URLSearchParams('startTime=2026-11-01&endTime=2026-11-21&operator=王');
    expect(parseSearch(search, params)).toEqual({
      startTime: '2026-11-01',
      endTime: '2026-11-21',
      operator: '王',
    });
    expect(parseSearch(search, new URLSearchParams('startTime=not-a-day'))).toEqual({});
  });

  it('queries from the start of the first day to the end of the last day, local time', () => {
    const q = toQuery(search, { startTime: '2026-11-01', endTime: '2026-11-21', operator: '王' });
    expect(new Date(q.startTime as string).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(q.endTime as string).getTime()).toBe(
      new Date(2026, 10, 21, 23, 59, 59, 999).getTime(),
    );
    expect(q.operator).toBe('王');
  });
});

describe('action refresh signals', () => {
  it('the meta-schema offers exactly the signals the engine can fire', () => {
    const items = (actionMeta.properties.refresh as { items: { enum: string[] } }).items;
    expect([...items.enum].sort()).toEqual([...refreshSignals].sort());
  });
});
