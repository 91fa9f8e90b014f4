// One Drizzle schema for both drivers (PGlite and node-postgres): only plain pg-core types, so the
// same generated migrations run on either. Every business row carries firm_id; editable rows carry
// an integer version bumped on every update (optimistic locking: docs/product.md, Codes, 409).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('create_time').notNull().defaultNow();
const updated = () => ts('update_time').notNull().defaultNow();
const version = () => integer('version').notNull().default(1);
// Who saved the row last (the admin's or lawyer's name; null until the first edit): a stale save's
// 409 names them (lib/biz-error.ts conflict).
const updatedBy = () => varchar('updated_by', { length: 50 });

export const firm = pgTable('firm', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  shortName: varchar('short_name', { length: 50 }).notNull().default(''),
  // Stored as text on purpose: appConf/appConfSet travel as text, parsed on read (docs/product.md).
  appConf: text('app_conf').notNull().default(''),
  appConfSet: text('app_conf_set').notNull().default(''),
  mpName: varchar('mp_name', { length: 100 }).notNull().default(''),
  qrcode: text('qrcode').notNull().default(''),
  // Settings sections (loginRegSet, searchSet, sortSet, cardReview, shareCover, icpSet) by name.
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createTime: created(),
  updateTime: updated(),
  version: version(),
});

export const organization = pgTable(
  'organization',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    type: smallint('type').notNull(), // 1 总所, 2 分所
    contact: varchar('contact', { length: 20 }),
    phone: varchar('phone', { length: 20 }),
    area: jsonb('area').$type<string[]>().notNull().default([]),
    address: varchar('address', { length: 100 }),
    homeUrl: varchar('home_url', { length: 200 }),
    intro: varchar('intro', { length: 500 }),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1), // 1 启用, 0 停用
    // Every field of forms/office.json that is not a column above (schemas/resources/office.json).
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    createTime: created(),
    updateTime: updated(),
    version: version(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index('organization_firm_idx').on(t.firmId, t.type, t.sort),
    // Office names are unique per firm; the index decides between two simultaneous adds (a
    // double-clicked 提交) where the name check before the insert cannot.
    uniqueIndex('organization_name_idx').on(t.firmId, t.name),
  ],
);

