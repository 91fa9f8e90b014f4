import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/api/calls';

// schemas/ ↔ src/api/calls.ts ↔ routes.json: every name a schema uses exists, and every schema
// file is reachable from a route or an action.
const dir = resolve(__dirname, '../../schemas');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const filesIn = (sub: string) =>
  readdirSync(join(dir, sub))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      name: basename(f, '.json'),
      file: `${sub}/${f}`,
      data: readJson(join(dir, sub, f)),
    }));

const lists = filesIn('lists');
const forms = filesIn('forms');
const routes = (readJson(join(dir, 'routes.json')) as { routes: Array<Record<string, unknown>> })
  .routes;

type Visit = (key: string, value: unknown, parentKey: string | undefined) => void;
const walk = (value: unknown, visit: Visit, parentKey?: string) => {
  if (Array.isArray(value)) {
    value.forEach((v) => walk(v, visit, parentKey));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      visit(k, v, parentKey);
      walk(v, visit, k);
    }
  }
};

/** Call names a file uses: any `call` value, and `submit.create` / `submit.update`. */
const callNamesIn = (data: unknown): string[] => {
  const out: string[] = [];
  walk(data, (key, value, parentKey) => {
    if (typeof value !== 'string') return;
    if (key === 'call' || (parentKey === 'submit' && (key === 'create' || key === 'update'))) {
      out.push(value);
    }
  });
  return out;
};

describe('schemas ↔ call table', () => {
  const used = [...lists, ...forms].flatMap((f) =>
    callNamesIn(f.data).map((call) => ({ file: f.file, call })),
  );

  it('finds the calls the office screens use (the walker sees them)', () => {
    expect(used.map((u) => u.call)).toEqual(
      expect.arrayContaining([
        'organization.pageList',
        'organization.info',
        'organization.add',
        'organization.update',
        'admin.pageList',
        'admin.add',
        'admin.update',
        'admin.setMain',
        'admin.delete',
      ]),
    );
  });

  it('every call name a schema uses exists in src/api/calls.ts', () => {
    expect(used.filter((u) => !(u.call in calls))).toEqual([]);
  });
});

describe('schemas ↔ routes', () => {
  const pageRefs = (kind: 'list' | 'form') =>
    routes.map((r) => (r.page as Record<string, unknown> | undefined)?.[kind]).filter(Boolean);
  const actionForms = lists.flatMap((l) => {
    const out: unknown[] = [];
    walk(l.data, (key, value, parentKey) => {
      if (
        key === 'form' &&
        (parentKey === 'toolbar' || parentKey === 'rowActions' || parentKey === 'batchActions')
      )
        out.push(value);
    });
    return out;
  });

  it('every list file is opened by a route (as its list or one shown below it)', () => {
    const also = routes.flatMap(
      (r) => ((r.page as Record<string, unknown> | undefined)?.also as string[] | undefined) ?? [],
    );
    const used = new Set([...pageRefs('list'), ...also]);
    expect(lists.map((l) => l.name).filter((n) => !used.has(n))).toEqual([]);
  });

  it('every form file is opened by a route or an action', () => {
    const used = new Set([...pageRefs('form'), ...actionForms]);
    expect(actionForms).toContain('office-admin');
    expect(forms.map((f) => f.name).filter((n) => !used.has(n))).toEqual([]);
  });

  it('every route under /app has auth', () => {
    const app = routes.filter((r) => String(r.path).startsWith('/app/'));
    expect(app.length).toBeGreaterThan(30);
    expect(app.filter((r) => r.auth === undefined).map((r) => r.path)).toEqual([]);
  });

  it('only the login and registration pages and the card page a QR code opens are public', () => {
    expect(routes.filter((r) => r.public).map((r) => r.path)).toEqual([
      '/login',
      '/register',
      '/card/:id',
    ]);
  });
});
