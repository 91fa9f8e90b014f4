import type { RouteOptions } from 'fastify';
import { buildApp } from '../server/src/app';
import type { Db } from '../server/src/db/client';
import { permissionsOf } from '../server/src/plugins/auth';
import { calls } from '../src/api/calls';
import type { Access, Principal, ServerCall, ServerTable } from '../src/engine/schema/lint-server';

// The server's route table as plain data for the schema check (lint-server.ts): each console call
// with the access its route demands and the fields of the records it returns. Fastify reports
// every route as it is registered (onRoute), so the app is built but never made ready or started:
// no database is opened (a plugin that queries at registration would fail here, loudly).

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: unknown;
}

const has = (s: JsonSchema | undefined, type: string) =>
  s?.type === type || (Array.isArray(s?.type) && s.type.includes(type));

/** The record schema of a list response: `data.records[]` (a page) or `data[]`. */
const rowFields = (response: unknown): string[] | undefined => {
  const ok = (response as Record<string, JsonSchema> | undefined)?.['200'];
  const data = ok?.properties?.data;
  const rows = has(data, 'array') ? data?.items : data?.properties?.records?.items;
  // `additionalProperties: true` is written by routes whose records also carry the fields a firm
  // has published in 页面配置 (docs/architecture.md, Published versions): the check reads the
  // deployed files, whose fields are the declared ones. Any other open record is not checked.
  if (
    !rows?.properties ||
    (rows.additionalProperties !== false && rows.additionalProperties !== true)
  )
    return undefined;
  return Object.keys(rows.properties);
};

const levelNames: Record<number, string> = {
  1: '总所主管理员',
  2: '总所子管理员',
  3: '分所主管理员',
  4: '分所子管理员',
};

/** Every kind of signed-in user: admins of each level with and without system, and lawyers. */
const principals = (): Principal[] => [
  ...[1, 2, 3, 4].flatMap((level) =>
    [false, true].map((system) => ({
      label: `${levelNames[level]}${system ? '（system）' : ''}`,
      type: 'admin',
      level,
      system,
      permissions: permissionsOf('admin', level, system),
    })),
  ),
  {
    label: '律师',
    type: 'lawyer',
    level: null,
    system: false,
    permissions: permissionsOf('lawyer', null, false),
  },
];

export const loadServerTable = async (schemasDir?: string): Promise<ServerTable> => {
  const routes = new Map<string, RouteOptions>();
  // Only the route table is read; a query at registration would hit this empty object and throw.
  const build = (dir?: string) =>
    buildApp({
      db: {} as Db,
      demo: false,
      schemasDir: dir,
      onRoute: (r) => {
        for (const m of Array.isArray(r.method) ? r.method : [r.method]) {
          routes.set(`${m} ${r.url}`, r);
        }
      },
    });
  // A tree the server cannot start on (a fixture holding only the files of one lint rule, or a
  // broken copy whose findings the check lists anyway) is checked against the repository's own
  // server routes.
  const app = await build(schemasDir).catch(() => {
    routes.clear();
    return build();
  });
  void app;
  const table: Record<string, ServerCall> = {};
  for (const [name, spec] of Object.entries(calls)) {
    const url = `/api${spec.url.replace(/\{(\w+)\}/g, ':$1')}`;
    const route = routes.get(`${spec.method} ${url}`);
    if (!route) continue;
    const config = route.config as { access?: Access } | undefined;
    table[name] = {
      // register-api.ts makes 'user' the default of every API route.
      access: config?.access ?? 'user',
      rowFields: rowFields(route.schema?.response),
    };
  }
  return { calls: table, principals: principals() };
};
