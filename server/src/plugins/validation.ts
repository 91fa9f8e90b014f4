// Request validation. JSON bodies are validated strictly: no type coercion and no removal of
// unknown fields (an extra field is a 400 naming it). Query strings, path params and form-encoded
// bodies arrive as text, so their validator coerces types. Errors become BizError 400 with a
// Chinese message, sent as HTTP 200 by the error envelope.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { DataValidationCxt as DataCxt } from 'ajv/dist/types/index.js';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { BizError } from '../lib/biz-error';
import type { JsonSchema } from '../lib/envelope';
import { fieldPathOf, messageFor } from '../lib/validation-messages';
import type { SchemaDir } from '../resources/schema-dir';
import { checks, isCheckName } from '../../../src/engine/schema/checks';
import { sameAsHolds } from '../../../src/engine/schema/same-as';

/** Marks a body schema as form-encoded (calls.ts `body: 'form'`): its validator coerces text. */
export const formBody = (schema: JsonSchema): JsonSchema => ({ ...schema, 'x-form': true });

/** A body schema derived from form files: built once per set of schemas (firm and revision). */
export type LiveBodyOf = (schemas: SchemaDir) => JsonSchema;

// Route body → how to build it for a firm's schemas. Keyed by the object the route declares, which
// Fastify hands to onRoute unchanged.
const liveBuilders = new WeakMap<object, LiveBodyOf>();
const builtBodies = new WeakMap<SchemaDir, WeakMap<LiveBodyOf, JsonSchema>>();

/**
 * A route body that follows the request's firm's published forms (resources/live-schemas.ts):
 * the route declares the deployed files' version (what the OpenAPI docs show), and each request's
 * body is validated against `build` of its firm's current schemas, with the same messages.
 *
 * @example body: liveBody(app, (s) => formBody(s.forms.office, 'create', {}))
 */
export const liveBody = (app: FastifyInstance, build: LiveBodyOf): JsonSchema => {
  const declared: JsonSchema = { ...build(app.schemas), 'x-live': true };
  liveBuilders.set(declared, build);
  return declared;
};

/** `build` of `schemas`, the same object each time, so validators compiled from it are reused. */
export const liveBodyFor = (schemas: SchemaDir, build: LiveBodyOf): JsonSchema => {
  const byBuild = builtBodies.get(schemas) ?? new WeakMap<LiveBodyOf, JsonSchema>();
  builtBodies.set(schemas, byBuild);
  const hit = byBuild.get(build);
  if (hit) return hit;
  const built = build(schemas);
  byBuild.set(build, built);
  return built;
};

/** Our validator compiler answers `{ value }` or `{ error }`. */
type Check = (data: unknown) => { value?: unknown; error?: Error };

/** Validates the request's body against `schema` with the route's validator compiler. */
export const checkBody = (request: FastifyRequest, schema: JsonSchema): void => {
  // Fastify's own validation hands a missing body to the validator as null; so do we.
  const check = request.compileValidationSchema(schema, 'body') as unknown as Check;
  const { error } = check(request.body ?? null);
  if (error) throw error instanceof BizError ? error : new BizError('400', '请求参数不正确');
};

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
  ajv.addKeyword({ keyword: 'x-live', schemaType: 'boolean' });
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

/** Every integer column is int4; a larger number would reach PostgreSQL and fail there (a 500). */
const INT4 = { minimum: -2_147_483_648, maximum: 2_147_483_647 };

/** The schema with every integer bounded to int4 where it states no tighter bound itself. */
export const withIntBounds = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(withIntBounds);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    // enum/const/default are values, not schemas.
    out[k] = k === 'enum' || k === 'const' || k === 'default' ? v : withIntBounds(v);
  }
  const type = out.type;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    out.minimum ??= INT4.minimum;
    out.maximum ??= INT4.maximum;
  }
  return out;
};

/**
 * The JSON pointer of the first non-finite number in `data`. ajv coerces the text "1e400" to
 * Infinity and then passes it as an integer under any maximum, so a coerced query, path or form
 * value could reach the database that way (a 500).
 */
const nonFinite = (data: unknown, pointer = '', depth = 0): string | undefined => {
  if (typeof data === 'number') return Number.isFinite(data) ? undefined : pointer;
  if (data === null || typeof data !== 'object' || depth > 32) return undefined;
  for (const [k, v] of Object.entries(data)) {
    const found = nonFinite(
      v,
      `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      depth + 1,
    );
    if (found !== undefined) return found;
  }
  return undefined;
};

const validationPlugin = async (app: FastifyInstance) => {
  const strict = makeAjv(false);
  const coercing = makeAjv(true);

  // A live body is validated after the firm is known (auth's preHandler sets request.firmId), by
  // a route-level preHandler that runs after the instance's; Fastify's own pass lets it through.
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body;
    if (!body || (body as JsonSchema)['x-live'] !== true) return;
    const build = liveBuilders.get(body);
    if (!build) throw new Error(`${route.url}: 路由的 body 不是 liveBody() 的结果`);
    const validate: preHandlerHookHandler = async function (request) {
      checkBody(request, liveBodyFor(app.liveSchemas.forFirm(request.firmId), build));
    };
    const own = route.preHandler;
    route.preHandler = [validate, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });

  app.setValidatorCompiler(({ schema, httpPart }) => {
    if ((schema as JsonSchema)['x-live'] === true) return (data: unknown) => ({ value: data });
    const isForm = (schema as JsonSchema)['x-form'] === true;
    const ajv = httpPart === 'body' && !isForm ? strict : coercing;
    const validate: ValidateFunction = ajv.compile(withIntBounds(schema) as object);
    // A body refusal names its field, so a form shows it there; a query or path has no form.
    const refusal = (err: ErrorObject) =>
      new BizError(
        '400',
        messageFor(err, schema as JsonSchema, httpPart ?? 'body'),
        200,
        null,
        httpPart === 'body' ? fieldPathOf(err) : undefined,
      );
    return (data: unknown) => {
      if (validate(data)) {
        const pointer = nonFinite(data);
        if (pointer === undefined) return { value: data };
        const tooBig = {
          keyword: 'maximum',
          instancePath: pointer,
          schemaPath: '',
          params: { limit: INT4.maximum },
        };
        return { error: refusal(tooBig) };
      }
      const first = validate.errors?.[0];
      return { error: first ? refusal(first) : new BizError('400', '请求参数不正确') };
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
