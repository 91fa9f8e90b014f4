// Input checks that apply to every route before validation and before any query reaches the
// database: PostgreSQL rejects NUL in text, so a \u0000 anywhere would otherwise become a 500.
// Also: JSON bodies may be empty (DELETE with only a content type) but never repeat a key; form
// routes take only forms and JSON routes only JSON; a query with broken percent-encoding is refused
// rather than read leniently (a proxy in front may decode it differently).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BizError } from '../lib/biz-error';
import type { JsonSchema } from '../lib/envelope';
import { hasDuplicateKeys } from '../lib/json-duplicates';

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
    try {
      const parsed: unknown = JSON.parse(text);
      if (hasDuplicateKeys(text)) throw new Error('duplicate key');
      done(null, parsed);
    } catch {
      const err = Object.assign(new Error('invalid json'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(err, undefined);
    }
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
