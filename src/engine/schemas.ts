import type { FormSchema, ListSchema } from './schema/types';

export { routes } from './route-table';

// Schema files are bundled as data; the build-time check has already validated them, so the casts
// here only restate what the meta-schemas guarantee.
const byName = <T>(modules: Record<string, unknown>): Record<string, T> =>
  Object.fromEntries(
    Object.entries(modules).map(([path, mod]) => [
      path.replace(/^.*\/([^/]+)\.json$/, '$1'),
      ((mod as { default?: T }).default ?? mod) as T,
    ]),
  );

export const lists = byName<ListSchema>(
  import.meta.glob('../../schemas/lists/*.json', { eager: true }),
);
export const forms = byName<FormSchema>(
  import.meta.glob('../../schemas/forms/*.json', { eager: true }),
);
