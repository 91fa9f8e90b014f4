// Drizzle sends PGlite the same type parsers with every query (dates, timestamps and intervals,
// and arrays of them, left as the text PostgreSQL sent, which Drizzle's columns then map), and
// PGlite merges them into its table of about 300 parsers by spreading the table, on every query:
// measured at about 0.13 ms, half the cost of a `select 1`. The client's own table is given the
// same parsers once, and a query's copy is dropped while the table still holds them; anything
// else a query passes is kept.
import { types, type PGlite } from '@electric-sql/pglite';

const asText = (value: string) => value;

// drizzle-orm/pglite/session.js: the types it reads as text.
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** The client, holding Drizzle's parsers itself; queries stop sending their own copy. */
export const presetParsers = (client: PGlite): PGlite => {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  // PGlite rebuilds array parsers when it reloads its types: then the queries' own copy counts.
  const held = () => TEXT_TYPES.every((oid) => client.parsers[oid] === asText);
  const onlyHeld = (parsers: object) =>
    Object.keys(parsers).every((oid) => TEXT_TYPES.includes(Number(oid)));
  const withoutHeldParsers = (options: unknown) => {
    if (!options || typeof options !== 'object' || !('parsers' in options)) return options;
    const { parsers, ...rest } = options as { parsers?: object };
    return parsers && onlyHeld(parsers) && held() ? rest : options;
  };
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (prop !== 'query') return method;
      return (query: unknown, params: unknown, options: unknown) =>
        method(query, params, withoutHeldParsers(options));
    },
  });
};
