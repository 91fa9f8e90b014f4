// Request validation. JSON bodies are validated strictly: no type coercion and no removal of
// unknown fields (an extra field is a 400 naming it). Query strings, path params and form-encoded
// bodies arrive as text, so their validator coerces types. Errors become BizError 400 with a
// Chinese message, sent as HTTP 200 by the error envelope.
import Ajv, { type ValidateFunction } from 'ajv';
import type { DataValidationCxt as DataCxt } from 'ajv/dist/types/index.js';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { BizError } from '../lib/biz-error';
import type { JsonSchema } from '../lib/envelope';
import { messageFor } from '../lib/validation-messages';
import { checks, isCheckName } from '../../../src/engine/schema/checks';
import { sameAsHolds } from '../../../src/engine/schema/same-as';

/** Marks a body schema as form-encoded (calls.ts `body: 'form'`): its validator coerces text. */
export const formBody = (schema: JsonSchema): JsonSchema => ({ ...schema, 'x-form': true });

/** The project's ajv setup with the named-validator keywords (lib/settings reuses it). */
export const makeAjv = (coerce: boolean) => {
  const ajv = new Ajv({
    strict: true,
    allowUnionTypes: true,
    coerceTypes: coerce,
    useDefaults: true,
    removeAdditional: false,
    // verbose exposes parentSchema, where the field's title and x-message live.
    verbose: true,
    allErrors: false,
  });
  // Annotation emitted by toJsonSchema for named validators' patterns; read when formatting.
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-form', schemaType: 'boolean' });
  // A named validator's check beyond its pattern (统一社会信用代码's check character); the same
  // function the console runs. An empty optional value is the pattern's business, not the check's.
  ajv.addKeyword({
    keyword: 'x-check',
    schemaType: 'string',
    type: 'string',
    validate: (name: string, data: string) =>
      data === '' || !isCheckName(name) || checks[name](data),
  });
  // A field that must repeat a sibling (确认密码, src/engine/schema/same-as.ts); the same rule the
  // console runs. The sibling is read from the object holding both.
  ajv.addKeyword({
    keyword: 'x-same-as',
    schemaType: 'object',
    validate: (rule: { field: string }, data: unknown, _schema?: unknown, cxt?: DataCxt) => {
      const parent = cxt?.parentData as Record<string, unknown> | undefined;
      return sameAsHolds(data, parent?.[rule.field]);
    },
  });
  return ajv;
};

const validationPlugin = async (app: FastifyInstance) => {
  const strict = makeAjv(false);
  const coercing = makeAjv(true);

  app.setValidatorCompiler(({ schema, httpPart }) => {
    const isForm = (schema as JsonSchema)['x-form'] === true;
    const ajv = httpPart === 'body' && !isForm ? strict : coercing;
    const validate: ValidateFunction = ajv.compile(schema as object);
    return (data: unknown) => {
      if (validate(data)) return { value: data };
      const first = validate.errors?.[0];
      const message = first
        ? messageFor(first, schema as JsonSchema, httpPart ?? 'body')
        : '请求参数不正确';
      return { error: new BizError('400', message) };
    };
  });
};

export default fp(validationPlugin, { name: 'validation' });

/** Route schema type with our JsonSchema shapes (fastify accepts any object). */
export type RouteSchema = FastifySchema & {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  response?: Record<number, JsonSchema>;
};
