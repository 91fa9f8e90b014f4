// Which of the engine's lazily loaded chunks a route's schemas load (for bench/route-budgets.ts):
// the registry's component chunks its form, list search and the forms its list actions open in
// dialogs use, read from src/engine/registry/components.ts's loader table, and the engine's parts
// that load on demand.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { componentsOf } from '../src/engine/registry/used-components';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The registry's loaders, read from its `Name: () => import('./x')` lines: registry key → the
 * source module that chunk is built from.
 */
export const registryModules = (): Record<string, string> => {
  const dir = 'src/engine/registry';
  const text = readFileSync(path.join(root, dir, 'components.ts'), 'utf8');
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm)) {
    const base = path.join(dir, m[2]);
    const file = ['.ts', '.tsx'].map((x) => base + x).find((f) => existsSync(path.join(root, f)));
    if (!file) throw new Error(`registry entry ${m[1]}: no module ${base}.ts(x)`);
    out[m[1]] = file;
  }
  if (!Object.keys(out).length) throw new Error(`no loaders found in ${dir}/components.ts`);
  return out;
};

/**
 * Engine parts loaded on demand: the conflict dialog (a 409), a failed load's message, the check
 * of a published route table and the error page of a broken published file. The
 * rich-text editor is its own chunk but loads with every form that has a RichText field, so it
 * counts on those routes.
 */
export const ON_DEMAND = [
  'src/engine/render/conflict-dialog.tsx',
  'src/engine/render/load-failed.tsx',
  'src/engine/schema/conflict.ts',
  // The check of a firm's published route table (app/published-routes.ts): only once one exists.
  'src/engine/schema/check-route-table.ts',
  // What names a published file that broke a page, with 回滚 (app/route-error.tsx): only then.
  'src/app/published-route-error.tsx',
];
/** Drafts load before a `draft` form shows, so they count on its route. */
export const DRAFT_KEEPER = 'src/engine/render/draft-keeper.tsx';
/** Thumbnails load with a list that has an image column, so they count on its route. */
export const IMAGE_CELL = 'src/engine/render/image-cell.tsx';

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
interface FormJson {
  schema: unknown;
  aside?: string;
  draft?: boolean;
}
interface ListJson {
  search?: unknown;
  columns?: Array<{ format?: string }>;
  toolbar?: Array<{ type?: string; form?: string }>;
  rowActions?: Array<{ type?: string; form?: string }>;
}

const formComponents = (name: string): Set<string> => {
  const form = readJson<FormJson>(`schemas/forms/${name}.json`);
  return componentsOf(form.schema, form.aside);
};

const modulesOf = (names: Set<string>, registry: Record<string, string>) =>
  [...names].flatMap((c) => registry[c] ?? []);

/**
 * What a form page loads beyond its view: its schema file (engine/schemas.ts loads each on
 * demand), its components' chunks, and drafts if it keeps them.
 */
export const formModules = (name: string, registry = registryModules()): string[] => [
  `schemas/forms/${name}.json`,
  ...modulesOf(formComponents(name), registry),
  ...(readJson<FormJson>(`schemas/forms/${name}.json`).draft ? [DRAFT_KEEPER] : []),
];

/**
 * A list's schema file and its search fields (list-search.tsx). The forms its actions open
 * in dialogs load on the click, with the dialog (AFTER_PAINT in route-budgets.ts), so like the
 * dialog they are not part of loading the list.
 */
export const listModules = (name: string, registry = registryModules()): string[] => {
  const list = readJson<ListJson>(`schemas/lists/${name}.json`);
  const found = list.search ? componentsOf(list.search) : new Set<string>();
  const images = (list.columns ?? []).some((c) => c.format === 'image');
  return [
    `schemas/lists/${name}.json`,
    ...modulesOf(found, registry),
    ...(images ? [IMAGE_CELL] : []),
  ];
};
