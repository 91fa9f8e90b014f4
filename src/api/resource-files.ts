import type { ResourceCallSource } from './resource-calls';

// The resource files, each a chunk of its own, read only when the console meets a call name that
// is not a row of calls.ts: screens of built-in entities never load them.
const files = import.meta.glob<ResourceCallSource>('../../schemas/resources/*.json', {
  import: 'default',
});

/** Every schemas/resources/*.json, as the build-time check has validated it. */
export const loadResourceFiles = (): Promise<ResourceCallSource[]> =>
  Promise.all(Object.values(files).map((load) => load()));
