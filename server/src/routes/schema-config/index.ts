// 页面配置 (docs/architecture.md, Published versions): a firm's `system` admin publishes new
// versions of its forms, lists and route table; every server serves them at once (follow.ts).
// Every call but GET /schema/published needs `system`; bodies may take up to 1 MB (a 413 in
// Chinese beyond). Reads: files, file, history, version, published. Writes: publish, rollback,
// reset, each a new version with a 重要日志 entry (publish.ts); impact previews a publish.
import type { FastifyInstance } from 'fastify';
import { diffSchemas } from '../../../../src/engine/schema/diff';
import { badRequest, BizError, notFound } from '../../lib/biz-error';
import { ok } from '../../lib/envelope';
import { userOf } from '../../plugins/auth';
import { effective, editableFiles, fileOf, ROUTES_TITLE } from './files';
import { followVersions } from './follow';
import { assertBase, assertChecked, contentAt, writeVersion } from './publish';
import { removedFields } from './removed';
import * as s from './route-schemas';

const BODY_LIMIT = 1024 * 1024;
const system = { access: { roles: ['admin' as const], system: true } };
const writes = { config: system, bodyLimit: BODY_LIMIT };

const titleOf = (file: string, content: unknown, fallback: string) => {
  if (file === 'routes') return ROUTES_TITLE;
  const t = (content as { title?: unknown } | null)?.title;
  return typeof t === 'string' && t ? t : fallback;
};

/** A note as stored: trimmed; publishing requires one. */
const noteOf = (note: string | undefined, required: boolean) => {
  const text = (note ?? '').trim();
  if (required && !text) throw badRequest('请填写发布说明', 'note');
  return text;
};

