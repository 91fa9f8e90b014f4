import { describe, expect, it } from 'vitest';
import { calls, isCallName } from './calls';

// The product's API table, transcribed call by call: a call it lists must be in the table with the
// same method, path and encoding. "{…}" stands for any path placeholder.
const SPEC_CALLS: readonly string[] = [
  // Auth
  'GET /auth/code',
  'GET /firm/firmInfo/{}',
  'GET /auth/getFirmId',
  'POST /auth/firmAccessUserLogin form',
  'PUT /auth/password',
  'PUT /auth/question',
  'GET /auth/queryCode',
  'GET /auth/self',
  'POST /auth/loginByQuestion',
  'POST /cardSelf/getAdminInfo form',
  'POST /cardSelf/getCardCode form',
  'POST /cardSelf/checkSmsCode',
  'POST /auth/lawyerLogin',
  'GET /lawyer/checkMobile',
  'POST /lawyer/register',
  // Organization
  'GET /firmOrganization/pageList',
  'GET /firmOrganization/validList',
  'POST /firmOrganization/add',
  'GET /firmOrganization/firmOrganizationInfo',
  'POST /firmOrganization/update',
  // Admins
  'GET /firmAccessUser/pageList',
  'POST /lawfirm/admins/main form',
  'POST /firmAccessUser/add',
  'PUT /firmAccessUser/firmAccessUserUpdate',
  'DELETE /firmAccessUser/{}',
  // System
  'GET /system/city/{}',
  'GET /auth/ossSign',
  'GET /system/area',
  'GET /system/professional',
  'GET /system/config',
  'POST /system/config',
  'GET /audit/queryAuditCode',
  'POST /audit/updateAuditCode',
  // Professional areas
  'GET /lawyerProfessional/list',
  'GET /selfProfessional/list',
  'POST /selfProfessional/add',
  'POST /selfProfessional/update',
  'POST /selfProfessional/delete',
  'PUT /selfProfessional/updateTop',
  'GET /selfProfessional/wx/list',
  // Cards
  'POST /lawyer/card/createCard?firmId={}',
  'GET /lawyer/card/pageList',
  'GET /lawyer/card/cardInfo/{}',
  'GET /lawyer/card/cardInfoByLawyer',
  'PUT /lawyer/card/update',
  'PUT /lawyer/card/adminAuditCard',
  'PUT /lawyer/card/submitAudit',
  'POST /lawyer/card/delete',
  'GET /lawyer/card/cardNum',
  // Lawyers
  'GET /lawyer/pageList',
  'GET /lawyer/lawyerNum',
  'POST /lawyer/addList',
  'GET /lawyer/lawyerInfo/{}',
  'POST /lawyer/update',
  'PUT /lawyer/pass/{}',
  'DELETE /lawyer/remove/{}',
  'PUT /lawyer/updateMobile',
  'PUT /lawyer/updatePassword',
  // Area
  'GET /area/provinceList',
  'GET /area/cityList',
  'GET /area/districtList',
  'GET /area/areaById',
  // Firm
  'GET /firm/appconf',
  'POST /firm/appconf',
  'POST /firm/update',
  'GET /firm/mpconf',
  'POST /firm/mpconf',
  'GET /firmAccessUser/adminQueryByLawyer',
  // Content
  'GET /firmContent/list',
  'POST /firmContent',
  'GET /firmContent/{}',
  'PUT /firmContent/{}',
  'DELETE /firmContent/{}',
  'PUT /firmContent/status/{}',
  // Messages and logs
  'GET /message',
  'GET /message/getUnReadStatistics',
  'GET /message/{}',
  'GET /log/getPageList',
  'GET /log/getAdminLogPageList',
  'GET /log/{}',
  // Firm config
  'GET /firmConf',
  'GET /firmConf/appConf',
  'PUT /firmConf/appConf',
  ...[
    'qrcode',
    'mpName',
    'loginRegSet',
    'searchSet',
    'sortSet',
    'cardReview',
    'shareCover',
    'icpSet',
  ].flatMap((section) => [`GET /firmConf/${section}`, `PUT /firmConf/${section}`]),
];

// Calls whose path the product chose (docs/product.md, Requests; the header badge, conf.app).
const NAMED_CALLS = {
  'logs.msg.count': 'GET /message/getUnReadStatistics',
  'conf.app': 'GET /firm/appconf',
} as const;

