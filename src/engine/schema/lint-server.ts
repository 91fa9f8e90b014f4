import type { Problem } from './lint-problem';
import { didYouMean } from './lint-suggest';
import type { FormSchema, ListSchema, RoutesFile } from './types';

// The rules that need the server's own route table: a list column the list call does not return
// (per the route's response schema), and a console route whose users the server would refuse on
// the calls its page makes (per the route's config.access). The table is plain data, built by
// scripts/server-table.ts from the Fastify app, so this module stays pure.

/** A route's `config.access` (server/src/plugins/auth.ts). */
export type Access =
  'public' | 'user' | { roles?: readonly string[]; levels?: readonly number[]; system?: boolean };

/** A kind of signed-in user, with the permission values the server gives it (permissionsOf). */
export interface Principal {
  label: string;
  type: string;
  level: number | null;
  system: boolean;
  permissions: readonly string[];
}

export interface ServerCall {
  access: Access;
  /** Field names of one returned record (list calls); absent when the schema does not fix them. */
  rowFields?: readonly string[];
}

export interface ServerTable {
  calls: Record<string, ServerCall>;
  principals: readonly Principal[];
}

/** The auth plugin's decision for a signed-in principal. */
export const allows = (access: Access, p: Principal): boolean => {
  if (access === 'public' || access === 'user') return true;
  if (access.roles && !access.roles.includes(p.type)) return false;
  if (access.levels && (p.level === null || !access.levels.includes(p.level))) return false;
  if (access.system && !p.system) return false;
  return true;
};

const describeAccess = (access: Access): string => {
  if (access === 'public') return '无需登录';
  if (access === 'user') return '任一已登录用户';
  const parts: string[] = [];
  if (access.roles)
    parts.push(access.roles.map((r) => (r === 'admin' ? '管理员' : '律师')).join('或'));
  if (access.levels) parts.push(`级别 ${access.levels.join('、')}`);
  if (access.system) parts.push('system 权限');
  return parts.join('，');
};

/**
 * Each column (and row-action condition) of a list names a field its call returns.
 *
 * @example checkListFields('schemas/lists/office.json', list, server) // [] when all is well
 */
export const checkListFields = (file: string, list: ListSchema, server: ServerTable): Problem[] => {
  const fields = server.calls[list.call]?.rowFields;
  if (!fields) return [];
  const out: Problem[] = [];
  const hint = `接口 ${list.call} 返回的字段：${fields.join('、')}`;
  list.columns.forEach((c, i) => {
    if (!fields.includes(c.field)) {
      out.push({
        file,
        pointer: `/columns/${i}/field`,
        message: `接口 "${list.call}" 返回的记录中没有字段 "${c.field}"${didYouMean(c.field, fields)}`,
        hint,
      });
    }
  });
  const withWhen = [
    ...(list.rowActions ?? []).map((a, i) => ({ a, at: `/rowActions/${i}` })),
    ...(list.batchActions ?? []).map((a, i) => ({ a, at: `/batchActions/${i}` })),
  ];
  withWhen.forEach(({ a, at }) => {
    if (a.when && !fields.includes(a.when.field)) {
      out.push({
        file,
        pointer: `${at}/when/field`,
        message: `接口 "${list.call}" 返回的记录中没有字段 "${a.when.field}"${didYouMean(a.when.field, fields)}`,
        hint,
      });
    }
  });
  return out;
};

type Route = RoutesFile['routes'][number];

/** A call a page makes; `read` when the page needs it just to show itself. */
interface PageCall {
  call: string;
  where: string;
  read: boolean;
}

/** The calls a route's page makes to show itself and save, with the pointer that names each. */
const pageCalls = (
  route: Route,
  lists: Record<string, ListSchema | undefined>,
  forms: Record<string, FormSchema | undefined>,
): PageCall[] => {
  const page = route.page;
  if (!page) return [];
  if ('list' in page) {
    return [page.list, ...(page.also ?? [])].flatMap((name) => {
      const list = lists[name];
      if (!list) return [];
      const where = `schemas/lists/${name}.json`;
      return [
        { call: list.call, where: `${where}#/call`, read: true },
        ...(list.summary
          ? [{ call: list.summary.call, where: `${where}#/summary/call`, read: true }]
          : []),
      ];
    });
  }
  if ('form' in page) {
    const form = forms[page.form];
    if (!form) return [];
    const where = `schemas/forms/${page.form}.json`;
    const out: PageCall[] = [];
    // A page with `:id` edits a record (load + update); one without creates, or loads "mine".
    const edits = route.path.includes(':');
    if (page.load) out.push({ call: page.load.call, where: '本路由 page.load.call', read: true });
    else if (form.load && (edits || form.submit.save)) {
      out.push({ call: form.load.call, where: `${where}#/load/call`, read: true });
    }
    const submit =
      form.submit.save ?? (edits || page.load ? form.submit.update : form.submit.create);
    const key = form.submit.save ? 'save' : edits || page.load ? 'update' : 'create';
    if (submit) out.push({ call: submit, where: `${where}#/submit/${key}`, read: false });
    return out;
  }
  return [];
};

/**
 * Every user a route admits (by its `auth`) may make the calls that show its page; some user it
 * admits may make the call that saves it (a save the server allows only some levels, such as
 * 新增机构 for levels 1 and 2, is a narrower button, which `auth` cannot express, not an error).
 *
 * @example checkRouteAccess('schemas/routes.json', routes, lists, forms, server) // []
 */
export const checkRouteAccess = (
  file: string,
  routes: Array<{ r: Route; i: number }>,
  lists: Record<string, ListSchema | undefined>,
  forms: Record<string, FormSchema | undefined>,
  server: ServerTable,
): Problem[] => {
  const out: Problem[] = [];
  for (const { r, i } of routes) {
    if (r.public) continue;
    const auth = r.auth === undefined ? undefined : Array.isArray(r.auth) ? r.auth : [r.auth];
    const admitted = server.principals.filter(
      (p) => !auth || auth.some((a) => p.permissions.includes(a)),
    );
    for (const { call, where, read } of pageCalls(r, lists, forms)) {
      const access = server.calls[call]?.access;
      if (!access) continue;
      const refused = admitted.filter((p) => !allows(access, p));
      if (!refused.length || (!read && refused.length < admitted.length)) continue;
      out.push({
        file,
        pointer: `/routes/${i}/auth`,
        message: `路由 "${r.path}" 允许 ${auth ? auth.join('、') : '任一已登录用户'} 访问，但服务器拒绝其中的${refused.map((p) => p.label).join('、')}调用 "${call}"（${where}）`,
        hint: `接口 ${call} 要求：${describeAccess(access)}；把 auth 收紧到与之一致（如 MAIN_OFFICE_MAIN_ADMIN、system）`,
      });
    }
  }
  return out;
};
