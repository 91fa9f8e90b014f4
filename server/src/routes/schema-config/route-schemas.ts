// The JSON Schemas of the 页面配置 calls (inputs with Chinese titles for the validation messages,
// and the answers' shapes). A file's content is any JSON object: its own rules are the check's.
import { bool, envelope, input, int, obj, str, type JsonSchema } from '../../lib/envelope';

const fileField: JsonSchema = {
  type: 'string',
  title: '文件',
  minLength: 1,
  maxLength: 80,
};
const versionField = (title: string): JsonSchema => ({
  type: 'integer',
  title,
  minimum: 0,
  maximum: 2147483647,
});
const contentField: JsonSchema = { type: 'object', title: '内容' };
const noteField: JsonSchema = { type: 'string', title: '发布说明', maxLength: 200 };
const anything: JsonSchema = {};

const change = obj({ pointer: str, kind: str, before: anything, after: anything, auth: bool }, [
  'pointer',
  'kind',
  'auth',
]);
const problem = obj({ file: str, pointer: str, message: str, hint: str }, [
  'file',
  'pointer',
  'message',
]);
const removed = obj({ name: str, title: str, count: int }, ['name', 'title', 'count']);
const versionResult = { 200: envelope(obj({ version: int }, ['version'])) };

export const files = {
  querystring: input({}),
  response: {
    200: envelope({
      type: 'array',
      items: obj(
        {
          file: str,
          kind: str,
          name: str,
          title: str,
          version: int,
          updatedAt: str,
          author: str,
        },
        ['file', 'kind', 'name', 'title', 'version'],
      ),
    }),
  },
};

export const file = {
  querystring: input({ file: fileField }, ['file']),
  response: {
    200: envelope(
      obj({ file: str, title: str, version: int, content: anything, isDefault: bool }, [
        'file',
        'title',
        'version',
        'content',
        'isDefault',
      ]),
    ),
  },
};

export const impact = {
  body: input({ file: fileField, content: contentField }, ['file', 'content']),
  response: {
    200: envelope(
      obj(
        {
          problems: { type: 'array', items: problem },
          changes: { type: 'array', items: change },
          removed: { type: 'array', items: removed },
        },
        ['problems', 'changes', 'removed'],
      ),
    ),
  },
};

export const publish = {
  body: input(
    {
      file: fileField,
      content: contentField,
      note: { ...noteField, minLength: 1 },
      baseVersion: versionField('基础版本'),
      confirmRemoved: { type: 'boolean', title: '确认移除字段' },
    },
    ['file', 'content', 'note', 'baseVersion'],
  ),
  response: versionResult,
};

export const history = {
  querystring: input({ file: fileField }, ['file']),
  response: {
    200: envelope({
      type: 'array',
      items: obj(
        {
          version: int,
          note: str,
          author: str,
          createdAt: { type: ['string', 'null'] },
          action: str,
        },
        ['version', 'note', 'author', 'createdAt', 'action'],
      ),
    }),
  },
};

export const version = {
  querystring: input({ file: fileField, version: versionField('版本') }, ['file', 'version']),
  response: { 200: envelope(obj({ version: int, content: anything }, ['version', 'content'])) },
};

export const rollback = {
  body: input(
    {
      file: fileField,
      version: versionField('回滚到的版本'),
      baseVersion: versionField('基础版本'),
      note: noteField,
    },
    ['file', 'version', 'baseVersion'],
  ),
  response: versionResult,
};

export const reset = {
  body: input({ file: fileField, baseVersion: versionField('基础版本'), note: noteField }, [
    'file',
    'baseVersion',
  ]),
  response: versionResult,
};

export const published = {
  querystring: input({ since: { ...versionField('版本号'), title: '已有的修订号' } }),
  response: {
    200: envelope(
      obj(
        {
          revision: int,
          // File key → { version, content }: keys are data, so the shape is not declared.
          files: anything,
        },
        ['revision'],
      ),
    ),
  },
};
