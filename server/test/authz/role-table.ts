// The authorization matrix (docs/security.md, suite 1): for every route the server registers, who
// may call it and with which scope. Written down as data, not derived: `access` must equal the
// route's `config.access` and `allow` must fit inside it, so a route whose access changes, or a new
// route, fails role-matrix.test.ts until this table says what is meant. Handlers may narrow a rule
// further (GET /firmConf also wants level 1 or `system`); the table records what the server does.
import type { Access } from '../../src/plugins/auth';

/** Who calls. The accounts behind each are set up in role-targets.ts. */
export const ROLES = [
  'anon',
  'lawyer', // 张伟, 北京总所
  'otherLawyer', // 黄蕾, 深圳分所: same office as the lawyer whose records are targeted
  'subSub', // 周佳怡, level 4, 上海分所
  'subMain', // 李思远, level 3, 上海分所
  'main', // 王明德, level 1, 北京总所, without `system`
  'system', // 赵晓雯, level 2, 北京总所, granted `system`
  'otherFirm', // 钱星河, level 1 + system of 星河 (firm 2)
] as const;
export type Role = (typeof ROLES)[number];

/**
 * - any: allowed; the call names nothing of someone else's (own account, settings, lists, …)
 * - firm: allowed on any record of the caller's firm (another firm's: not found, 404)
 * - office: only records of the caller's own office (another office's: 403)
 * - own: only the caller's own records (another lawyer's or user's: 403)
 */
export type Scope = 'any' | 'firm' | 'office' | 'own';

/** What a route's `id` (path, query or body) names. */
export type Kind =
  | 'lawyer'
  | 'card'
  | 'message'
  | 'log'
  | 'admin'
  | 'office'
  | 'content'
  | 'profession'
  | 'firm'
  | 'area';

export interface Entry {
  access: Access;
  allow: Partial<Record<Role, Scope>>;
  id?: Kind;
  /**
   * The answer to another firm's caller when not 404: firmInfo compares the firm itself (403);
   * addList validates the rows' office as a field (400 所属机构不存在).
   */
  foreignFirm?: '400' | '403';
}

const PUBLIC: Access = 'public';
const USER: Access = 'user';
const ADMIN: Access = { roles: ['admin'] };
const LAWYER: Access = { roles: ['lawyer'] };
const BOTH: Access = { roles: ['admin', 'lawyer'] };
const L1: Access = { roles: ['admin'], levels: [1] };
const L12: Access = { roles: ['admin'], levels: [1, 2] };
const L13: Access = { roles: ['admin'], levels: [1, 3] };
const SYS: Access = { roles: ['admin'], system: true };

const all = (scope: Scope, roles: readonly Role[]) =>
  Object.fromEntries(roles.map((r) => [r, scope])) as Partial<Record<Role, Scope>>;
const EVERYONE = all('any', ROLES);
const SIGNED_IN = all('any', ROLES.slice(1));
const LAWYERS = all('any', ['lawyer', 'otherLawyer']);
const ADMINS = all('any', ['subSub', 'subMain', 'main', 'system', 'otherFirm']);
/** Acts on one record: main-office admins firm-wide, sub-office admins their office only. */
const SCOPED = {
  ...all('office', ['subSub', 'subMain']),
  ...all('firm', ['main', 'system', 'otherFirm']),
};
/** Admins on the record, a lawyer on their own. */
const OWN_CARD = { ...SCOPED, ...all('own', ['lawyer', 'otherLawyer']) };
/** A list filtered by office: another office is 403 below the main office. */
const FILTERED = { ...SCOPED, ...all('any', ['main', 'system', 'otherFirm']) };
const LEVEL1 = all('any', ['main', 'otherFirm']);
const SYSTEM = all('any', ['system', 'otherFirm']);
const PROFESSION = all('firm', ['main', 'otherFirm']);
/** Admin accounts are managed by main admins (levels 1 and 3) only. */
const ADMIN_MGMT = { subMain: 'office', main: 'firm', otherFirm: 'firm' } as const;

const e = (access: Access, allow: Entry['allow'], id?: Kind, more: Partial<Entry> = {}) => ({
  access,
  allow,
  ...(id ? { id } : {}),
  ...more,
});

