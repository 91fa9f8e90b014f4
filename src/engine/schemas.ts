import type { FormSchema, ListSchema } from './schema/types';

export { routes } from './route-table';

// Each schema file is a chunk of its own: a route loads its list or form and the forms its list's
// actions open, not all of them (12 kB gzipped on every /app route when they were one module).
// The build-time check has already validated the files, so the types only restate what the
// meta-schemas guarantee.
const files = {
  lists: import.meta.glob<ListSchema>('../../schemas/lists/*.json', { import: 'default' }),
  forms: import.meta.glob<FormSchema>('../../schemas/forms/*.json', { import: 'default' }),
};

interface Schemas {
  lists: ListSchema;
  forms: FormSchema;
}
export type SchemaKind = keyof Schemas;

const loaded: { [K in SchemaKind]: Map<string, Schemas[K]> } = {
  lists: new Map(),
  forms: new Map(),
};
const pending = new Map<string, Promise<unknown>>();
const failed = new Map<string, unknown>();

/** Loads `schemas/<kind>/<name>.json` once; a failed load is tried again on the next call. */
export const loadSchema = <K extends SchemaKind>(kind: K, name: string): Promise<Schemas[K]> => {
  const ready = loaded[kind].get(name);
  if (ready) return Promise.resolve(ready);
  const key = `${kind}/${name}`;
  const inFlight = pending.get(key);
  if (inFlight) return inFlight as Promise<Schemas[K]>;
  const file = (files[kind] as Record<string, () => Promise<Schemas[K]>>)[
    `../../schemas/${key}.json`
  ];
  // A name no file has (a typo in routes.json or an action) fails like a chunk that did not load.
  const read = file ? file() : Promise.reject(new Error(`schemas/${key}.json does not exist`));
  const load = read.then(
    (schema) => {
      loaded[kind].set(name, schema);
      pending.delete(key);
      return schema;
    },
    (error: unknown) => {
      pending.delete(key);
      failed.set(key, error);
      throw error;
    },
  );
  pending.set(key, load);
  return load;
};

/**
 * The schemas, for a component under a Suspense boundary: returned when loaded, otherwise the
 * render suspends until they are (React's thrown-promise contract), and a failed load is thrown
 * to the error boundary once, so that its retry loads again.
 *
 * @example const [list] = readSchemas('lists', ['lawyer'])
 */
export const readSchemas = <K extends SchemaKind>(kind: K, names: string[]): Schemas[K][] => {
  const missing = names.filter((n) => !loaded[kind].has(n));
  for (const name of missing) {
    const key = `${kind}/${name}`;
    if (failed.has(key)) {
      const error = failed.get(key);
      failed.delete(key);
      throw error;
    }
  }
  if (missing.length) throw Promise.all(missing.map((n) => loadSchema(kind, n)));
  return names.map((n) => loaded[kind].get(n) as Schemas[K]);
};

/** The file name a loaded schema came from (`lawyer` for schemas/lists/lawyer.json), if any. */
export const schemaName = <K extends SchemaKind>(
  kind: K,
  schema: Schemas[K],
): string | undefined => {
  for (const [name, s] of loaded[kind] as Map<string, Schemas[K]>) if (s === schema) return name;
  return undefined;
};