export const firmAccessUser = pgTable(
  'firm_access_user',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    username: varchar('username', { length: 20 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    level: smallint('level').notNull(), // 1..4, docs/product.md, Office levels
    system: boolean('system').notNull().default(false),
    status: smallint('status').notNull().default(1), // 1 正常, 0 停用
    // Every field of forms/office-admin.json that is not a column (resources/admin.json).
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lastFailedAt: ts('last_failed_at'),
    lastLoginTime: ts('last_login_time'),
    // 密保登录 (docs/security.md): one of the preset questions and the argon2id hash of the
    // normalised answer; both null until the admin sets them.
    securityQuestion: varchar('security_question', { length: 50 }),
    securityAnswerHash: text('security_answer_hash'),
    createTime: created(),
    updateTime: updated(),
    version: version(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('firm_access_user_username_idx').on(t.firmId, t.username),
    index('firm_access_user_org_idx').on(t.organizationId),
  ],
);

export const lawyer = pgTable(
  'lawyer',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    passwordHash: text('password_hash'),
    status: smallint('status').notNull().default(0), // 0 待审核, 1 正常, 2 已停用
    // Every field of forms/lawyer.json that is not a column above (resources/lawyer.json).
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    lastLoginTime: ts('last_login_time'),
    createTime: created(),
    updateTime: updated(),
    version: version(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('lawyer_mobile_idx').on(t.firmId, t.mobile),
    index('lawyer_org_idx').on(t.organizationId),
    // 人员管理's order (newest first): a page is read off the index instead of sorting the firm.
    index('lawyer_list_idx').on(
      t.firmId,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const lawyerCard = pgTable(
  'lawyer_card',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    lawyerId: integer('lawyer_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    // Toneless pinyin of `name` (张三 → "zhang san"), set whenever the name is saved: the card
    // list's 姓名拼音 order (sortSet). Null only until the startup backfill has run.
    namePinyin: varchar('name_pinyin', { length: 200 }),
    title: varchar('title', { length: 50 }).notNull().default(''),
    status: smallint('status').notNull().default(0), // 0 草稿, 1 待审核, 2 已通过, 3 已驳回
    rejectReason: varchar('reject_reason', { length: 200 }),
    // Everything else on a card (photo, intro, practice areas, …); later issues give it a shape.
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    // The approved version the mini-program shows (all card fields), null until first approved.
    // While a revision of an approved card is pending, the columns above hold the revision.
    published: jsonb('published').$type<Record<string, unknown>>(),
    createTime: created(),
    updateTime: updated(),
    version: version(),
    updatedBy: updatedBy(),
  },
  (t) => [
    // One card per lawyer: the unique index decides between two concurrent creates.
    uniqueIndex('lawyer_card_lawyer_idx').on(t.firmId, t.lawyerId),
    // The card list (card.pageList): its default order (最近更新) read off the index, and its
    // office and status filters; sub-office admins always filter by their office.
    index('lawyer_card_list_idx').on(
      t.firmId,
      t.updateTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('lawyer_card_office_idx').on(t.firmId, t.organizationId, t.status),
    // The practice-area filter (content.professions @> [id], repositories/lawyer-cards.ts).
    index('lawyer_card_professions_idx').using(
      'gin',
      sql`(${t.content} -> 'professions') jsonb_path_ops`,
    ),
  ],
);

export const professionalArea = pgTable('professional_area', {
  id: serial('id').primaryKey(),
  // null = the platform's standard list, shared by every firm.
  firmId: integer('firm_id'),
  name: varchar('name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
  createTime: created(),
});

export const selfProfessional = pgTable(
  'self_professional',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    top: boolean('top').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    // Every field of forms/profession.json that is not a column (schemas/resources/profession.json).
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    createTime: created(),
    updateTime: updated(),
    version: version(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index('self_professional_firm_idx').on(t.firmId),
    // Two concurrent adds of one name: the unique index decides (专业领域名称已存在).
    uniqueIndex('self_professional_name_idx').on(t.firmId, t.name),
  ],
);

export const firmContent = pgTable(
  'firm_content',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    organizationId: integer('organization_id'),
    title: varchar('title', { length: 100 }).notNull(),
    cover: varchar('cover', { length: 500 }).notNull().default(''),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    // Sanitised HTML (lib/sanitize-html.ts); never stored as the client sent it.
    body: text('body').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    authorId: integer('author_id'),
    authorName: varchar('author_name', { length: 50 }).notNull().default(''),
    status: smallint('status').notNull().default(0), // 0 草稿, 1 已发布, 2 已下线
    // Every field of forms/content.json that is not a column (schemas/resources/content.json).
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    createTime: created(),
    updateTime: updated(),
    version: version(),
    updatedBy: updatedBy(),
  },
  (t) => [index('firm_content_firm_idx').on(t.firmId)],
);

export const message = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    toUserType: varchar('to_user_type', { length: 10 }).notNull(), // 'admin' | 'lawyer'
    toUserId: integer('to_user_id').notNull(),
    // card 名片, account 账号, notice 通知 (from an admin), system 系统
    type: varchar('type', { length: 10 }).notNull().default('system'),
    // Who sent a notice; '' for messages the system produces.
    senderName: varchar('sender_name', { length: 50 }).notNull().default(''),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull().default(''),
    status: smallint('status').notNull().default(0), // 0 未读, 1 已读
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [index('message_to_idx').on(t.firmId, t.toUserType, t.toUserId, t.status)],
);

export const log = pgTable(
  'log',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    organizationId: integer('organization_id'),
    // login 登录, create 新增, update 修改, delete 删除, audit 审核, setting 设置, export 导出
    type: varchar('type', { length: 10 }).notNull().default(''),
    operatorType: varchar('operator_type', { length: 10 }).notNull(), // 'admin' | 'lawyer' | 'anonymous'
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 50 }).notNull().default(''),
    action: varchar('action', { length: 50 }).notNull(),
    target: varchar('target', { length: 100 }).notNull().default(''),
    // The office the target belongs to (an office, its admin, a lawyer…): levels 3-4 see logs of
    // their office's operators and of targets in their office.
    targetOrganizationId: integer('target_organization_id'),
    // 'lawyer' + id when the target is a lawyer or their card: the lawyer sees it among their logs.
    targetType: varchar('target_type', { length: 10 }),
    targetId: integer('target_id'),
    detail: text('detail').notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createTime: created(),
  },
  (t) => [index('log_firm_idx').on(t.firmId, t.createTime)],
);

export const area = pgTable(
  'area',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    // '0' for provinces, so every row has a parent the cascader can ask for.
    parentCode: varchar('parent_code', { length: 12 }).notNull(),
    level: smallint('level').notNull(), // 1 province, 2 city, 3 district
  },
  (t) => [index('area_parent_idx').on(t.parentCode)],
);

export const session = pgTable(
  'session',
  {
    id: serial('id').primaryKey(),
    // SHA-256 of the opaque token; the token itself is never stored.
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userType: varchar('user_type', { length: 10 }).notNull(), // 'admin' | 'lawyer'
    userId: integer('user_id').notNull(),
    firmId: integer('firm_id').notNull(),
    createTime: created(),
    expiresAt: ts('expires_at').notNull(),
    // Last use, for the idle timeout (4004); written at most every few minutes, not per request.
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revoked: boolean('revoked').notNull().default(false),
  },
  (t) => [
    uniqueIndex('session_token_idx').on(t.tokenHash),
    index('session_user_idx').on(t.userType, t.userId),
  ],
);

export const captcha = pgTable('captcha', {
  id: varchar('id', { length: 36 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  used: boolean('used').notNull().default(false),
  createTime: created(),
});

// Server-generated secrets shared by every process on the database (e.g. the demo upload-policy
// key when OSS_SECRET is not set): the first process to start inserts, the others read it.
export const serverSecret = pgTable('server_secret', {
  name: varchar('name', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
  createTime: created(),
});

// SMS verification codes (routes/sms): only a keyed hash of the code is stored. A code is bound to
// firm, number and purpose, lives 10 minutes and is consumed by its first successful use; the
// send time comes from the server's (injectable) clock so the per-minute and daily limits can be
// tested without waiting.
export const smsCode = pgTable(
  'sms_code',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(), // register | login | mobile
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sentAt: ts('sent_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('sms_code_mobile_idx').on(t.mobile, t.sentAt)],
);

// Rate-limit counters (plugins/security.ts, lib/rate-limits.ts): one row per limiter and key, so
// every server process on the database counts the same calls. The window starts at the first call
// and its end is on the database clock, which all processes share.
export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counter_reset_idx').on(t.resetAt)],
);

// Card analytics (routes/card-event): one row per counted event on a public card. Privacy first
// (docs/security.md): no IP address or user agent is kept, only `visitor`, a keyed hash of them
// under a salt that changes every day (so a visitor is "unique" within one day only), and the
// China-time `day`. The card's office and lawyer are copied in at write time so the stats read one
// table. Rows older than the firm's retention are purged daily.
export const cardEvent = pgTable(
  'card_event',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    cardId: integer('card_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    lawyerId: integer('lawyer_id').notNull(),
    type: varchar('type', { length: 8 }).notNull(), // view | save | call | share | map
    source: varchar('source', { length: 12 }), // views only: qr | link | share | miniprogram
    visitor: varchar('visitor', { length: 32 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('card_event_firm_day_idx').on(t.firmId, t.day),
    index('card_event_card_day_idx').on(t.cardId, t.day),
  ],
);

// Uploaded files (routes/upload): one row per stored object, written before its bytes. `policyId`
// (the nonce signed into the POST policy) is unique, so a policy admits one object; the owner and
// size count against the storage quotas; `keptAt` is set once the sweep found a record using the
// file, and a row still without it a day after upload is swept with its file.
export const upload = pgTable(
  'upload',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    key: varchar('key', { length: 200 }).notNull().unique(),
    policyId: varchar('policy_id', { length: 40 }).notNull().unique(),
    ownerType: varchar('owner_type', { length: 10 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    size: integer('size').notNull(),
    createTime: created(),
    keptAt: ts('kept_at'),
  },
  (t) => [
    index('upload_owner_idx').on(t.firmId, t.ownerType, t.ownerId),
    index('upload_unkept_idx')
      .on(t.createTime)
      .where(sql`${t.keptAt} is null`),
  ],
);

// 列设置 (routes/list-columns): which columns of a list a user hides and in what order, one row per
// user and list file; no row = the list file's own order, all shown. Follows the user to any
// browser.
export const listColumnSetting = pgTable(
  'list_column_setting',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    userType: varchar('user_type', { length: 10 }).notNull(), // 'admin' | 'lawyer'
    userId: integer('user_id').notNull(),
    list: varchar('list', { length: 64 }).notNull(),
    columns: jsonb('columns').$type<Array<{ field: string; hidden: boolean }>>().notNull(),
    updateTime: updated(),
  },
  (t) => [uniqueIndex('list_column_setting_user_idx').on(t.userType, t.userId, t.list)],
);

// 页面配置 (routes/schema-config): every published version of a firm's form, list or route-table
// file, kept forever with its author. The files in schemas/ are version 0 of every file; a version
// whose content is null is 恢复默认 (the deployed file). Rows are only ever inserted: version
// numbers per firm + file come from the unique index, so of two publishes on one base exactly one
// gets the number. Servers poll each firm's row count to follow publishes made by others.
export const schemaVersion = pgTable(
  'schema_version',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id').notNull(),
    file: varchar('file', { length: 80 }).notNull(), // 'forms/card', 'lists/lawyer', 'routes'
    version: integer('version').notNull(),
    // json, not jsonb: jsonb stores objects with their keys re-sorted, and a form's field order
    // is the order of its keys.
    content: json('content'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    authorId: integer('author_id'),
    authorName: varchar('author_name', { length: 50 }).notNull().default(''),
    action: varchar('action', { length: 10 }).notNull(), // 'publish' | 'rollback' | 'reset'
    createTime: created(),
  },
  (t) => [
    uniqueIndex('schema_version_file_idx').on(t.firmId, t.file, t.version),
    // A server following others counts each firm's rows every second (an index-only scan).
    index('schema_version_firm_idx').on(t.firmId, t.id),
  ],
);
