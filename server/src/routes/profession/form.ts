// The practice-area form (docs/contract-admin-screens.md "Practice areas"). Bodies are derived
// with toJsonSchema; until the console author commits schemas/forms/profession.json this module
// holds a contract-exact stand-in with the same field names and limits.
import type { FormSchema } from '../../../../src/engine/schema/types';

export const professionForm: FormSchema = {
  title: '专业领域',
  submit: { create: 'profession.add', update: 'profession.update' },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '专业领域名称', required: true, maxLength: 50 },
      sort: { type: 'integer', title: '排序', minimum: 0, maximum: 9999, default: 0 },
    },
  },
};
