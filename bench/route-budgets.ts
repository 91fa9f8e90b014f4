// Route bytes: the gzipped JS+CSS each route of schemas/routes.json loads, from a
// production build's Vite manifest (`vite build --manifest`). What a route loads mirrors
// src/app/router.tsx: the entry (index.html) and its static imports; for every route but the pages
// outside the shell (the public card page) the lazy shell (antd's ConfigProvider and App); for /app
// routes the lazy app-layout and route-page chunks; for a `page.component` route that page's lazy chunk
// (app/page-registry.tsx); for a list or form, its schema file and the registry's chunks of the
// components its schemas use (src/engine/registry/components.ts: the form's fields, a list's search
// fields) and what those load themselves (the rich-text editor). Each of those is taken with its
// static imports and CSS, once. What a click opens (a list's dialogs and their forms) is not part
// of loading the route; tests/e2e/route-loads.spec.ts checks the model against a browser.
//
// Bytes are reported, not targets (bench/results.md): what users feel is measured by Lighthouse.
// The guard of npm test catches accidental growth: each route's limit is its size when recorded
// plus 5% (bench/route-ceilings.json).
//
// CLI: `tsx bench/route-budgets.ts --check <dist>` prints `route budgets: N routes within their
// ceilings` and exits 1 when a route is over its ceiling or has none (scripts/test.sh runs it after
// the build); `--record <dist>` records every route's ceiling anew.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ModuleMap } from './build';
import {
  DRAFT_KEEPER,
  formModules,
  IMAGE_CELL,
  listModules,
  ON_DEMAND,
  registryModules,
} from './route-components';

const root = path.resolve(import.meta.dirname, '..');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteJson {
  path: string;
  redirect?: string;
  page?: { component?: string; form?: string; list?: string; also?: string[] };
}

export type RouteKind = 'public page' | 'page' | 'list' | 'form' | 'redirect';

export interface RouteLoad {
  path: string;
  kind: RouteKind;
  /** Files (assets/…) the route loads, JS and CSS. */
  files: string[];
  gzipBytes: number;
  /** Whether any loaded chunk bundles an @formily module (needs the bench build's module map). */
  loadsFormily?: boolean;
  /** Whether any loaded chunk bundles a module of antd (the same map). */
  loadsAntd?: boolean;
  /** The @formily packages those chunks bundle, and which of our loaded modules import one. */
  formilyPackages?: string[];
  formilyImporters?: string[];
}

const SHELL = 'src/app/shell.tsx';
// route-chunks.ts's OUTSIDE_SHELL: pages router.tsx renders without the shell, so without antd.
const OUTSIDE_SHELL = ['public-card'];
const LAYOUT = 'src/app/layout/app-layout.tsx';
const ROUTE_PAGE = 'src/app/route-page.tsx';
// The /app route's loader (router.tsx) reads the firm's published files with this, on every /app
// route.
const PUBLISHED_SYNC = 'src/app/published-routes.ts';
// The views route-page.tsx loads lazily, one per kind of route. Parts loaded on a click or once the
// browser is idle after the first paint are not part of loading the route: the dialog card-detail
// opens for 驳回, the login page's other tabs, the re-login dialog's forms.
const LIST_VIEW = 'src/engine/render/list-view.tsx';
const FORM_VIEW = 'src/engine/render/form-view.tsx';
const SETTINGS_VIEW = 'src/engine/render/settings-view.tsx';
const AFTER_PAINT = [
  // A list's dialogs, opened by a click on an action, with the forms they show.
  'src/engine/render/form-dialog.tsx',
  'src/engine/render/detail-dialog.tsx',
  // A batch action's form (批量驳回's reason), opened by a click on the batch button.
  'src/engine/render/batch-form-dialog.tsx',
  // 导入's dialog (antd Upload, Table, Result), opened by a click on the list's 导入.
  'src/engine/render/import-dialog.tsx',
  // The re-login dialog, open only after a session ends mid-save.
  'src/app/relogin-dialog-body.tsx',
  'src/pages/login/lawyer-login-form.tsx',
  'src/pages/login/question-login-form.tsx',
  'src/pages/login/admin-login-form.tsx',
  // router.tsx preloads it on /app paths only, where route-page.tsx imports it anyway.
  'src/engine/schemas.ts',
  // The browser banner's Alert: loaded only for Windows users off Chrome, whom it warns.
  'src/app/layout/browser-banner-alert.tsx',
  // The warning that a published route table was refused: only for that firm's system users.
  'src/app/layout/route-table-warning-alert.tsx',
  // A list thumbnail's preview (antd Image), opened by a click on it.
  'src/engine/render/image-preview.tsx',
  // The QR encoder: a card preview's code is drawn once the page around it has painted.
  'src/engine/components/card-preview/qr-encode.ts',
  // 数据概览's charts (ECharts, about 180 kB): drawn once its totals and tables have painted.
  'src/pages/stats/charts.tsx',
  // 名片详情's 修改对比 (antd Table and the card form): only for a card whose revision waits, once
  // the card itself has painted; every other card's detail loads none of it.
  'src/pages/card-detail/revision-compare.tsx',
  // 页面配置's editor, check and preview (CodeMirror, the meta-schemas, the engine): opened by a
  // click on a file in its list.
  'src/pages/schema-admin/file-workspace.tsx',
];