const rows = Object.entries(calls).map(([name, spec]) => ({
  name,
  key: `${spec.method} ${spec.url.replace(/\{\w+\}/g, '{}')}${'body' in spec && spec.body === 'form' ? ' form' : ''}`,
}));
const tableKeys = new Set(rows.map((row) => row.key));

describe('call table', () => {
  it('the API table has no duplicates', () => {
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
  });

  it.each(SPEC_CALLS)('has %s', (key) => {
    expect(tableKeys).toContain(key);
  });

  // Calls added by later issues (docs/contract-admin-screens.md); anything else must be in §7.
  const LATER_CALLS = [
    'GET /lawyer/export',
    'GET /lawyer/card/export',
    // docs/architecture.md, onboarding: the public office list of the registration page.
    'GET /lawyer/registerOffices',
    // docs/architecture.md, public card page: the published card behind the QR code.
    'GET /card/public/{}',
    // docs/architecture.md, account settings: the signed-in user's own account.
    'GET /auth/account',
    // docs/architecture.md, messages: notices from admins, and 全部已读.
    'POST /message/notice',
    'PUT /message/readAll',
    // docs/security.md, Sessions ending mid-form: 退出登录 revokes the session on the server.
    'POST /auth/logout',
    // docs/schemas.md, 页面配置: the console's published files, and 回滚到上一版 from a broken page.
    'GET /schema/published',
    'POST /schema/rollback',
    // docs/architecture.md, 名片数据: card events from the public page and the numbers behind them.
    'POST /cardEvent',
    'GET /cardStats/overview',
    'GET /cardStats/export',
    'GET /cardStats/card/{}',
    'GET /cardStats/mine',
    // docs/architecture.md, Resources: the 名片页 setting offers the card form's fields.
    'GET /firmConf/cardPageFields',
    // docs/security.md, 名片数据: how long card events are kept (功能设置 › 数据保留).
    'GET /firmConf/cardStats',
    'PUT /firmConf/cardStats',
    // docs/architecture.md, Excel import: 人员 (template, preview, import) and the card round trip.
    'GET /lawyer/importTemplate',
    'POST /lawyer/importPreview',
    'POST /lawyer/import',
    'POST /lawyer/card/importPreview',
    'POST /lawyer/card/import',
    // docs/architecture.md, Batch actions of the lists.
    'PUT /lawyer/card/batchAudit',
    'POST /lawyer/card/batchDelete',
    'PUT /lawyer/batchStatus',
    'POST /lawyer/batchNotice',
    'PUT /firmContent/batchStatus',
    // docs/architecture.md, 名片详情: 下一张待审核 after an audit.
    'GET /lawyer/card/nextPending',
    // docs/architecture.md, Column settings: 列设置 kept per user and list.
    'GET /listColumns/{}',
    'PUT /listColumns/{}',
    // docs/schemas.md, 页面配置: the schema files, their versions, publishing and 恢复默认.
    'GET /schema/files',
    'GET /schema/file',
    'POST /schema/impact',
    'POST /schema/publish',
    'GET /schema/history',
    'GET /schema/version',
    'POST /schema/reset',
  ];

  it('every row is a call the API table lists or a documented later addition', () => {
    const spec = new Set<string>([...SPEC_CALLS, ...Object.values(NAMED_CALLS), ...LATER_CALLS]);
    expect(rows.filter((row) => !spec.has(row.key)).map((row) => row.name)).toEqual([]);
  });

  it.each(Object.entries(NAMED_CALLS))('names %s as the product does (%s)', (name, key) => {
    expect(isCallName(name)).toBe(true);
    expect(rows.find((row) => row.name === name)?.key).toBe(key);
  });

  it('names are resource.verb', () => {
    const bad = rows
      .map((row) => row.name)
      .filter((n) => !/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/.test(n));
    expect(bad).toEqual([]);
  });

  it('no two names differ only by case', () => {
    const lower = rows.map((row) => row.name.toLowerCase());
    expect(lower.filter((name, i) => lower.indexOf(name) !== i)).toEqual([]);
  });

  it('urls start with / and use {word} placeholders only', () => {
    for (const { url } of Object.values(calls)) {
      expect(url).toMatch(/^\/[\w/]*(\{\w+\}[\w/]*)*(\?\w+=\{\w+\})?$/);
    }
  });

  it('isCallName rejects inherited keys', () => {
    expect(isCallName('toString')).toBe(false);
    expect(isCallName('constructor')).toBe(false);
  });
});
