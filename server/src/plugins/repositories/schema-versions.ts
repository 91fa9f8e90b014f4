// The published versions of 页面配置's files (table schema_version): inserted, never updated.
// The current version of a file is its highest. A firm's revision is the number of its rows: rows
// are never deleted, so it grows with every publish, rollback and reset, also when two of them
// commit out of id order (what `GET /schema/published?since=` and the servers following each
// other compare).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schemaVersion } from '../../db/schema';
import { defineRepository } from './define';

export type VersionAction = 'publish' | 'rollback' | 'reset';

export interface VersionRow {
  id: number;
  file: string;
  version: number;
  content: unknown;
  note: string;
  authorName: string;
  action: VersionAction;
  createTime: Date;
}

export interface NewVersion {
  firmId: number;
  file: string;
  version: number;
  /** null: 恢复默认, the deployed file. */
  content: unknown;
  note: string;
  authorId: number | null;
  authorName: string;
  action: VersionAction;
}

const columns = {
  id: schemaVersion.id,
  file: schemaVersion.file,
  version: schemaVersion.version,
  content: schemaVersion.content,
  note: schemaVersion.note,
  authorName: schemaVersion.authorName,
  action: schemaVersion.action,
  createTime: schemaVersion.createTime,
};

const rows = (r: unknown) => r as VersionRow[];

export const createSchemaVersions = (db: Db) => ({
  /** The file's current version (its highest), undefined while it is at version 0. */
  async current(firmId: number, file: string): Promise<VersionRow | undefined> {
    const [row] = rows(
      await db
        .select(columns)
        .from(schemaVersion)
        .where(and(eq(schemaVersion.firmId, firmId), eq(schemaVersion.file, file)))
        .orderBy(desc(schemaVersion.version))
        .limit(1),
    );
    return row;
  },

  /** Every version of the file, newest first. */
  async history(firmId: number, file: string): Promise<VersionRow[]> {
    return rows(
      await db
        .select(columns)
        .from(schemaVersion)
        .where(and(eq(schemaVersion.firmId, firmId), eq(schemaVersion.file, file)))
        .orderBy(desc(schemaVersion.version)),
    );
  },

  async get(firmId: number, file: string, version: number): Promise<VersionRow | undefined> {
    const [row] = rows(
      await db
        .select(columns)
        .from(schemaVersion)
        .where(
          and(
            eq(schemaVersion.firmId, firmId),
            eq(schemaVersion.file, file),
            eq(schemaVersion.version, version),
          ),
        )
        .limit(1),
    );
    return row;
  },

  /** The current version of each file the firm has published (files at version 0 are absent). */
  async latest(firmId: number): Promise<VersionRow[]> {
    return rows(
      await db
        .selectDistinctOn([schemaVersion.file], columns)
        .from(schemaVersion)
        .where(eq(schemaVersion.firmId, firmId))
        .orderBy(schemaVersion.file, desc(schemaVersion.version)),
    );
  },

  /** Throws a unique violation when the version number is taken (a concurrent publish won). */
  async insert(v: NewVersion): Promise<void> {
    await db.insert(schemaVersion).values({
      ...v,
      // jsonb null and SQL NULL differ; 恢复默认 is SQL NULL (no content at all).
      content: v.content === null ? sql`null` : v.content,
    });
  },

  /** The firm's revision: how many versions it has written (0: never published). */
  async revision(firmId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(schemaVersion)
      .where(eq(schemaVersion.firmId, firmId));
    return row?.n ?? 0;
  },

  /**
   * Every firm's revision, the one query a following server repeats (an index-only scan of
   * schema_version_firm_idx; the table holds a few rows per publish).
   */
  async revisions(): Promise<Map<number, number>> {
    const found = await db
      .select({ firmId: schemaVersion.firmId, n: count() })
      .from(schemaVersion)
      .groupBy(schemaVersion.firmId);
    return new Map(found.map((r) => [r.firmId, r.n]));
  },
});

export type SchemaVersionRepo = ReturnType<typeof createSchemaVersions>;
declare module 'fastify' {
  interface FastifyInstance {
    schemaVersions: SchemaVersionRepo;
  }
}
export default defineRepository('schemaVersions', createSchemaVersions);