/** Whether a form saves as settings (submit.save): route-page.tsx renders SettingsView for it. */
const isSettingsForm = (formName: string): boolean =>
  Boolean(
    (
      JSON.parse(readFileSync(path.join(root, `schemas/forms/${formName}.json`), 'utf8')) as {
        submit?: { save?: unknown };
      }
    ).submit?.save,
  );

/** page-registry.tsx's `name: () => import('../pages/x')` loaders → name → source module. */
const pageModules = (): Record<string, string> => {
  const text = readFileSync(path.join(root, 'src/app/page-registry.tsx'), 'utf8');
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/'?([\w-]+)'?: \(\) => import\('\.\.\/pages\/([\w/-]+)'\)/g))
    out[m[1]] = `src/pages/${m[2]}.tsx`;
  return out;
};

const gzipSizes = new Map<string, number>();
const gzipSize = (dist: string, file: string) => {
  const key = path.join(dist, file);
  let n = gzipSizes.get(key);
  if (n === undefined) {
    n = gzipSync(readFileSync(key), { level: 6 }).length;
    gzipSizes.set(key, n);
  }
  return n;
};

export const routeLoads = (dist: string): RouteLoad[] => {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} missing: build with \`vite build --manifest\``);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const modulesFile = path.join(dist, '.vite', 'modules.json');
  const modules = existsSync(modulesFile)
    ? (JSON.parse(readFileSync(modulesFile, 'utf8')) as ModuleMap)
    : undefined;
  const importersFile = path.join(dist, '.vite', 'formily-importers.json');
  const importers = existsSync(importersFile)
    ? (JSON.parse(readFileSync(importersFile, 'utf8')) as Record<string, string[]>)
    : {};
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  // A module that is also imported statically by another lazy chunk becomes a shared chunk keyed by
  // its name and hash (`_form-view-abc123.js`) rather than by its source path; a package's
  // index.js by its folder's name (`_tooltip-abc123.js`).
  const keyOf = (src: string): string => {
    if (manifest[src]) return src;
    const file = path.basename(src).replace(/\.\w+$/, '');
    const name = file === 'index' ? path.basename(path.dirname(src)) : file;
    const shared = Object.keys(manifest).filter(
      (k) => !manifest[k].src && manifest[k].name === name,
    );
    if (shared.length !== 1) throw new Error(`the manifest has no chunk ${src}`);
    return shared[0];
  };
  const registry = registryModules();
  const known = new Set(
    [
      SHELL,
      LAYOUT,
      ROUTE_PAGE,
      PUBLISHED_SYNC,
      LIST_VIEW,
      FORM_VIEW,
      SETTINGS_VIEW,
      ...AFTER_PAINT,
      ...ON_DEMAND,
      DRAFT_KEEPER,
      IMAGE_CELL,
      ...Object.values(registry),
    ].map(keyOf),
  );
  const pages = pageModules();
  for (const m of Object.values(pages)) known.add(m);
  // Schema files (engine/schemas.ts imports each lazily): each route counts the ones it loads
  // (route-components.ts), not all of them. A file some page also imports statically is a shared
  // chunk keyed by its name (`_card-abc123.js`) rather than by its path.
  for (const d of manifest[keyOf('src/engine/schemas.ts')].dynamicImports ?? []) known.add(d);

  /** The chunk keys a set of start keys loads: static imports, transitively. */
  const closure = (starts: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
      seen.add(key);
      chunk.imports?.forEach(visit);
    };
    starts.forEach(visit);
    // A dynamic import nobody here attributes to a route (a new lazy() somewhere) counts wherever
    // its importer loads: over-counting fails loudly, under-counting would hide bytes.
    for (const key of [...seen])
      for (const d of manifest[key].dynamicImports ?? [])
        if (!known.has(d) && d !== 'src/pages/not-found/not-found-page.tsx' && !seen.has(d))
          [...closure([d])].forEach((k) => seen.add(k));
    return seen;
  };

  const routes = (
    JSON.parse(readFileSync(path.join(root, 'schemas/routes.json'), 'utf8')) as {
      routes: RouteJson[];
    }
  ).routes;
  return routes.map((r): RouteLoad => {
    const starts = [entryKey];
    const inApp = r.path.startsWith('/app/');
    if (!OUTSIDE_SHELL.includes(r.page?.component ?? '')) starts.push(SHELL);
    if (inApp) starts.push(LAYOUT, ROUTE_PAGE, PUBLISHED_SYNC);
    const p = r.page;
    let kind: RouteKind = 'redirect';
    if (p?.component) {
      kind = inApp ? 'page' : 'public page';
      const mod = pages[p.component];
      if (!mod) throw new Error(`${r.path}: page ${p.component} is not in page-registry.tsx`);
      starts.push(mod);
    } else if (p?.list) {
      kind = 'list';
      starts.push(LIST_VIEW);
      for (const list of [p.list, ...(p.also ?? [])]) starts.push(...listModules(list, registry));
    } else if (p?.form) {
      kind = 'form';
      starts.push(isSettingsForm(p.form) ? SETTINGS_VIEW : FORM_VIEW);
      starts.push(...formModules(p.form, registry));
    }
    const keys = closure(starts.map(keyOf));
    const files = new Set<string>();
    for (const k of keys) {
      files.add(manifest[k].file);
      manifest[k].css?.forEach((c) => files.add(c));
    }
    const list = [...files].filter((f) => /\.(m?js|css)$/.test(f)).sort();
    const formilyChunks = modules
      ? list.filter((f) => modules[f]?.some((m) => m.includes('/node_modules/@formily/')))
      : [];
    const inFormilyChunks = formilyChunks.flatMap((f) => modules?.[f] ?? []);
    return {
      path: r.path,
      kind,
      files: list,
      formilyPackages: [
        ...new Set(
          inFormilyChunks.flatMap(
            (m) => m.match(/\/node_modules\/(@formily\/[\w-]+)\//)?.[1] ?? [],
          ),
        ),
      ].sort(),
      formilyImporters: inFormilyChunks.length
        ? list
            .flatMap((f) => modules?.[f] ?? [])
            .filter((m) => importers[m])
            .map((m) => path.relative(root, m))
            .sort()
        : [],
      gzipBytes: list.reduce((n, f) => n + gzipSize(dist, f), 0),
      loadsFormily: modules
        ? list.some((f) => modules[f]?.some((m) => m.includes('/node_modules/@formily/')))
        : undefined,
      loadsAntd: modules
        ? list.some((f) => modules[f]?.some((m) => m.includes('/node_modules/antd/')))
        : undefined,
    };
  });
};

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Each route's limit for the guard: its size when recorded plus HEADROOM, so accidental growth
 * fails npm test. A change that adds bytes on purpose records the ceilings anew (`--record`).
 */
