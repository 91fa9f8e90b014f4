import { and, count, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { log } from '../../db/schema';
import { defineRepository, pageWindow } from './define';

export type LogEntry = typeof log.$inferInsert;
export type LogRow = typeof log.$inferSelect;

export const LOGIN_FAILED = '登录失败';
export const LOGIN_OK = '登录';

/** Log types (docs/contract-admin-screens.md) and what the console shows for them. */
export const LOG_TYPES = {
  login: '登录',
  create: '新增',
  update: '修改',
  delete: '删除',
  audit: '审核',
  setting: '设置',
  export: '导出',
} as const;
export type LogType = keyof typeof LOG_TYPES;

const verbs: Array<[RegExp, LogType]> = [
  [/^登录/, 'login'],
  [/^(新增|创建|添加)/, 'create'],
  [/^删除/, 'delete'],
  [/^(审核|驳回|通过)|审核/, 'audit'],
  [/^设置/, 'setting'],
  [/^导出/, 'export'],
];

/** The type of an action from its leading verb (新增机构 → create); anything else is an update. */
export const logTypeOf = (action: string): LogType =>
  verbs.find(([re]) => re.test(action))?.[1] ?? 'update';

/** Whose logs a reader may see. */
export type LogScope =
  | { kind: 'firm' }
  /** Levels 3–4: logs of their office's operators and of targets in their office. */
  | { kind: 'office'; organizationId: number }
  /** A lawyer: what they did, and what was done to them or their card. */
  | { kind: 'lawyer'; lawyerId: number };

export interface LogFilter {
  firmId: number;
  scope: LogScope;
  /** The list's filters (resources/list-query.ts, from resources/log.json). */
  match?: SQL;
}

const inScope = (scope: LogScope): SQL | undefined => {
  if (scope.kind === 'office')
    return or(
      eq(log.organizationId, scope.organizationId),
      eq(log.targetOrganizationId, scope.organizationId),
    );
  if (scope.kind === 'lawyer')
    return or(
      and(eq(log.operatorType, 'lawyer'), eq(log.operatorId, scope.lawyerId)),
      and(eq(log.targetType, 'lawyer'), eq(log.targetId, scope.lawyerId)),
    );
  return undefined;
};

const where = (f: LogFilter) => {
  return and(eq(log.firmId, f.firmId), inScope(f.scope), f.match);
};

const create = (db: Db) => ({
  async add(entry: LogEntry) {
    await db.insert(log).values({ ...entry, type: entry.type || logTypeOf(entry.action) });
  },
  /** In `order` (a sort the list asked for), else newest first. */
  async page(f: LogFilter, current: number, size: number, order?: SQL[]) {
    const { offset, limit } = pageWindow(current, size);
    const rows = await db
      .select()
      .from(log)
      .where(where(f))
      .orderBy(...(order ?? [desc(log.createTime), desc(log.id)]))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(log).where(where(f));
    return { rows, total: total?.n ?? 0 };
  },
  /** One log of the firm if the scope allows it; `inScope` false when it exists outside it. */
  async byId(firmId: number, id: number, scope: LogScope) {
    const [row] = await db
      .select()
      .from(log)
      .where(and(eq(log.firmId, firmId), eq(log.id, id)))
      .limit(1);
    if (!row) return undefined;
    const cond = inScope(scope);
    if (!cond) return { row, inScope: true };
    const [hit] = await db
      .select({ id: log.id })
      .from(log)
      .where(and(eq(log.id, id), cond))
      .limit(1);
    return { row, inScope: Boolean(hit) };
  },
  /** Failed logins recorded for a username since `since` (works for unknown usernames too). */
  async countFailures(firmId: number, username: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(log)
      .where(
        and(
          eq(log.firmId, firmId),
          eq(log.action, LOGIN_FAILED),
          eq(log.target, username),
          gt(log.createTime, since),
        ),
      );
    return row?.n ?? 0;
  },
  async countAll(firmId: number) {
    const [row] = await db.select({ n: count() }).from(log).where(eq(log.firmId, firmId));
    return row?.n ?? 0;
  },
});

export type LogRepo = ReturnType<typeof create>;
/** The log queries on a given database or transaction (a change and its log in one commit). */
export const createLogs = create;
declare module 'fastify' {
  interface FastifyInstance {
    logs: LogRepo;
  }
}
export default defineRepository('logs', create);
