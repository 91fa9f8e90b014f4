// The lawyer forms. Bodies are derived with toJsonSchema from the console's form files; until the
// console author commits schemas/forms/lawyer*.json this module holds contract-exact stand-ins.
import type { FormSchema } from '../../../../src/engine/schema/types';

const row = {
  name: { type: 'string' as const, title: '姓名', required: true, maxLength: 20 },
  mobile: {
    type: 'string' as const,
    title: '手机号',
    required: true,
    maxLength: 11,
    'x-validator': 'mobile',
  },
  organizationId: { type: 'integer' as const, title: '所属机构', required: true, minimum: 1 },
};

export const lawyerForm: FormSchema = {
  title: '律师',
  submit: { update: 'lawyer.update' },
  schema: {
    type: 'object',
    properties: {
      ...row,
      status: {
        type: 'integer',
        title: '状态',
        required: true,
        enum: [
          { label: '待审核', value: 0 },
          { label: '正常', value: 1 },
          { label: '已停用', value: 2 },
        ],
      },
    },
  },
};

export const lawyerCreateForm: FormSchema = {
  title: '创建账号',
  submit: { create: 'lawyer.addList' },
  schema: {
    type: 'object',
    properties: {
      lawyers: {
        type: 'array',
        title: '律师',
        required: true,
        minItems: 1,
        maxItems: 50,
        items: { type: 'object', properties: row },
      },
      password: {
        type: 'string',
        title: '初始密码',
        required: true,
        maxLength: 32,
        'x-validator': 'password',
      },
    },
  },
};
