// Input checks that apply to every route before validation and before any query reaches the
// database: PostgreSQL rejects NUL in text, so a \u0000 anywhere would otherwise become a 500.
// Also: JSON bodies may be empty (DELETE with only a content type) but never repeat a key; form
// routes take only forms and JSON routes only JSON; a query with broken percent-encoding is refused
// rather than read leniently (a proxy in front may decode it differently). Fastify's own parser
// refuses prototype poisoning (`__proto__`, `constructor.prototype`); ours keeps that guard with the
// same library (secure-json-parse), so no route relies on its schema alone to drop such keys. A
// string holding half a UTF-16 surrogate pair is refused naming its field (lib/lone-surrogates.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sjson from 'secure-json-parse';
import { BizError } from '../lib/biz-error';
import type { JsonSchema } from '../lib/envelope';
import { hasDuplicateKeys } from '../lib/json-duplicates';
import { loneSurrogateAt } from '../lib/lone-surrogates';
import { titleAt } from '../lib/validation-messages';

export const POISONED = '请求内容包含不允许的字段名（__proto__ 或 constructor.prototype）';
export const loneSurrogateMessage = (label: string) => `${label}包含无法识别的字符，请删除后重试`;

/** The field a JSON pointer names, for a message: its schema title, else its last key. */
const labelOf = (schema: JsonSchema | undefined, pointer: string) =>
  (schema && titleAt(schema, pointer)) ??
  (pointer
    .split('/')
    .filter((s) => s && !/^\d+$/.test(s))
    .pop() ||
    '请求内容');

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
};

const inputGuardPlugin = async (app: FastifyInstance) => {
  // Replaces the default JSON parser only to accept an empty body (some clients send DELETE with
  // a JSON content type and nothing else); malformed JSON is still a 400.
  // text/plain is not a format this API speaks; without a parser it is a 415 like any other.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
      if (hasDuplicateKeys(text)) throw new Error('duplicate key');
    } catch {
      const err = Object.assign(new Error('invalid json'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      return done(err, undefined);
    }
    if (parsed !== null && typeof parsed === 'object') {
      try {
        sjson.scan(parsed, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        return done(new BizError('400', POISONED, 400), undefined);
      }
    }
    return done(null, parsed);
  });

  app.addHook('onRequest', async (request) => {
    const q = request.url.indexOf('?');
    if (q < 0) return;
    try {
      decodeURIComponent(request.url.slice(q + 1).replace(/\+/g, ' '));
    } catch {
      throw new BizError('400', '请求地址不正确', 400);
    }
  });

  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.body) || hasNul(request.params)) {
      throw new BizError('400', '输入包含非法字符');
    }
    const lone = loneSurrogateAt(request.body);
    if (lone) {
      const schema = request.routeOptions.schema?.body as JsonSchema | undefined;
      throw new BizError('400', loneSurrogateMessage(labelOf(schema, lone)));
    }
    const bodySchema = request.routeOptions.schema?.body as JsonSchema | undefined;
    if (bodySchema && request.body !== undefined) {
      const isForm = (request.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      if (bodySchema['x-form'] === true && !isForm) {
        throw new BizError('400', '请以表单格式提交', 415);
      }
      if (bodySchema['x-form'] !== true && isForm) {
        throw new BizError('400', '请以 JSON 格式提交', 415);
      }
    }
  });
};

export default fp(inputGuardPlugin, { name: 'input-guard' });
