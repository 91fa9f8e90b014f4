// The firm row: its public facts and the storage of its settings (docs/contract-settings.md):
// the jsonb `settings` (sections by name, plus `_versions` and the audit code) and the two text
// documents app_conf / app_conf_set. Saves lock the row (SELECT … FOR UPDATE) inside the caller's
// transaction, so two saves of different sections never overwrite each other's.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { firm, firmContent } from '../../db/schema';
import { CONTENT_PUBLISHED } from './contents';
import { defineRepository } from './define';

const settingsColumns = {
  name: firm.name,
  mpName: firm.mpName,
  settings: firm.settings,
  appConf: firm.appConf,
  appConfSet: firm.appConfSet,
};

export interface FirmSettingsRow {
  name: string;
  /** The older mp_name column, kept in step with mpconf.mpName. */
  mpName: string;
  settings: Record<string, unknown>;
  appConf: string;
  appConfSet: string;
}

export type SettingsWrite = Partial<
  Pick<FirmSettingsRow, 'settings' | 'appConf' | 'appConfSet' | 'mpName'>
>;

// Settings are read on many requests (the card list's order, conf.app, registration…), each time
// through a new createFirms(db).
const settingsRowOf = preparedOnce((db: Db) =>
  db
    .select(settingsColumns)
    .from(firm)
    .where(eq(firm.id, sql.placeholder('firmId')))
    .limit(1)
    .prepare('firm_settings_row'),
);

export const createFirms = (db: Db) => ({
  async byId(id: number) {
    const [row] = await db.select().from(firm).where(eq(firm.id, id)).limit(1);
    return row;
  },
  async settingsRow(firmId: number): Promise<FirmSettingsRow | undefined> {
    const [row] = await settingsRowOf(db).execute({ firmId });
    return row;
  },
  /** The settings row, locked until the surrounding transaction ends. */
  async lockSettingsRow(firmId: number): Promise<FirmSettingsRow | undefined> {
    const [row] = await db
      .select(settingsColumns)
      .from(firm)
      .where(eq(firm.id, firmId))
      .for('update')
      .limit(1);
    return row;
  },
  async writeSettings(firmId: number, values: SettingsWrite) {
    await db
      .update(firm)
      .set({ ...values, updateTime: new Date() })
      .where(eq(firm.id, firmId));
  },
  /** The firm's name and short name (POST /firm/update, inside its transaction). */
  async rename(firmId: number, names: { name: string; shortName: string }) {
    await db
      .update(firm)
      .set({ ...names, updateTime: new Date() })
      .where(eq(firm.id, firmId));
  },
  /** Which of `ids` are published content of the firm (the home page may feature only those). */
  async publishedContentIds(firmId: number, ids: number[]) {
    if (!ids.length) return new Set<number>();
    const rows = await db
      .select({ id: firmContent.id })
      .from(firmContent)
      .where(
        and(
          eq(firmContent.firmId, firmId),
          eq(firmContent.status, CONTENT_PUBLISHED),
          inArray(firmContent.id, ids),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },
});

export type FirmRepo = ReturnType<typeof createFirms>;
declare module 'fastify' {
  interface FastifyInstance {
    firms: FirmRepo;
  }
}
export default defineRepository('firms', createFirms);