export default async function schemaConfigRoutes(app: FastifyInstance) {
  const follower = followVersions(app);

  /** The removed-fields list of a change of form file `file` (lists and routes store nothing). */
  const removedOf = (firmId: number, file: string, before: unknown, after: unknown) =>
    file.startsWith('forms/')
      ? removedFields(app, firmId, file.slice('forms/'.length), before, after)
      : Promise.resolve([]);

  app.get('/schema/files', { config: system, schema: s.files }, async (request) => {
    const { firmId } = userOf(request);
    const latest = new Map((await app.schemaVersions.latest(firmId)).map((r) => [r.file, r]));
    return ok(
      [...editableFiles(app).values()].map((f) => {
        const row = latest.get(f.file);
        return {
          file: f.file,
          kind: f.kind,
          name: f.name,
          title: titleOf(f.file, effective(f, row), f.title),
          version: row?.version ?? 0,
          ...(row ? { updatedAt: row.createTime.toISOString(), author: row.authorName } : {}),
        };
      }),
    );
  });

  app.get<{ Querystring: { file: string } }>(
    '/schema/file',
    { config: system, schema: s.file },
    async (request) => {
      const { firmId } = userOf(request);
      const f = fileOf(app, request.query.file);
      const row = await app.schemaVersions.current(firmId, f.file);
      const content = effective(f, row);
      return ok({
        file: f.file,
        title: titleOf(f.file, content, f.title),
        version: row?.version ?? 0,
        content,
        isDefault: !row || row.content === null,
      });
    },
  );

  app.post<{ Body: { file: string; content: unknown } }>(
    '/schema/impact',
    { ...writes, schema: s.impact },
    async (request) => {
      const { firmId } = userOf(request);
      const f = fileOf(app, request.body.file);
      const { content } = request.body;
      const before = effective(f, await app.schemaVersions.current(firmId, f.file));
      return ok({
        problems: app.liveSchemas.check(firmId, f.file, content),
        changes: diffSchemas(before, content),
        removed: await removedOf(firmId, f.file, before, content),
      });
    },
  );

  app.post<{
    Body: {
      file: string;
      content: unknown;
      note: string;
      baseVersion: number;
      confirmRemoved?: boolean;
    };
  }>('/schema/publish', { ...writes, schema: s.publish }, async (request) => {
    const { firmId } = userOf(request);
    const { content, baseVersion, confirmRemoved } = request.body;
    const f = fileOf(app, request.body.file);
    const note = noteOf(request.body.note, true);
    const before = effective(f, await assertBase(app, firmId, f, baseVersion, content));
    assertChecked(app, firmId, f, content, 'publish');
    const removed = await removedOf(firmId, f.file, before, content);
    const holding = removed.filter((r) => r.count > 0);
    if (holding.length && confirmRemoved !== true) {
      const names = holding.map((r) => `${r.title}（${r.count} 条记录）`).join('、');
      throw new BizError(
        '400',
        `此次发布将移除 ${holding.length} 个存有数据的字段：${names}。请确认后再发布；已存的数据会保留，不会删除`,
        200,
        { removed },
      );
    }
    const version = await writeVersion(app, request, {
      f,
      base: baseVersion,
      content,
      before,
      note,
      action: 'publish',
    });
    await follower.refresh(firmId);
    return ok({ version }, `已发布第 ${version} 版`);
  });

  app.get<{ Querystring: { file: string } }>(
    '/schema/history',
    { config: system, schema: s.history },
    async (request) => {
      const { firmId } = userOf(request);
      const f = fileOf(app, request.query.file);
      const rows = await app.schemaVersions.history(firmId, f.file);
      return ok([
        ...rows.map((r) => ({
          version: r.version,
          note: r.note,
          author: r.authorName,
          createdAt: r.createTime.toISOString(),
          action: r.action,
        })),
        // Version 0: the file in schemas/ as deployed, which has no author or time of its own.
        { version: 0, note: '默认文件', author: '系统', createdAt: null, action: 'publish' },
      ]);
    },
  );

  app.get<{ Querystring: { file: string; version: number } }>(
    '/schema/version',
    { config: system, schema: s.version },
    async (request) => {
      const { firmId } = userOf(request);
      const f = fileOf(app, request.query.file);
      const { version } = request.query;
      const at = await contentAt(app, firmId, f, version);
      if (!at.found) throw notFound(`${f.title}没有第 ${version} 版`);
      return ok({ version, content: at.content });
    },
  );

  app.post<{ Body: { file: string; version: number; baseVersion: number; note?: string } }>(
    '/schema/rollback',
    { ...writes, schema: s.rollback },
    async (request) => {
      const { firmId } = userOf(request);
      const { version: target, baseVersion } = request.body;
      const f = fileOf(app, request.body.file);
      const note = noteOf(request.body.note, false) || `回滚到第 ${target} 版`;
      const at = await contentAt(app, firmId, f, target);
      if (!at.found) throw notFound(`${f.title}没有第 ${target} 版`);
      const before = effective(f, await assertBase(app, firmId, f, baseVersion, at.content));
      assertChecked(app, firmId, f, at.content, 'rollback');
      // Version 0 and resets stay "the deployed file" (null), whatever the deployment holds later.
      const row = target === 0 ? undefined : await app.schemaVersions.get(firmId, f.file, target);
      const version = await writeVersion(app, request, {
        f,
        base: baseVersion,
        content: row?.content ?? null,
        before,
        note,
        action: 'rollback',
      });
      await follower.refresh(firmId);
      return ok({ version }, `已回滚到第 ${target} 版，当前为第 ${version} 版`);
    },
  );

  app.post<{ Body: { file: string; baseVersion: number; note?: string } }>(
    '/schema/reset',
    { ...writes, schema: s.reset },
    async (request) => {
      const { firmId } = userOf(request);
      const { baseVersion } = request.body;
      const f = fileOf(app, request.body.file);
      const note = noteOf(request.body.note, false) || '恢复默认';
      const before = effective(f, await assertBase(app, firmId, f, baseVersion, f.deployed));
      assertChecked(app, firmId, f, f.deployed, 'reset');
      const version = await writeVersion(app, request, {
        f,
        base: baseVersion,
        content: null,
        before,
        note,
        action: 'reset',
      });
      await follower.refresh(firmId);
      return ok({ version }, `已恢复默认，当前为第 ${version} 版`);
    },
  );

  app.get<{ Querystring: { since?: number } }>(
    '/schema/published',
    { config: { access: 'user' }, schema: s.published },
    async (request) => {
      const { firmId } = userOf(request);
      const revision = await app.schemaVersions.revision(firmId);
      // The console polls with the revision it holds: nothing changed costs one count.
      if (request.query.since === revision) return ok({ revision });
      const rows = await app.schemaVersions.latest(firmId);
      const files = Object.fromEntries(
        rows
          .filter((r) => r.content !== null && editableFiles(app).has(r.file))
          .map((r) => [r.file, { version: r.version, content: r.content }]),
      );
      return ok({ revision, files });
    },
  );
}
