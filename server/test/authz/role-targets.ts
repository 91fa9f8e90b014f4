// The people and records of the authorization matrix: one signed-in account per role, the
// records the calls target (someone else's: 林涛 of 深圳分所, his card, message and log, the
// 深圳分所 office and its admin, 北京总所's content), and each role's own records for the second
// pass (its own card, message, log; 上海分所's for the 上海 admins).
import { asc, eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { expect } from 'vitest';
import {
  firmAccessUser,
  firmContent,
  lawyer,
  lawyerCard,
  log,
  message,
  selfProfessional,
} from '../../src/db/schema';
import { createSweepApp } from '../helpers/route-sweep';
import { demo, office, type TestApp } from '../helpers/test-app';
import type { Kind, Role } from './role-table';

export type Ids = Partial<Record<Kind, number | string>>;

export interface Setup {
  t: TestApp;
  registered: RouteOptions[];
  token: Partial<Record<Role, string>>;
  /**
   * Spare sessions per role for POST /auth/logout, which revokes the session it is called with:
   * with the shared token every later call of that role would be a 4003.
   */
  spare: Partial<Record<Role, string[]>>;
  /** The firmId each role's requests carry (its own firm's). */
  firmOf: Record<Role, number>;
  /** Records that are not the caller's: another office's, another lawyer's, firm 1's. */
  foreign: Ids;
  /** Each role's own records (for 'office' and 'own' cells). */
  home: Partial<Record<Role, Ids>>;
  /** Records as the main admin reads them, to fill update bodies (version included). */
  known: Map<string, Record<string, unknown>>;
}

/** The account behind each role: a lawyer's mobile or an admin's username. */
const ACCOUNTS: Record<Exclude<Role, 'anon'>, readonly [string]> = {
  lawyer: [demo.lawyer[0]],
  otherLawyer: ['13800000009'],
  subSub: [demo.shsub[0]],
  subMain: [demo.branch[0]],
  main: [demo.admin[0]],
  system: [demo.bjsub[0]],
  otherFirm: ['other'],
};
const TARGET_LAWYER = '13800000008'; // 林涛, 深圳分所, approved card with a pending revision
const SH_LAWYER = '13800000005'; // 郑敏, 上海分所, approved card

export const setUp = async (): Promise<Setup> => {
  const { t, registered } = await createSweepApp();
  const db = t.database.db;
  // `system` is per account (docs/product.md): the main-office main admin goes without it, and a
  // main-office sub admin (level 2) has it, so neither level nor flag stands in for the other.
  await db
    .update(firmAccessUser)
    .set({ system: sql`${firmAccessUser.username} = 'bjsub'` })
    .where(eq(firmAccessUser.firmId, 1));

  const lawyerId = async (mobile: string) =>
    (
      await db
        .select({ id: lawyer.id })
        .from(lawyer)
        .where(eq(lawyer.mobile, mobile))
        .orderBy(asc(lawyer.firmId))
    )[0].id;
  const adminId = async (username: string) =>
    (
      await db
        .select({ id: firmAccessUser.id })
        .from(firmAccessUser)
        .where(eq(firmAccessUser.username, username))
    )[0].id;
  const cardOf = async (id: number) =>
    (await db.select({ id: lawyerCard.id }).from(lawyerCard).where(eq(lawyerCard.lawyerId, id)))[0]
      .id;
  /** A sign-in log of the user, as the login call writes it (in the user's office). */
  const loginLogOf = async (type: 'admin' | 'lawyer', id: number, organizationId: number) =>
    (
      await db
        .insert(log)
        .values({
          firmId: 1,
          organizationId,
          type: 'login',
          operatorType: type,
          operatorId: id,
          action: '登录',
        })
        .returning({ id: log.id })
    )[0].id;
  const messageTo = async (type: 'admin' | 'lawyer', id: number) =>
    (
      await db
        .insert(message)
        .values({ firmId: 1, toUserType: type, toUserId: id, title: '授权矩阵测试消息' })
        .returning({ id: message.id })
    )[0].id;

  // Sessions are opened directly: signing in is the auth suites' subject, and nine argon2
  // verifications would cost this suite most of its time.
  const token: Setup['token'] = {};
  const spare: Setup['spare'] = {};
  for (const [role, [user]] of Object.entries(ACCOUNTS)) {
    const [type, id] = /^\d+$/.test(user)
      ? (['lawyer', await lawyerId(user)] as const)
      : (['admin', await adminId(user)] as const);
    const open = () => t.app.sessions.open(type, id, role === 'otherFirm' ? 2 : 1);
    token[role as Role] = await open();
    spare[role as Role] = [await open(), await open(), await open()];
  }
  // The tokens work (a wrong id or firm would make every call a 4003).
  for (const role of Object.keys(ACCOUNTS) as Role[]) {
    const me = await t.request({ method: 'GET', url: '/api/auth/self', token: token[role] });
    expect(me.body.code, `${role}: ${me.body.message}`).toBe('200');
  }

  const target = await lawyerId(TARGET_LAWYER);
  const [bjContent] = await db
    .select({ id: firmContent.id })
    .from(firmContent)
    .where(eq(firmContent.organizationId, office.bj))
    .orderBy(asc(firmContent.id));
  const [shContent] = await db
    .insert(firmContent)
    .values({ firmId: 1, organizationId: office.sh, title: '上海分所动态' })
    .returning({ id: firmContent.id });
  const [profession] = await db
    .select({ id: selfProfessional.id })
    .from(selfProfessional)
    .where(eq(selfProfessional.firmId, 1))
    .orderBy(asc(selfProfessional.id));

  const foreign: Ids = {
    lawyer: target,
    card: await cardOf(target),
    message: await messageTo('lawyer', target),
    log: await loginLogOf('lawyer', target, office.sz),
    admin: await adminId('szadmin'),
    office: office.sz,
    content: bjContent.id,
    profession: profession.id,
    firm: 1,
    area: '11',
  };

  const sh = await lawyerId(SH_LAWYER);
  const shAdmin = async (role: 'subSub' | 'subMain'): Promise<Ids> => {
    const self = await adminId(ACCOUNTS[role][0]);
    return {
      office: office.sh,
      lawyer: sh,
      card: await cardOf(sh),
      content: shContent.id,
      // A main admin manages the office's other admin account.
      admin: await adminId(role === 'subMain' ? 'shsub' : 'branch'),
      message: await messageTo('admin', self),
      log: await loginLogOf('admin', self, office.sh),
    };
  };
  const ownLawyer = async (mobile: string): Promise<Ids> => {
    const self = await lawyerId(mobile);
    const own = mobile === demo.lawyer[0] ? office.bj : office.sz;
    return {
      lawyer: self,
      card: await cardOf(self),
      message: await messageTo('lawyer', self),
      log: await loginLogOf('lawyer', self, own),
      office: own,
    };
  };
  const ownAdmin = async (username: string): Promise<Ids> => ({
    message: await messageTo('admin', await adminId(username)),
  });
  const home: Setup['home'] = {
    lawyer: await ownLawyer(demo.lawyer[0]),
    otherLawyer: await ownLawyer(ACCOUNTS.otherLawyer[0]),
    subSub: await shAdmin('subSub'),
    subMain: await shAdmin('subMain'),
    main: await ownAdmin('admin'),
    system: await ownAdmin('bjsub'),
  };

  // What an edit form would load, read as the main admin.
  const known: Setup['known'] = new Map();
  const read = async (kind: Kind, url: string) => {
    const res = await t.get<Record<string, unknown>>(url, token.main);
    expect(res.code, `${url}: ${res.message}`).toBe('200');
    known.set(`${kind}:${String(res.data.id)}`, res.data);
  };
  for (const ids of [foreign, home.subMain!, home.lawyer!, home.otherLawyer!]) {
    if (ids.card) await read('card', `/api/lawyer/card/cardInfo/${ids.card}`);
    if (ids.lawyer) await read('lawyer', `/api/lawyer/lawyerInfo/${ids.lawyer}`);
    if (ids.content) await read('content', `/api/firmContent/${ids.content}`);
    if (ids.office) {
      const res = await t.get<Record<string, unknown>>(
        '/api/firmOrganization/firmOrganizationInfo',
        token.main,
        { id: Number(ids.office) },
      );
      known.set(`office:${ids.office}`, res.data);
    }
  }

  const firmOf = Object.fromEntries(
    (['anon', ...Object.keys(ACCOUNTS)] as Role[]).map((r) => [r, r === 'otherFirm' ? 2 : 1]),
  ) as Record<Role, number>;
  return { t, registered, token, spare, firmOf, foreign, home, known };
};
