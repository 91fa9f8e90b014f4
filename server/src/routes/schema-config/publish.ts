// Writing a version (发布, 回滚, 恢复默认) and its guard rails: the base version must be the current
// one (else a 409 with both diffs), the firm's set must pass the check with the new content, and
// the version row and its 重要日志 entry commit together. Of two writes on one base, the unique
// index (firm, file, version) lets exactly one through; the other gets the same 409.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { diffSchemas, type SchemaChange } from '../../../../src/engine/schema/diff';
import { audit } from '../../lib/audit';
import { BizError } from '../../lib/biz-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { userOf } from '../../plugins/auth';
import {
  createSchemaVersions,
  type VersionAction,
  type VersionRow,
} from '../../plugins/repositories/schema-versions';
import { effective, type EditableFile } from './files';
import { changeSummary } from './summary';

const actions: Record<VersionAction, { log: string; verb: string }> = {
  publish: { log: '发布页面配置', verb: '发布' },
  rollback: { log: '回滚页面配置', verb: '回滚' },
  reset: { log: '恢复默认页面配置', verb: '恢复默认' },
};

/** The content of version `version` (0: the deployed file); undefined when there is none. */
export const contentAt = async (
  app: FastifyInstance,
  firmId: number,
  f: EditableFile,
  version: number,
): Promise<{ found: boolean; content: unknown }> => {
  if (version === 0) return { found: true, content: f.deployed };
  const row = await app.schemaVersions.get(firmId, f.file, version);
  return { found: row !== undefined, content: row ? effective(f, row) : undefined };
};

/** The 409 of a write based on `base` while the file is at `current`: what they and we changed. */
const stale = async (
  app: FastifyInstance,
  firmId: number,
  f: EditableFile,
  base: number,
  sent: unknown,
): Promise<BizError> => {
  const current = await app.schemaVersions.current(firmId, f.file);
  const now = effective(f, current);
  const at = await contentAt(app, firmId, f, base);
  // A base that never existed (a version from the future) compares from what is current.
  const from = at.found ? at.content : now;
  const version = current?.version ?? 0;
  const by = current?.authorName ? `（${current.authorName}）` : '';
  const theirs: SchemaChange[] = diffSchemas(from, now);
  const ours: SchemaChange[] = diffSchemas(from, sent);
  return new BizError(
    '409',
    `该文件已被他人发布了第 ${version} 版${by}，请查看对方的改动，在最新版本上重新修改后再发布`,
    409,
    { current: version, theirs, ours },
  );
};

/** The file's current version row; a 409 unless the client based its change on it. */
export const assertBase = async (
  app: FastifyInstance,
  firmId: number,
  f: EditableFile,
  base: number,
  sent: unknown,
): Promise<VersionRow | undefined> => {
  const current = await app.schemaVersions.current(firmId, f.file);
  if ((current?.version ?? 0) !== base) throw await stale(app, firmId, f, base, sent);
  return current;
};

/** Refuses content the firm's set fails the check with, listing every problem. */
export const assertChecked = (
  app: FastifyInstance,
  firmId: number,
  f: EditableFile,
  content: unknown,
  action: VersionAction,
) => {
  const problems = app.liveSchemas.check(firmId, f.file, content);
  if (problems.length) {
    throw new BizError(
      '400',
      `${actions[action].verb}失败：检查发现 ${problems.length} 个问题`,
      200,
      { problems },
    );
  }
};

export interface NewVersionInput {
  f: EditableFile;
  base: number;
  /** Stored content; null = 恢复默认 (the deployed file). */
  content: unknown;
  /** What the log's diff compares: the current effective content and the new one. */
  before: unknown;
  note: string;
  action: VersionAction;
}

/** Stores version base + 1 with its log entry; a concurrent write on the same base → 409. */
export const writeVersion = async (
  app: FastifyInstance,
  request: FastifyRequest,
  v: NewVersionInput,
): Promise<number> => {
  const u = userOf(request);
  const version = v.base + 1;
  const after = v.content ?? v.f.deployed;
  try {
    await app.db.transaction(async (tx) => {
      // A transaction offers the same query API as the database.
      const db = tx as unknown as FastifyInstance['db'];
      await createSchemaVersions(db).insert({
        firmId: u.firmId,
        file: v.f.file,
        version,
        content: v.content,
        note: v.note,
        authorId: u.id,
        authorName: u.name,
        action: v.action,
      });
      const detail = changeSummary(version, v.note, diffSchemas(v.before, after));
      await audit(app, request, actions[v.action].log, v.f.title, detail, {
        type: 'setting',
        kind: '页面配置',
        db,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw await stale(app, u.firmId, v.f, v.base, after);
    throw err;
  }
  return version;
};
