// Writes the demo data of demo-data.ts: firm 1 with three offices, admins, lawyers, cards in every
// status, content, messages and logs, plus firm 2 so cross-firm isolation can be seen and tested.
import type { Db } from '../db/client';
import {
  firm,
  firmAccessUser,
  firmContent,
  lawyer,
  lawyerCard,
  log,
  message,
  organization,
  selfProfessional,
} from '../db/schema';
import { hashPassword, type HashCost } from '../lib/crypto';
import { defaultAppConf } from '../routes/firm/app-conf';
import { demoCardContent, ownAreas } from './demo-cards';
import * as demo from './demo-data';

export const seedDemo = async (db: Db, cost?: HashCost) => {
  // One hash per distinct password is enough for demo rows.
  const hashes = Object.fromEntries(
    await Promise.all(
      Object.entries(demo.demoPasswords).map(
        async ([k, pw]) => [k, await hashPassword(pw, cost)] as const,
      ),
    ),
  ) as Record<keyof typeof demo.demoPasswords, string>;

  const [f1] = await db
    .insert(firm)
    .values({
      name: '君合明德律师事务所',
      shortName: '君合明德',
      appConf: JSON.stringify(defaultAppConf()),
      mpName: '君合明德数字名片',
    })
    .returning({ id: firm.id });
  const firmId = f1.id;

  const officeIds = {} as Record<demo.OfficeKey, number>;
  for (const o of demo.offices) {
    const [row] = await db
      .insert(organization)
      .values({
        firmId,
        name: o.name,
        type: o.type,
        area: o.area,
        address: o.address,
        contact: o.contact,
        phone: o.phone,
        sort: o.sort,
        intro: `${o.name}专注于商事争议解决与企业合规服务。`,
      })
      .returning({ id: organization.id });
    officeIds[o.key] = row.id;
  }

  const adminIds: Record<string, number> = {};
  for (const a of demo.admins) {
    const [row] = await db
      .insert(firmAccessUser)
      .values({
        firmId,
        organizationId: officeIds[a.office],
        username: a.username,
        name: a.name,
        mobile: a.mobile,
        passwordHash: hashes[a.password],
        level: a.level,
        system: a.system,
      })
      .returning({ id: firmAccessUser.id });
    adminIds[a.username] = row.id;
  }

  // The firm's own practice areas: cards pick from these (by id).
  const ownRows = await db
    .insert(selfProfessional)
    .values(ownAreas.map((name, i) => ({ firmId, name, top: i === 0, sort: i + 1 })))
    .returning({ id: selfProfessional.id, name: selfProfessional.name });
  const areaIds = new Map(ownRows.map((r) => [r.name, r.id]));
  const officeOf = new Map(demo.offices.map((o) => [o.key, o]));

  let firstLawyerId = 0;
  for (const [index, l] of demo.lawyers.entries()) {
    const organizationId = officeIds[l.office];
    const [row] = await db
      .insert(lawyer)
      .values({
        firmId,
        organizationId,
        name: l.name,
        mobile: l.mobile,
        passwordHash: hashes.lawyer,
        status: l.status,
      })
      .returning({ id: lawyer.id });
    firstLawyerId ||= row.id;
    if (l.card === null) continue;
    const o = officeOf.get(l.office)!;
    const content = demoCardContent(
      { ...l, index, officeArea: o.area, officeAddress: o.address },
      areaIds,
    );
    const approved = { name: l.name, title: l.title, organizationId, ...content };
    await db.insert(lawyerCard).values({
      firmId,
      lawyerId: row.id,
      organizationId,
      name: l.name,
      title: l.title,
      // A pending revision: the edited card waits for audit while the approved one stays public.
      status: l.revision ? 1 : l.card,
      rejectReason: l.card === 3 ? '照片不清晰，请更换正装证件照' : null,
      content: l.revision
        ? { ...content, bio: `${content.bio}近年来专注于企业出海与跨境投资业务。` }
        : content,
      published: l.card === 2 ? approved : null,
    });
  }

  await db
    .insert(firmContent)
    .values(demo.articles.map((a) => ({ ...a, firmId, organizationId: officeIds.bj })));

  const msg = (
    toUserType: string,
    toUserId: number,
    m: { title: string; content: string; status: number; type?: string; senderName?: string },
  ) => ({ firmId, toUserType, toUserId, ...m });
  await db
    .insert(message)
    .values([
      ...demo.lawyerMessages.map((m) => msg('lawyer', firstLawyerId, m)),
      ...demo.adminMessages.map((m) => msg('admin', adminIds.admin, m)),
      msg('admin', adminIds.branch, demo.adminMessages[0]),
    ]);

  // Important logs as lib/audit.ts writes them: type, action, target with its kind, the operator's
  // office and the target's office (levels 3–4 see logs of either).
  const entry = (
    who: 'admin' | 'branch',
    type: string,
    action: string,
    target: string,
    targetOrganizationId: number | null,
    detail = '',
  ) => ({
    firmId,
    organizationId: who === 'admin' ? officeIds.bj : officeIds.sh,
    type,
    operatorType: 'admin',
    operatorId: adminIds[who],
    operatorName: who === 'admin' ? '王明德' : '李思远',
    action,
    target,
    targetOrganizationId,
    detail,
    ip: '127.0.0.1',
  });
  await db
    .insert(log)
    .values([
      entry('admin', 'create', '新增机构', '机构「上海分所」', officeIds.sh),
      entry('admin', 'create', '新增机构', '机构「深圳分所」', officeIds.sz),
      entry('admin', 'create', '新增管理员', '管理员「branch」', officeIds.sh, '上海分所，级别 3'),
      entry('admin', 'update', '修改专业领域', '专业领域「公司法务」', null),
      entry('branch', 'audit', '审核名片', '名片「郑敏」', officeIds.sh, '审核通过'),
    ]);

  // Firm 2: its own office, admin and lawyer; nothing of it may ever show up for firm 1.
  const [f2] = await db
    .insert(firm)
    .values({
      name: '星河律师事务所',
      shortName: '星河',
      appConf: JSON.stringify(defaultAppConf()),
    })
    .returning({ id: firm.id });
  const [o2] = await db
    .insert(organization)
    .values({ firmId: f2.id, name: '杭州总所', type: 1, area: ['33', '3301', '330106'] })
    .returning({ id: organization.id });
  await db.insert(firmAccessUser).values({
    firmId: f2.id,
    organizationId: o2.id,
    username: 'other',
    name: '钱星河',
    mobile: '13700000001',
    passwordHash: hashes.other,
    level: 1,
    system: true,
  });
  await db.insert(lawyer).values({
    firmId: f2.id,
    organizationId: o2.id,
    name: '钱多多',
    mobile: '13800000001',
    passwordHash: hashes.lawyer,
    status: 1,
  });
};