const ceilingsFile = path.join(root, 'bench', 'route-ceilings.json');
const HEADROOM = 0.05;
interface Ceilings {
  about: string;
  routes: Record<string, number>;
}
const readCeilings = (): Ceilings =>
  existsSync(ceilingsFile)
    ? (JSON.parse(readFileSync(ceilingsFile, 'utf8')) as Ceilings)
    : { about: '', routes: {} };

/** The --check mode of scripts/test.sh: every route within its recorded ceiling. */
const check = (dist: string) => {
  const loads = routeLoads(path.resolve(dist));
  const ceilings = readCeilings().routes;
  const over = loads.filter((l) => !(l.gzipBytes <= (ceilings[l.path] ?? -1)));
  for (const l of over)
    console.error(
      ceilings[l.path] === undefined
        ? `route ${l.path} loads ${kb(l.gzipBytes)} gzipped JS+CSS and has no recorded ceiling ` +
            '(tsx bench/route-budgets.ts --record dist)'
        : `route ${l.path} loads ${kb(l.gzipBytes)} gzipped JS+CSS, over its ceiling of ` +
            `${kb(ceilings[l.path])} (bench/route-ceilings.json)`,
    );
  console.log(
    `route budgets: ${loads.length - over.length} routes within their ceilings, ${over.length} over`,
  );
  return over.length === 0;
};

/** --record: every route's ceiling, its size now plus HEADROOM. */
const record = (dist: string) => {
  const loads = routeLoads(path.resolve(dist));
  const routes: Record<string, number> = {};
  for (const l of loads) routes[l.path] = Math.ceil((l.gzipBytes * (1 + HEADROOM)) / 1000) * 1000;
  const about =
    'Gzipped JS+CSS bytes each route may load: its size when recorded plus 5%, so that npm test ' +
    'catches accidental growth. bench/route-budgets.ts --record records them anew.';
  writeFileSync(ceilingsFile, JSON.stringify({ about, routes }, null, 2) + '\n');
  console.log(`recorded ${Object.keys(routes).length} ceilings in ${ceilingsFile}`);
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const mode = process.argv.find((a) => a === '--check' || a === '--record');
  const dist = mode ? process.argv[process.argv.indexOf(mode) + 1] : undefined;
  if (!mode || !dist) {
    console.error('usage: tsx bench/route-budgets.ts --check <dist> | --record <dist>');
    process.exit(2);
  }
  if (mode === '--record') record(dist);
  else process.exit(check(dist) ? 0 : 1);
}
