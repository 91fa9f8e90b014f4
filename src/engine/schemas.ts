import { lendLoadedSchemas, publishedState } from './published-files';
import { fileKey, UnusableSchemaError } from './schema/published';
import type { FormSchema, ListSchema } from './schema/types';

export { routes } from './route-table';
// The published files live in a module of their own (the router reads them on every navigation).
export { publishedVersion, refreshPublished } from './published-files';
export { UnusableSchemaError } from './schema/published';

// Each schema file is a chunk of its own: a route loads its list or form and the forms its list's
// actions open, not all of them (12 kB gzipped on every /app route when they were one module).
// The build-time check has already validated the files, so the types only restate what the
// meta-schemas guarantee. A firm's published version of a file (页面配置, docs/schemas.md) wins
// over the bundled one once the signed-in console has read it; the server checked it with the
// same rules before it was published.
const files = {
  lists: import.meta.glob<ListSchema>('../../schemas/lists/*.json', { import: 'default' }),
  forms: import.meta.glob<FormSchema>('../../schemas/forms/*.json', { import: 'default' }),
};

interface Schemas {
  lists: ListSchema;
  forms: FormSchema;
}
export type SchemaKind = keyof Schemas;

/** The names of the bundled files of a kind (`lawyer` for schemas/lists/lawyer.json). */
export const bundledNames = (kind: SchemaKind): string[] =>
  Object.keys(files[kind]).map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length));

const loaded: { [K in SchemaKind]: Map<string, Schemas[K]> } = {
  lists: new Map(),
  forms: new Map(),
};
const pending = new Map<string, Promise<unknown>>();
const failed = new Map<string, unknown>();

// The published content passed the server's check; this only keeps a file that cannot be one
// (null, an array) from failing somewhere deep inside the view with a confusing message.
const usable = (kind: SchemaKind, content: unknown): boolean => {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return false;
  const c = content as Record<string, unknown>;
  return kind === 'lists'
    ? Array.isArray(c.columns)
    : typeof c.schema === 'object' && c.schema !== null && typeof c.submit === 'object';
};

const publishedSchema = <K extends SchemaKind>(kind: K, name: string): Schemas[K] | undefined => {
  const key = fileKey(kind, name);
  const file = publishedState().files[key];
  if (!file) return undefined;
  if (!usable(kind, file.content)) throw new UnusableSchemaError(key, file.version);
  return file.content as Schemas[K];
};

/** Loads `schemas/<kind>/<name>.json` once; a failed load is tried again on the next call. */
export const loadSchema = <K extends SchemaKind>(kind: K, name: string): Promise<Schemas[K]> => {
  try {
    const own = publishedSchema(kind, name);
    if (own) return Promise.resolve(own);
  } catch (error) {
    return Promise.reject(error);
  }
  const ready = loaded[kind].get(name);
  if (ready) return Promise.resolve(ready);
  const key = `${kind}/${name}`;
  const inFlightLoad = pending.get(key);
  if (inFlightLoad) return inFlightLoad as Promise<Schemas[K]>;
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
 * to the error boundary once, so that its retry loads again. A published version is returned as
 * it is; one that is no list or form at all throws UnusableSchemaError.
 *
 * @example const [list] = readSchemas('lists', ['lawyer'])
 */
export const readSchemas = <K extends SchemaKind>(kind: K, names: string[]): Schemas[K][] => {
  const own = names.map((n) => publishedSchema(kind, n));
  const missing = names.filter((n, i) => !own[i] && !loaded[kind].has(n));
  for (const name of missing) {
    const key = `${kind}/${name}`;
    if (failed.has(key)) {
      const error = failed.get(key);
      failed.delete(key);
      throw error;
    }
  }
  if (missing.length) throw Promise.all(missing.map((n) => loadSchema(kind, n)));
  return names.map((n, i) => own[i] ?? (loaded[kind].get(n) as Schemas[K]));
};

/** The file name a loaded schema came from (`lawyer` for schemas/lists/lawyer.json), if any. */
export const schemaName = <K extends SchemaKind>(
  kind: K,
  schema: Schemas[K],
): string | undefined => {
  for (const [key, file] of Object.entries(publishedState().files))
    if (file.content === schema && key.startsWith(`${kind}/`)) return key.slice(kind.length + 1);
  for (const [name, s] of loaded[kind] as Map<string, Schemas[K]>) if (s === schema) return name;
  return undefined;
};

// The error page of a broken page (app/route-error.tsx) looks up the lists it had without loading
// this module: the console's shell, which shows that page, stays free of the schema files.
lendLoadedSchemas((kind, name) => loaded[kind].get(name));
