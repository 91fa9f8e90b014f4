// The demo firm users see on first start (docs/product.md, Demo data). Plain data
// only; demo.ts writes it. Passwords here are the published demo passwords, never used in
// production.

export const demoPasswords = {
  admin: 'Admin@2026',
  branch: 'Branch@2026',
  sub: 'Sub@2026',
  lawyer: 'Lawyer@2026',
  other: 'Other@2026',
} as const;

export type OfficeKey = 'bj' | 'sh' | 'sz';

export const offices: Array<{
  key: OfficeKey;
  name: string;
  type: number;
  area: string[];
  address: string;
  contact: string;
  phone: string;
  sort: number;
}> = [
  {
    key: 'bj',
    name: '北京总所',
    type: 1,
    area: ['11', '1101', '110105'],
    address: '建国门外大街1号国贸大厦A座20层',
    contact: '王明德',
    phone: '010-65880000',
    sort: 0,
  },
  {
    key: 'sh',
    name: '上海分所',
    type: 2,
    area: ['31', '3101', '310115'],
    address: '世纪大道100号环球金融中心35层',
    contact: '李思远',
    phone: '021-68880000',
    sort: 1,
  },
  {
    key: 'sz',
    name: '深圳分所',
    type: 2,
    area: ['44', '4403', '440304'],
    address: '福华三路88号时代财富大厦18层',
    contact: '陈嘉豪',
    phone: '0755-83880000',
    sort: 2,
  },
];

export const admins: Array<{
  username: string;
  name: string;
  mobile: string;
  office: OfficeKey;
  level: number;
  system: boolean;
  password: keyof typeof demoPasswords;
}> = [
  {
    username: 'admin',
    name: '王明德',
    mobile: '13900000001',
    office: 'bj',
    level: 1,
    system: true,
    password: 'admin',
  },
  {
    username: 'bjsub',
    name: '赵晓雯',
    mobile: '13900000002',
    office: 'bj',
    level: 2,
    system: false,
    password: 'sub',
  },
  {
    username: 'branch',
    name: '李思远',
    mobile: '13900000003',
    office: 'sh',
    level: 3,
    system: false,
    password: 'branch',
  },
  {
    username: 'shsub',
    name: '周佳怡',
    mobile: '13900000004',
    office: 'sh',
    level: 4,
    system: false,
    password: 'sub',
  },
  {
    username: 'szadmin',
    name: '陈嘉豪',
    mobile: '13900000005',
    office: 'sz',
    level: 3,
    system: false,
    password: 'sub',
  },
];

/** Card status per lawyer: 0 草稿, 1 待审核, 2 已通过, 3 已驳回; null = no card yet. */
export const lawyers: Array<{
  name: string;
  mobile: string;
  office: OfficeKey;
  status: number;
  title: string;
  card: number | null;
  areas: string[];
  /** An approved card whose edited revision now waits for audit (published stays public). */
  revision?: true;
}> = [
  {
    name: '张伟',
    mobile: '13800000001',
    office: 'bj',
    status: 1,
    title: '高级合伙人',
    card: 2,
    areas: ['公司法务', '金融证券'],
  },
  {
    name: '刘洋',
    mobile: '13800000002',
    office: 'bj',
    status: 1,
    title: '合伙人',
    card: 2,
    areas: ['刑事辩护'],
  },
  {
    name: '孙丽',
    mobile: '13800000003',
    office: 'bj',
    status: 1,
    title: '律师',
    card: 1,
    areas: ['婚姻家事'],
  },
  {
    name: '吴强',
    mobile: '13800000004',
    office: 'bj',
    status: 1,
    title: '律师',
    card: 3,
    areas: ['劳动争议'],
  },
  {
    name: '郑敏',
    mobile: '13800000005',
    office: 'sh',
    status: 1,
    title: '合伙人',
    card: 2,
    areas: ['知识产权'],
  },
  {
    name: '何静',
    mobile: '13800000006',
    office: 'sh',
    status: 1,
    title: '律师',
    card: 1,
    areas: ['合同纠纷'],
  },
  {
    name: '高翔',
    mobile: '13800000007',
    office: 'sh',
    status: 1,
    title: '律师助理',
    card: 0,
    areas: ['房产建筑'],
  },
  {
    name: '林涛',
    mobile: '13800000008',
    office: 'sz',
    status: 1,
    title: '合伙人',
    card: 2,
    areas: ['公司法务', '跨境投资'],
    revision: true,
  },
  {
    name: '黄蕾',
    mobile: '13800000009',
    office: 'sz',
    status: 1,
    title: '律师',
    card: 1,
    areas: ['涉外法律'],
  },
  {
    name: '许可',
    mobile: '13800000010',
    office: 'sz',
    status: 2,
    title: '律师',
    card: 0,
    areas: [],
  },
  {
    name: '马超',
    mobile: '13800000011',
    office: 'bj',
    status: 0,
    title: '实习律师',
    card: null,
    areas: [],
  },
  {
    name: '冯雪',
    mobile: '13800000012',
    office: 'sh',
    status: 0,
    title: '实习律师',
    card: null,
    areas: [],
  },
];

export const articles = [
  {
    title: '君合明德荣获年度最佳商事律所',
    body: '<p>近日，君合明德律师事务所荣获年度最佳商事律所称号。</p>',
    status: 1,
  },
  {
    title: '新《公司法》实施要点解读',
    body: '<p>本文梳理新《公司法》在出资、治理等方面的主要变化。</p>',
    status: 1,
  },
  {
    title: '劳动合同解除的常见风险',
    body: '<p>用人单位解除劳动合同时应注意的程序与证据问题。</p>',
    status: 0,
  },
  { title: '2025年度律所年会通知', body: '<p>年会已圆满结束，感谢各位同事参与。</p>', status: 2 },
];

// type: card 名片, account 账号, notice 通知 (senderName: the admin), system 系统.
export const lawyerMessages = [
  {
    type: 'card',
    title: '名片审核通过',
    content: '您的名片已审核通过，已在小程序展示。',
    status: 0,
  },
  {
    type: 'notice',
    senderName: '王明德',
    title: '请完善执业信息',
    content: '请补充执业证号与个人简介。',
    status: 0,
  },
  {
    type: 'system',
    title: '系统维护通知',
    content: '本周六 22:00-23:00 进行系统维护。',
    status: 0,
  },
  { type: 'account', title: '欢迎使用数字名片', content: '您的账号已开通。', status: 1 },
  { type: 'system', title: '名片浏览提醒', content: '本周您的名片被浏览 36 次。', status: 1 },
];

export const adminMessages = [
  { title: '有新的名片待审核', content: '孙丽提交了名片，请及时审核。', status: 0 },
  { title: '有新的律师注册', content: '马超申请注册，请审核。', status: 0 },
  { title: '月度报告已生成', content: '本月名片访问报告已生成。', status: 1 },
];
