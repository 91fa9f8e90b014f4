// JSON Schema builders for the response envelope `{ code, data, message }` (docs/product.md) and a
// few shared fragments, so every route declares its response shape in one line.
import type { JsonSchema } from '../../../src/engine/schema/to-json-schema';

export type { JsonSchema };

export interface Envelope<T> {
  code: string;
  data: T;
  message: string;
}

export const ok = <T>(data: T, message = '成功'): Envelope<T> => ({ code: '200', data, message });

export const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { code: { type: 'string' }, data, message: { type: 'string' } },
  required: ['code', 'message'],
});

/** The response of a route whose success carries no data (saves, deletes, transitions). */
export const nullData = { 200: envelope({ type: 'null' }) };

export const page = (item: JsonSchema): JsonSchema =>
  envelope({
    type: 'object',
    properties: {
      records: { type: 'array', items: item },
      total: { type: 'integer' },
      current: { type: 'integer' },
      size: { type: 'integer' },
    },
  });

export const obj = (
  properties: Record<string, JsonSchema>,
  required: string[] = [],
): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

export const str: JsonSchema = { type: 'string' };
export const strOrNull: JsonSchema = { type: ['string', 'null'] };
export const int: JsonSchema = { type: 'integer' };
export const intOrNull: JsonSchema = { type: ['integer', 'null'] };
export const bool: JsonSchema = { type: 'boolean' };
export const idResult = obj({ id: int }, ['id']);

/** Every client request carries `firmId` (docs/product.md, Requests); the auth hook checks it. */
export const firmIdField: JsonSchema = { type: 'integer', title: '律所', minimum: 1 };
export const idField = (title = 'ID'): JsonSchema => ({ type: 'integer', title, minimum: 1 });

/** Query/params/form objects: firmId allowed, nothing else unknown. */
export const input = (
  properties: Record<string, JsonSchema>,
  required: string[] = [],
): JsonSchema => obj({ ...properties, firmId: firmIdField }, required);

/**
 * The body of a call that needs none (DELETE, pass, …): the console still sends `{ firmId }` for
 * every non-GET call (docs/product.md, Requests), and other clients may send nothing at all.
 */
export const noBody: JsonSchema = { ...input({}), type: ['object', 'null'] };

/** Paging query: current 1-based, size default 10, at most 100 (docs/product.md, Requests). */
export const pagingFields: Record<string, JsonSchema> = {
  current: { type: 'integer', title: '页码', minimum: 1, default: 1 },
  size: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 10 },
};

export interface PageResult<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}
