// First-start seeding, decided by emptiness: only a database without any firm is seeded, so later
// starts keep what users changed. Everything runs in one transaction: a crash half-way leaves an
// empty database that the next start seeds again, not a half-seeded one that is never completed.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { firm, firmAccessUser, organization } from '../db/schema';
import { hashPassword, type HashCost } from '../lib/crypto';
import { defaultAppConf } from '../routes/firm/app-conf';
import { seedAreas } from './areas';
import { seedDemo } from './demo';
import { seedStandardAreas } from './standard';

export interface Bootstrap {
  /** Production: the firm and its first (main, system) admin, from the environment. */
  firmName: string;
  adminUsername: string;
  adminPassword: string;
}

export type SeedPlan = { demo: true; hashCost?: HashCost } | { demo: false; bootstrap: Bootstrap };

export const isEmpty = async (db: Db) => {
  const [row] = await db.select({ n: count() }).from(firm);
  return (row?.n ?? 0) === 0;
};

/** Seeds an empty database; returns false (and does nothing) when a firm already exists. */
export const seedIfEmpty = async (db: Db, plan: SeedPlan): Promise<boolean> => {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db; // a transaction offers the same query API as the database
    await seedAreas(t);
    await seedStandardAreas(t);
    if (plan.demo) {
      await seedDemo(t, plan.hashCost);
      return;
    }
    const b = plan.bootstrap;
    const [f] = await t
      .insert(firm)
      .values({ name: b.firmName, appConf: JSON.stringify(defaultAppConf()) })
      .returning({ id: firm.id });
    const [o] = await t
      .insert(organization)
      .values({ firmId: f.id, name: '总所', type: 1 })
      .returning({ id: organization.id });
    await t.insert(firmAccessUser).values({
      firmId: f.id,
      organizationId: o.id,
      username: b.adminUsername,
      name: '管理员',
      passwordHash: await hashPassword(b.adminPassword),
      level: 1,
      system: true,
    });
  });
  return true;
};
