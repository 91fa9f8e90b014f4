// What the console offers each role: for every schemas/routes.json entry with `auth`, the calls its
// list and form schemas make (src/api/calls.ts maps a call name to method and url), and the roles
// that see the page and the control making the call. A page or control is offered to a role when
// its permissions (docs/product.md) meet the route's `auth`, its level is in an action's `levels`
// and its permissions meet a field's `x-auth`; a page outside the menu that only `navigate`
// actions with `levels` open is offered to those levels only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { calls } from '../../../src/api/calls';
import type { Role } from './role-table';

const SCHEMAS = path.resolve(__dirname, '../../../schemas');
type Json = Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')) as Json;

/** Permissions (userinfo.auth) and office level of each signed-in role, as the server grants them. */
const PERSONA: Partial<Record<Role, { auth: string[]; level: number | null }>> = {
  lawyer: { auth: ['LAWYER'], level: null },
  otherLawyer: { auth: ['LAWYER'], level: null },
  subSub: { auth: ['ADMIN'], level: 4 },
  subMain: { auth: ['ADMIN'], level: 3 },
  main: { auth: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN'], level: 1 },
  system: { auth: ['ADMIN', 'system'], level: 2 },
  otherFirm: { auth: ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN', 'system'], level: 1 },
};

export interface Offer {
  /** The console route (routes.json path). */
  page: string;
  call: string;
  /** The server route the call goes to, `METHOD /api/url` as the matrix keys it. */
  route: string;
  roles: Role[];
}

const serverKey = (name: string) => {
  const spec = (calls as Record<string, { method: string; url: string }>)[name];
  if (!spec) return `(no such call: ${name})`;
  const url = spec.url.split('?')[0].replace(/\{(\w+)\}/g, ':$1');
  return `${spec.method} /api${url}`;
};

const narrow = (roles: Role[], node: Json): Role[] => {
  const levels = node.levels as number[] | undefined;
  const xAuth = node['x-auth'] as string[] | undefined;
  return roles.filter((r) => {
    const p = PERSONA[r]!;
    if (levels && (p.level === null || !levels.includes(p.level))) return false;
    return !xAuth || xAuth.some((a) => p.auth.includes(a));
  });
};

/**
 * How a form page uses its form: `create` submits create; `edit` loads the record and submits
 * update; `own` (a page with its own load, such as 名片信息) submits create or update, whichever
 * fits the user's record, and never the form's own load.
 */
type Mode = 'create' | 'edit' | 'own';

/** The calls a list or form file makes, each with the roles that get the control making it. */
const callsIn = (value: unknown, roles: Role[], mode: Mode, out: Array<[string, Role[]]>) => {
  if (Array.isArray(value)) {
    for (const v of value) callsIn(v, roles, mode, out);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Json;
  const here = narrow(roles, node);
  if (typeof node.call === 'string') out.push([node.call, here]);
  if (node.type === 'form' && typeof node.form === 'string') {
    // A toolbar form creates, a row's form edits: count both.
    for (const m of ['create', 'edit'] as const)
      callsIn(read(`forms/${node.form}.json`), here, m, out);
  }
  for (const [k, v] of Object.entries(node)) {
    if (k === 'submit' && v && typeof v === 'object') {
      const { create, update } = v as Json;
      const names =
        mode === 'create'
          ? [create ?? update]
          : mode === 'edit'
            ? [update ?? create]
            : [create, update];
      for (const name of names) if (typeof name === 'string') out.push([name, here]);
    } else if (k === 'import' && v && typeof v === 'object') {
      // 导入 (docs/architecture.md, Excel import): its template and preview are calls too.
      const imp = v as Json;
      for (const c of [imp.template, imp.preview, imp.call])
        if (typeof c === 'string') out.push([c, narrow(here, imp)]);
    } else if (!(k === 'load' && mode !== 'edit')) {
      callsIn(v, here, mode, out);
    }
  }
};

export const consoleOffers = (): { pages: number; offers: Offer[] } => {
  const routes = (read('routes.json').routes as Json[]).filter((r) => r.auth !== undefined);
  const lists = new Set<string>();
  // Who each page is opened for by `navigate` actions (`to` with {id} → :id).
  const opened = new Map<string, Array<number[] | undefined>>();
  for (const r of routes) {
    const page = (r.page ?? {}) as Json;
    for (const l of [page.list, ...((page.also as string[]) ?? [])]) if (l) lists.add(String(l));
  }
  for (const l of lists) {
    JSON.stringify(read(`lists/${l}.json`), (_key, v: unknown) => {
      const a = v as Json | null;
      if (a && typeof a === 'object' && a.type === 'navigate' && typeof a.to === 'string') {
        const to = a.to.replace(/\{\w+\}/g, ':id');
        opened.set(to, [...(opened.get(to) ?? []), a.levels as number[] | undefined]);
      }
      return v;
    });
  }
  const offers: Offer[] = [];
  for (const r of routes) {
    const auth = ([] as string[]).concat(r.auth as string | string[]);
    let roles = (Object.keys(PERSONA) as Role[]).filter((role) =>
      PERSONA[role]!.auth.some((a) => auth.includes(a)),
    );
    const openers = opened.get(String(r.path));
    if (!r.menu && openers?.length && openers.every((l) => l !== undefined)) {
      const levels = openers.flat();
      roles = roles.filter((role) => levels.includes(PERSONA[role]!.level ?? -1));
    }
    const page = (r.page ?? {}) as Json;
    const mode: Mode = page.load ? 'own' : String(r.path).includes(':') ? 'edit' : 'create';
    const found: Array<[string, Role[]]> = [];
    for (const l of [page.list, ...((page.also as string[]) ?? [])]) {
      if (l) callsIn(read(`lists/${String(l)}.json`), roles, mode, found);
    }
    if (page.form) callsIn(read(`forms/${String(page.form)}.json`), roles, mode, found);
    for (const k of ['load', 'then'] as const) {
      const c = (page[k] as Json | undefined)?.call;
      if (typeof c === 'string') found.push([c, roles]);
    }
    for (const [call, who] of found) {
      offers.push({ page: String(r.path), call, route: serverKey(call), roles: who });
    }
  }
  return { pages: routes.length, offers };
};
