import type { FormSchema, ListSchema } from '../engine/schema/types';

export { routes } from '../engine/route-table';

// Every schema file at once, for tests that walk them: the console loads each on demand
// (engine/schemas.ts).
const byName = <T>(modules: Record<string, T>): Record<string, T> =>
  Object.fromEntries(
    Object.entries(modules).map(([path, mod]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), mod]),
  );

export const lists = byName(
  import.meta.glob<ListSchema>('../../schemas/lists/*.json', { eager: true, import: 'default' }),
);
export const forms = byName(
  import.meta.glob<FormSchema>('../../schemas/forms/*.json', { eager: true, import: 'default' }),
);
