// db/pglite-parsers.ts gives PGlite Drizzle's type parsers once instead of with every query: the
// values must come back exactly as with the per-query parsers, and other parsers still apply.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetParsers } from '../src/db/pglite-parsers';

// What drizzle-orm/pglite sends with each query.
const asText = (value: string) => value;
const drizzleParsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, asText]),
);
const QUERY = `select timestamptz '2026-01-02 03:04:05+08' as at,
  timestamp '2026-01-02 03:04:05' as local, date '2026-01-02' as day, interval '1 day 2 hours' as span, 12.5::numeric as n,
  array[timestamp '2026-01-02 03:04:05'] as stamps, array[1.5, 2]::numeric[] as ns, 7 as i`;

let plain: PGlite;
let preset: PGlite;
beforeAll(async () => {
  plain = await PGlite.create();
  preset = presetParsers(await PGlite.create());
});
afterAll(async () => {
  await plain.close();
  await preset.close();
});

describe('PGlite with Drizzle’s parsers held by the client', () => {
  it('answers exactly what the per-query parsers gave, in both row modes', async () => {
    for (const rowMode of ['array', 'object'] as const) {
      const want = await plain.query(QUERY, [], { rowMode, parsers: drizzleParsers });
      const got = await preset.query(QUERY, [], { rowMode, parsers: drizzleParsers });
      expect(got.rows, rowMode).toEqual(want.rows);
    }
  });

  it('still applies a parser the client does not hold', async () => {
    const parsers = { ...drizzleParsers, [types.INT4]: (v: string) => `int:${v}` };
    const { rows } = await preset.query<{ i: string; at: string }>(QUERY, [], { parsers });
    expect(rows[0].i).toBe('int:7');
    expect(rows[0].at).toBe('2026-01-01 19:04:05+00');
  });

  it('parses with PGlite’s own table when a query passes no parsers', async () => {
    const { rows } = await preset.query<{ i: number }>(QUERY);
    expect(rows[0].i).toBe(7);
  });
});
