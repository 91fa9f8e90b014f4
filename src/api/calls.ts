/**
 * The table of every call the console may make (docs/product.md, Requests). A row is data: method,
 * url (with `{param}` placeholders filled from `args.params`) and, where the server expects it, a
 * form-encoded body. Call it through `call(name, args)` in call.ts.
 *
 * @example call('organization.info', { query: { id: 3 } })
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  method: HttpMethod;
  url: string;
  /** 'form' sends application/x-www-form-urlencoded; the default is JSON. */
  body?: 'form' | 'json';
  /** 'session': the answer is read once per signed-in session and url (kept.ts). */
  keep?: 'session';
  /** A kept call whose answer, for the same params, this call's success makes stale. */
  forgets?: string;
}

export const calls = {
  // Auth and session
  'auth.code': { method: 'GET', url: '/auth/code' },
  'auth.firmInfo': { method: 'GET', url: '/firm/firmInfo/{id}' },
  'auth.getFirmId': { method: 'GET', url: '/auth/getFirmId' },
  'auth.adminLogin': { method: 'POST', url: '/auth/firmAccessUserLogin', body: 'form' },
  'auth.password': { method: 'PUT', url: '/auth/password' },
  'auth.question': { method: 'PUT', url: '/auth/question' },
  'auth.queryCode': { method: 'GET', url: '/auth/queryCode' },
  'auth.self': { method: 'GET', url: '/auth/self' },
  'auth.loginByQuestion': { method: 'POST', url: '/auth/loginByQuestion' },
  'auth.lawyerLogin': { method: 'POST', url: '/auth/lawyerLogin' },
  'auth.logout': { method: 'POST', url: '/auth/logout' },
  // What the account screens show of the signed-in user (mobile, security question).
  'auth.account': { method: 'GET', url: '/auth/account' },
  'cardSelf.getAdminInfo': { method: 'POST', url: '/cardSelf/getAdminInfo', body: 'form' },
  'cardSelf.getCardCode': { method: 'POST', url: '/cardSelf/getCardCode', body: 'form' },
  'cardSelf.checkSmsCode': { method: 'POST', url: '/cardSelf/checkSmsCode' },
  'lawyer.checkMobile': { method: 'GET', url: '/lawyer/checkMobile' },
  'lawyer.register': { method: 'POST', url: '/lawyer/register' },
  // The registration page's office picker (organization.validList is admins' only).
  'lawyer.registerOffices': { method: 'GET', url: '/lawyer/registerOffices' },

  // Organizations (offices)
  'organization.pageList': { method: 'GET', url: '/firmOrganization/pageList' },
  'organization.validList': { method: 'GET', url: '/firmOrganization/validList' },
  'organization.add': { method: 'POST', url: '/firmOrganization/add' },
  'organization.info': { method: 'GET', url: '/firmOrganization/firmOrganizationInfo' },
  'organization.update': { method: 'POST', url: '/firmOrganization/update' },

  // Office admin accounts
  'admin.pageList': { method: 'GET', url: '/firmAccessUser/pageList' },
  'admin.setMain': { method: 'POST', url: '/lawfirm/admins/main', body: 'form' },
  'admin.add': { method: 'POST', url: '/firmAccessUser/add' },
  'admin.update': { method: 'PUT', url: '/firmAccessUser/firmAccessUserUpdate' },
  'admin.delete': { method: 'DELETE', url: '/firmAccessUser/{id}' },
  'admin.queryByLawyer': { method: 'GET', url: '/firmAccessUser/adminQueryByLawyer' },

  // System
  'system.city': { method: 'GET', url: '/system/city/{parentId}' },
  'system.ossSign': { method: 'GET', url: '/auth/ossSign' },
  'system.area': { method: 'GET', url: '/system/area' },
  'system.professional': { method: 'GET', url: '/system/professional' },
  'system.config': { method: 'GET', url: '/system/config' },
  'system.configSave': { method: 'POST', url: '/system/config' },
  // 页面配置 (docs/schemas.md): the firm's published list/form/route files, read by the console
  // after sign-in and at navigations (`since` makes an unchanged answer cheap), and 回滚到上一版
  // from the error page of a page whose published file cannot render.
  'schema.published': { method: 'GET', url: '/schema/published' },
  'schema.rollback': { method: 'POST', url: '/schema/rollback' },
  'audit.queryCode': { method: 'GET', url: '/audit/queryAuditCode' },
  'audit.updateCode': { method: 'POST', url: '/audit/updateAuditCode' },

  // Practice areas
  'profession.standardList': { method: 'GET', url: '/lawyerProfessional/list' },
  'profession.list': { method: 'GET', url: '/selfProfessional/list' },
  'profession.add': { method: 'POST', url: '/selfProfessional/add' },
  'profession.update': { method: 'POST', url: '/selfProfessional/update' },
  'profession.delete': { method: 'POST', url: '/selfProfessional/delete' },
  'profession.updateTop': { method: 'PUT', url: '/selfProfessional/updateTop' },
  'profession.wxList': { method: 'GET', url: '/selfProfessional/wx/list' },

  // Cards
  'card.create': { method: 'POST', url: '/lawyer/card/createCard?firmId={firmId}' },
  'card.pageList': { method: 'GET', url: '/lawyer/card/pageList' },
  'card.info': { method: 'GET', url: '/lawyer/card/cardInfo/{id}' },
  'card.infoByLawyer': { method: 'GET', url: '/lawyer/card/cardInfoByLawyer' },
  'card.update': { method: 'PUT', url: '/lawyer/card/update' },
  'card.adminAudit': { method: 'PUT', url: '/lawyer/card/adminAuditCard' },
  'card.submitAudit': { method: 'PUT', url: '/lawyer/card/submitAudit' },
  'card.delete': { method: 'POST', url: '/lawyer/card/delete' },
  // Batch actions of the card list: `{ ids, ... }` → `{ succeeded, failed }`.
  'card.batchAudit': { method: 'PUT', url: '/lawyer/card/batchAudit' },
  'card.batchDelete': { method: 'POST', url: '/lawyer/card/batchDelete' },
  'card.nextPending': { method: 'GET', url: '/lawyer/card/nextPending' },
  'card.count': { method: 'GET', url: '/lawyer/card/cardNum' },
  // The published card the QR code opens (/card/{id}), read without a session.
  'card.public': { method: 'GET', url: '/card/public/{id}' },
  // Exports answer with an .xlsx file.
  'card.export': { method: 'GET', url: '/lawyer/card/export' },
  // The card round trip: the export, edited, matched back by 名片ID.
  'card.importPreview': { method: 'POST', url: '/lawyer/card/importPreview' },
  'card.import': { method: 'POST', url: '/lawyer/card/import' },
  // Card analytics: what the public card page reports, and the numbers 数据概览, 名片详情 and
  // 我的名片 show (docs/architecture.md, 名片数据).
  'cardEvent.report': { method: 'POST', url: '/cardEvent' },
  'cardStats.overview': { method: 'GET', url: '/cardStats/overview' },
  'cardStats.export': { method: 'GET', url: '/cardStats/export' },
  'cardStats.card': { method: 'GET', url: '/cardStats/card/{id}' },
  'cardStats.mine': { method: 'GET', url: '/cardStats/mine' },

  // Lawyers (personnel)
  'lawyer.pageList': { method: 'GET', url: '/lawyer/pageList' },
  'lawyer.count': { method: 'GET', url: '/lawyer/lawyerNum' },
  'lawyer.addList': { method: 'POST', url: '/lawyer/addList' },
  'lawyer.info': { method: 'GET', url: '/lawyer/lawyerInfo/{id}' },
  'lawyer.update': { method: 'POST', url: '/lawyer/update' },
  'lawyer.pass': { method: 'PUT', url: '/lawyer/pass/{id}' },
  'lawyer.remove': { method: 'DELETE', url: '/lawyer/remove/{id}' },
  'lawyer.updateMobile': { method: 'PUT', url: '/lawyer/updateMobile' },
  'lawyer.updatePassword': { method: 'PUT', url: '/lawyer/updatePassword' },
  'lawyer.export': { method: 'GET', url: '/lawyer/export' },
  'lawyer.batchStatus': { method: 'PUT', url: '/lawyer/batchStatus' },
  // 导入 (docs/architecture.md, Excel import): template, preview, import.
  'lawyer.importTemplate': { method: 'GET', url: '/lawyer/importTemplate' },
  'lawyer.importPreview': { method: 'POST', url: '/lawyer/importPreview' },
  'lawyer.import': { method: 'POST', url: '/lawyer/import' },
  'lawyer.batchNotice': { method: 'POST', url: '/lawyer/batchNotice' },

  // Area hierarchy
  'area.provinceList': { method: 'GET', url: '/area/provinceList' },
  'area.cityList': { method: 'GET', url: '/area/cityList' },
  'area.districtList': { method: 'GET', url: '/area/districtList' },
  'area.byId': { method: 'GET', url: '/area/areaById' },

  // Firm
  'firm.info': { method: 'GET', url: '/firm/firmInfo/{id}' },
  'firm.appconf': { method: 'GET', url: '/firm/appconf' },
  'firm.appconfSave': { method: 'POST', url: '/firm/appconf' },
  'firm.update': { method: 'POST', url: '/firm/update' },
  'firm.mpconf': { method: 'GET', url: '/firm/mpconf' },
  'firm.mpconfSave': { method: 'POST', url: '/firm/mpconf' },

  // Content
  'content.list': { method: 'GET', url: '/firmContent/list' },
  'content.add': { method: 'POST', url: '/firmContent' },
  'content.info': { method: 'GET', url: '/firmContent/{id}' },
  'content.update': { method: 'PUT', url: '/firmContent/{id}' },
  'content.delete': { method: 'DELETE', url: '/firmContent/{id}' },
  'content.status': { method: 'PUT', url: '/firmContent/status/{id}' },
  'content.batchStatus': { method: 'PUT', url: '/firmContent/batchStatus' },

  // A list's column settings (列设置), per signed-in user and list file: read once per session
  // (every visit of a list asked again), read anew after this user saves them.
  'listColumns.get': { method: 'GET', url: '/listColumns/{list}', keep: 'session' },
  'listColumns.save': { method: 'PUT', url: '/listColumns/{list}', forgets: 'listColumns.get' },

  // Messages and logs
  'message.list': { method: 'GET', url: '/message' },
  'message.unreadStatistics': { method: 'GET', url: '/message/getUnReadStatistics' },
  'message.info': { method: 'GET', url: '/message/{id}' },
  // An admin's notice to lawyers (人员管理 发送通知) and 全部已读 on 站内消息.
  'message.notice': { method: 'POST', url: '/message/notice' },
  'message.readAll': { method: 'PUT', url: '/message/readAll' },
  'log.pageList': { method: 'GET', url: '/log/getPageList' },
  'log.adminPageList': { method: 'GET', url: '/log/getAdminLogPageList' },
  'log.info': { method: 'GET', url: '/log/{id}' },
  // The header badge's call keeps its product name (docs/product.md, Requests).
  'logs.msg.count': { method: 'GET', url: '/message/getUnReadStatistics' },

  // Firm configuration sections
  'firmConf.get': { method: 'GET', url: '/firmConf' },
  'firmConf.appConf': { method: 'GET', url: '/firmConf/appConf' },
  'firmConf.appConfSave': { method: 'PUT', url: '/firmConf/appConf' },
  'firmConf.cardPageFields': { method: 'GET', url: '/firmConf/cardPageFields' },
  'firmConf.qrcode': { method: 'GET', url: '/firmConf/qrcode' },
  'firmConf.qrcodeSave': { method: 'PUT', url: '/firmConf/qrcode' },
  'firmConf.mpName': { method: 'GET', url: '/firmConf/mpName' },
  'firmConf.mpNameSave': { method: 'PUT', url: '/firmConf/mpName' },
  'firmConf.loginRegSet': { method: 'GET', url: '/firmConf/loginRegSet' },
  'firmConf.loginRegSetSave': { method: 'PUT', url: '/firmConf/loginRegSet' },
  'firmConf.searchSet': { method: 'GET', url: '/firmConf/searchSet' },
  'firmConf.searchSetSave': { method: 'PUT', url: '/firmConf/searchSet' },
  'firmConf.sortSet': { method: 'GET', url: '/firmConf/sortSet' },
  'firmConf.sortSetSave': { method: 'PUT', url: '/firmConf/sortSet' },
  'firmConf.cardReview': { method: 'GET', url: '/firmConf/cardReview' },
  'firmConf.cardReviewSave': { method: 'PUT', url: '/firmConf/cardReview' },
  'firmConf.shareCover': { method: 'GET', url: '/firmConf/shareCover' },
  'firmConf.shareCoverSave': { method: 'PUT', url: '/firmConf/shareCover' },
  'firmConf.icpSet': { method: 'GET', url: '/firmConf/icpSet' },
  'firmConf.icpSetSave': { method: 'PUT', url: '/firmConf/icpSet' },
  'firmConf.cardStats': { method: 'GET', url: '/firmConf/cardStats' },
  'firmConf.cardStatsSave': { method: 'PUT', url: '/firmConf/cardStats' },

  // 页面配置 (docs/schemas.md): the firm's editable schema files, their versions and publishing.
  'schema.files': { method: 'GET', url: '/schema/files' },
  'schema.file': { method: 'GET', url: '/schema/file' },
  'schema.impact': { method: 'POST', url: '/schema/impact' },
  'schema.publish': { method: 'POST', url: '/schema/publish' },
  'schema.history': { method: 'GET', url: '/schema/history' },
  'schema.version': { method: 'GET', url: '/schema/version' },
  'schema.reset': { method: 'POST', url: '/schema/reset' },

  // App configuration the shell loads at start (conf.app → GET /firm/appconf)
  'conf.app': { method: 'GET', url: '/firm/appconf' },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof calls;

export const isCallName = (name: string): name is CallName =>
  Object.prototype.hasOwnProperty.call(calls, name);