export const MATRIX: Record<string, Entry> = {
  // Sign-in, registration and what the login page reads: no session needed.
  'POST /api/auth/loginByQuestion': e(PUBLIC, EVERYONE),
  'GET /api/auth/code': e(PUBLIC, EVERYONE),
  'GET /api/auth/queryCode': e(PUBLIC, EVERYONE),
  'POST /api/auth/firmAccessUserLogin': e(PUBLIC, EVERYONE),
  'POST /api/auth/lawyerLogin': e(PUBLIC, EVERYONE),
  'GET /api/auth/getFirmId': e(PUBLIC, EVERYONE),
  'GET /api/health': e(PUBLIC, EVERYONE),
  'POST /api/cardSelf/getCardCode': e(PUBLIC, EVERYONE),
  'POST /api/cardSelf/checkSmsCode': e(PUBLIC, EVERYONE),
  'GET /api/demo/sms-outbox': e(PUBLIC, EVERYONE),
  'GET /api/firm/firmInfo/:id': e(PUBLIC, { ...EVERYONE, otherFirm: 'firm' }, 'firm', {
    foreignFirm: '403',
  }),
  'GET /api/firm/appconf': e(PUBLIC, EVERYONE),
  'GET /api/lawyer/checkMobile': e(PUBLIC, EVERYONE),
  'GET /api/lawyer/registerOffices': e(PUBLIC, EVERYONE),
  'POST /api/lawyer/register': e(PUBLIC, EVERYONE),
  'GET /api/card/public/:id': e(PUBLIC, { ...EVERYONE, otherFirm: 'firm' }, 'card'),
  'POST /api/cardEvent': e(PUBLIC, { ...EVERYONE, otherFirm: 'firm' }, 'card'),
  'POST /api/oss/upload': e(PUBLIC, EVERYONE),
  'GET /api/oss/files/*': e(PUBLIC, EVERYONE),

  // The signed-in user's own account.
  'GET /api/auth/account': e(USER, SIGNED_IN),
  'GET /api/auth/self': e(USER, SIGNED_IN),
  'POST /api/auth/logout': e(USER, SIGNED_IN),
  'PUT /api/auth/question': e(ADMIN, ADMINS),
  'PUT /api/auth/password': e(ADMIN, ADMINS),
  // 列设置: each user's own, by list file name (no record of anyone else's is named).
  'GET /api/listColumns/:list': e(USER, SIGNED_IN),
  'PUT /api/listColumns/:list': e(USER, SIGNED_IN),
  'PUT /api/lawyer/updateMobile': e(LAWYER, LAWYERS),
  'PUT /api/lawyer/updatePassword': e(LAWYER, LAWYERS),
  'GET /api/auth/ossSign': e(BOTH, SIGNED_IN),

  // Firm settings: 运营管理 (level 1), 功能设置 (system).
  'POST /api/firm/appconf': e(SYS, SYSTEM),
  'GET /api/firm/mpconf': e(SYS, SYSTEM),
  'POST /api/firm/mpconf': e(SYS, SYSTEM),
  // Platform parameters: every admin reads its firm's, `system` changes them.
  'GET /api/system/config': e(ADMIN, ADMINS),
  'POST /api/system/config': e(SYS, SYSTEM),
  // The firm's profile: every admin reads it, the main office's main admin changes it.
  'GET /api/firm/profile': e(ADMIN, ADMINS),
  'POST /api/firm/update': e(L1, LEVEL1),
  'GET /api/firmConf/shareCover': e(L1, LEVEL1),
  'PUT /api/firmConf/shareCover': e(L1, LEVEL1),
  'GET /api/firmConf/cardReview': e(L1, LEVEL1),
  'PUT /api/firmConf/cardReview': e(L1, LEVEL1),
  'GET /api/firmConf/sortSet': e(L1, LEVEL1),
  'PUT /api/firmConf/sortSet': e(L1, LEVEL1),
  'GET /api/firmConf/loginRegSet': e(L1, LEVEL1),
  'PUT /api/firmConf/loginRegSet': e(L1, LEVEL1),
  'GET /api/firmConf/qrcode': e(L1, LEVEL1),
  'PUT /api/firmConf/qrcode': e(L1, LEVEL1),
  'GET /api/firmConf/searchSet': e(SYS, SYSTEM),
  'PUT /api/firmConf/searchSet': e(SYS, SYSTEM),
  'GET /api/firmConf/icpSet': e(SYS, SYSTEM),
  'PUT /api/firmConf/icpSet': e(SYS, SYSTEM),
  'GET /api/firmConf/cardStats': e(SYS, SYSTEM),
  'PUT /api/firmConf/cardStats': e(SYS, SYSTEM),
  'GET /api/firmConf/mpName': e(SYS, SYSTEM),
  'PUT /api/firmConf/mpName': e(SYS, SYSTEM),
  'GET /api/firmConf/appConf': e(L1, LEVEL1),
  'PUT /api/firmConf/appConf': e(L1, LEVEL1),
  'GET /api/firmConf/cardPageFields': e(L1, LEVEL1),
  // Every section at once: level 1 or system (checked in the handler).
  'GET /api/firmConf': e(ADMIN, { ...LEVEL1, ...SYSTEM }),
  'GET /api/audit/queryAuditCode': e(L1, LEVEL1),
  'POST /api/audit/updateAuditCode': e(L1, LEVEL1),

  // Offices and their admin accounts.
  'GET /api/firmOrganization/pageList': e(ADMIN, ADMINS),
  'GET /api/firmOrganization/validList': e(ADMIN, ADMINS),
  'GET /api/firmOrganization/firmOrganizationInfo': e(ADMIN, SCOPED, 'office'),
  'POST /api/firmOrganization/add': e(L12, all('any', ['main', 'system', 'otherFirm'])),
  'POST /api/firmOrganization/update': e(ADMIN, SCOPED, 'office'),
  // Unlike the lawyer and card lists, it looks the office up: another firm's is not found.
  'GET /api/firmAccessUser/pageList': e(ADMIN, { ...FILTERED, otherFirm: 'firm' }),
  'POST /api/firmAccessUser/add': e(L13, ADMIN_MGMT),
  'PUT /api/firmAccessUser/firmAccessUserUpdate': e(L13, ADMIN_MGMT, 'admin'),
  'DELETE /api/firmAccessUser/:id': e(L13, ADMIN_MGMT, 'admin'),
  'POST /api/lawfirm/admins/main': e(L13, ADMIN_MGMT, 'admin'),

  // Lawyers (人员管理).
  'GET /api/lawyer/pageList': e(ADMIN, FILTERED),
  'GET /api/lawyer/lawyerNum': e(ADMIN, FILTERED),
  'GET /api/lawyer/export': e(ADMIN, FILTERED),
  'POST /api/lawyer/addList': e(ADMIN, SCOPED, undefined, { foreignFirm: '400' }),
  'GET /api/lawyer/lawyerInfo/:id': e(ADMIN, SCOPED, 'lawyer'),
  'POST /api/lawyer/update': e(ADMIN, SCOPED, 'lawyer'),
  'PUT /api/lawyer/pass/:id': e(ADMIN, SCOPED, 'lawyer'),
  'DELETE /api/lawyer/remove/:id': e(ADMIN, SCOPED, 'lawyer'),
  // Batch actions name their records in `ids`: one out of scope refuses the whole batch.
  'PUT /api/lawyer/batchStatus': e(ADMIN, SCOPED, 'lawyer'),
  // 导入 names no record: its rows' offices are checked row by row (another office: a row error).
  'GET /api/lawyer/importTemplate': e(ADMIN, ADMINS),
  'POST /api/lawyer/importPreview': e(ADMIN, ADMINS),
  'POST /api/lawyer/import': e(ADMIN, ADMINS),
  'POST /api/lawyer/batchNotice': e(ADMIN, SCOPED, 'lawyer'),

  // Cards: admins by office, a lawyer only their own.
  'GET /api/lawyer/card/pageList': e(ADMIN, FILTERED),
  'GET /api/lawyer/card/cardNum': e(ADMIN, FILTERED),
  'GET /api/lawyer/card/export': e(ADMIN, FILTERED),
  'GET /api/lawyer/card/cardInfo/:id': e(ADMIN, SCOPED, 'card'),
  'POST /api/lawyer/card/createCard': e(BOTH, OWN_CARD),
  'PUT /api/lawyer/card/update': e(BOTH, OWN_CARD, 'card'),
  'PUT /api/lawyer/card/submitAudit': e(BOTH, OWN_CARD, 'card'),
  'POST /api/lawyer/card/delete': e(ADMIN, SCOPED, 'card'),
  'PUT /api/lawyer/card/adminAuditCard': e(ADMIN, SCOPED, 'card'),
  'PUT /api/lawyer/card/batchAudit': e(ADMIN, SCOPED, 'card'),
  'POST /api/lawyer/card/batchDelete': e(ADMIN, SCOPED, 'card'),
  // 导入修改: cards named in the sheet out of the caller's office or firm are row errors.
  'POST /api/lawyer/card/importPreview': e(ADMIN, ADMINS),
  'POST /api/lawyer/card/import': e(ADMIN, ADMINS),
  // 下一张待审核: within the caller's scope, whatever card is on screen.
  'GET /api/lawyer/card/nextPending': e(ADMIN, ADMINS),
  'GET /api/lawyer/card/cardInfoByLawyer': e(LAWYER, LAWYERS),
  'GET /api/firmAccessUser/adminQueryByLawyer': e(LAWYER, LAWYERS),
  'POST /api/cardSelf/getAdminInfo': e(LAWYER, LAWYERS),

  // Card analytics: 数据概览 is office-scoped inside (levels 3–4 read their office's numbers).
  'GET /api/cardStats/overview': e(ADMIN, ADMINS),
  'GET /api/cardStats/export': e(ADMIN, ADMINS),
  'GET /api/cardStats/card/:id': e(BOTH, OWN_CARD, 'card'),
  'GET /api/cardStats/mine': e(LAWYER, LAWYERS),

  // Messages: each user reads their own; admins send notices to lawyers of their scope.
  'GET /api/message': e(USER, SIGNED_IN),
  'GET /api/message/getUnReadStatistics': e(USER, SIGNED_IN),
  'PUT /api/message/readAll': e(USER, SIGNED_IN),
  'GET /api/message/:id': e(USER, all('own', ROLES.slice(1)), 'message'),
  'POST /api/message/notice': e(ADMIN, SCOPED),

  // Reference data.
  'GET /api/system/city/:parentId': e(USER, SIGNED_IN),
  'GET /api/system/area': e(USER, SIGNED_IN),
  'GET /api/system/professional': e(USER, SIGNED_IN),
  'GET /api/area/provinceList': e(USER, SIGNED_IN),
  'GET /api/area/cityList': e(USER, SIGNED_IN),
  'GET /api/area/districtList': e(USER, SIGNED_IN),
  'GET /api/area/areaById': e(USER, SIGNED_IN, 'area'),
  'GET /api/lawyerProfessional/list': e(USER, SIGNED_IN),
  'GET /api/selfProfessional/wx/list': e(USER, SIGNED_IN),

  // Content (内容管理): by office.
  'GET /api/firmContent/list': e(ADMIN, ADMINS),
  'POST /api/firmContent': e(ADMIN, ADMINS),
  'GET /api/firmContent/:id': e(ADMIN, SCOPED, 'content'),
  'PUT /api/firmContent/:id': e(ADMIN, SCOPED, 'content'),
  'DELETE /api/firmContent/:id': e(ADMIN, SCOPED, 'content'),
  'PUT /api/firmContent/status/:id': e(ADMIN, SCOPED, 'content'),
  'PUT /api/firmContent/batchStatus': e(ADMIN, SCOPED, 'content'),

  // The firm's practice areas: level 1 edits.
  'GET /api/selfProfessional/list': e(ADMIN, ADMINS),
  'POST /api/selfProfessional/add': e(L1, LEVEL1),
  'POST /api/selfProfessional/update': e(L1, PROFESSION, 'profession'),
  'POST /api/selfProfessional/delete': e(L1, PROFESSION, 'profession'),
  'PUT /api/selfProfessional/updateTop': e(L1, PROFESSION, 'profession'),

  // 页面配置: a firm's `system` admin changes that firm's forms, lists and route table (a file key
  // names no record); every signed-in user of the firm reads what it published.
  'GET /api/schema/files': e(SYS, SYSTEM),
  'GET /api/schema/file': e(SYS, SYSTEM),
  'POST /api/schema/impact': e(SYS, SYSTEM),
  'POST /api/schema/publish': e(SYS, SYSTEM),
  'GET /api/schema/history': e(SYS, SYSTEM),
  'GET /api/schema/version': e(SYS, SYSTEM),
  'POST /api/schema/rollback': e(SYS, SYSTEM),
  'POST /api/schema/reset': e(SYS, SYSTEM),
  'GET /api/schema/published': e(USER, SIGNED_IN),

  // Important logs: admins by office, a lawyer their own.
  'GET /api/log/getAdminLogPageList': e(ADMIN, ADMINS),
  'GET /api/log/getPageList': e(LAWYER, LAWYERS),
  'GET /api/log/:id': e(USER, { ...SCOPED, ...all('own', ['lawyer', 'otherLawyer']) }, 'log'),
};
