// The card forms. Bodies are derived with toJsonSchema from the console's form files; until the
// console author commits schemas/forms/card.json this module holds a contract-exact stand-in.
import type { FormSchema } from '../../../../src/engine/schema/types';

const s = (title: string, maxLength: number, extra: object = {}) => ({
  type: 'string' as const,
  title,
  maxLength,
  ...extra,
});

export const cardForm: FormSchema = {
  title: '名片',
  submit: { create: 'card.create', update: 'card.update' },
  createOnly: ['lawyerId'],
  schema: {
    type: 'object',
    properties: {
      lawyerId: { type: 'integer', title: '律师', required: true, minimum: 1 },
      name: s('姓名', 20, { required: true }),
      avatar: s('头像', 500, { 'x-validator': 'url' }),
      title: {
        type: 'string',
        title: '职务',
        enum: ['合伙人', '高级合伙人', '律师', '实习律师', '法律顾问', '律师助理'].map((v) => ({
          label: v,
          value: v,
        })),
      },
      organizationId: { type: 'integer', title: '所属机构', required: true, minimum: 1 },
      mobile: s('手机号', 11, { 'x-validator': 'mobile' }),
      phone: s('座机', 20, { 'x-validator': 'phone' }),
      email: s('邮箱', 100, { 'x-validator': 'email' }),
      wechat: s('微信号', 50),
      licenseNo: s('执业证号', 17, { 'x-validator': 'licenseNo' }),
      practiceYears: { type: 'integer', title: '执业年限', minimum: 0, maximum: 70 },
      professions: {
        type: 'array',
        title: '专业领域',
        maxItems: 10,
        items: { type: 'integer', minimum: 1 },
      },
      bio: s('个人简介', 2000),
      education: {
        type: 'array',
        title: '教育经历',
        maxItems: 10,
        items: {
          type: 'object',
          properties: {
            school: s('学校', 50),
            major: s('专业', 50),
            degree: s('学位', 20),
            period: s('时间', 30),
          },
        },
      },
      workHistory: {
        type: 'array',
        title: '工作经历',
        maxItems: 20,
        items: {
          type: 'object',
          properties: {
            company: s('单位', 50),
            position: s('职位', 50),
            period: s('时间', 30),
          },
        },
      },
      honors: {
        type: 'array',
        title: '荣誉',
        maxItems: 20,
        items: { type: 'object', properties: { title: s('荣誉名称', 100), year: s('年份', 10) } },
      },
      cases: {
        type: 'array',
        title: '代表案例',
        maxItems: 20,
        items: {
          type: 'object',
          properties: { title: s('案例名称', 100), summary: s('案情简介', 1000) },
        },
      },
      area: {
        type: 'array',
        title: '所在地区',
        maxItems: 3,
        items: { type: 'string', maxLength: 12, pattern: '^\\d{2,12}$' },
      },
      address: s('地址', 100),
      video: s('视频', 500, { 'x-validator': 'url' }),
      homepage: s('个人主页', 200, { 'x-validator': 'url' }),
    },
  },
};
