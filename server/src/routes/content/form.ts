// The content form (docs/contract-admin-screens.md "Content"). Bodies are derived with toJsonSchema
// like the other forms; until the console author commits schemas/forms/content.json this module
// holds a contract-exact stand-in with the same field names and limits.
import type { FormSchema } from '../../../../src/engine/schema/types';

/** An absolute http(s) URL or a file this server stored (uploads are served same-origin). */
export const mediaUrlPattern = '^(https?://|/api/oss/files/)[^\\s<>"\'\\\\]+$';

export const BODY_MAX = 100_000;

export const contentForm: FormSchema = {
  title: '内容',
  submit: { create: 'content.add', update: 'content.update' },
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string', title: '标题', required: true, maxLength: 100 },
      cover: { type: 'string', title: '封面', maxLength: 500, pattern: mediaUrlPattern },
      summary: { type: 'string', title: '摘要', maxLength: 300 },
      body: { type: 'string', title: '正文', maxLength: BODY_MAX },
      sort: { type: 'integer', title: '排序', minimum: 0, maximum: 9999, default: 0 },
    },
  },
};
