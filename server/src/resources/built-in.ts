// What the routes of a built-in entity (a resource file with `code`) read from its declaration
// besides its fields (derive.ts): its log texts, and its named hooks, the rules data cannot say.
// A hook is a function of the entity's code that receives the typed record; the resource file
// lists the hooks by name, and the server refuses to start when the two disagree.
import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../../../src/engine/schema/resource';

const verbs = { create: '新增', update: '修改', delete: '删除' } as const;

/** The 重要日志 operation name of `op`: the resource's `log`, else 新增/修改/删除 + its title. */
export const logTextOf = (r: ResourceSchema, op: keyof typeof verbs): string =>
  r.log?.[op] ?? `${verbs[op]}${r.title}`;

/**
 * The loaded resource `name`; a built-in entity's routes cannot be served without it. Always the
 * deployed file: resource files are not editable at runtime (resources/live-schemas.ts).
 */
export const builtInResource = (app: FastifyInstance, name: string): ResourceSchema => {
  const r = app.schemas.resources[name];
  if (!r)
    throw new Error(`${app.schemas.dir}/resources/${name}.json 不存在：服务器的内置功能需要它`);
  return r;
};

/**
 * The hooks `impl` gives resource `name`, once checked against the names its file lists: a hook
 * the file names and the code lacks (or the reverse) stops the server, naming file and pointer.
 *
 * @example const hooks = bindHooks(app, 'lawyer', { revokeSessions, hashPassword });
 */
export const bindHooks = <H extends Record<string, unknown>>(
  app: FastifyInstance,
  name: string,
  impl: H,
): H => {
  const declared = builtInResource(app, name).hooks ?? [];
  const missing = declared.filter((h) => !(h in impl));
  const unnamed = Object.keys(impl).filter((h) => !declared.includes(h));
  if (missing.length || unnamed.length) {
    const file = `${app.schemas.dir}/resources/${name}.json#/hooks`;
    const why = [
      missing.length ? `代码中没有钩子：${missing.join('、')}` : '',
      unnamed.length ? `未声明代码中的钩子：${unnamed.join('、')}` : '',
    ].filter(Boolean);
    throw new Error(`${file} ${why.join('；')}`);
  }
  return impl;
};
