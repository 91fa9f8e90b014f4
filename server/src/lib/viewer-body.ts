// Bodies of forms whose fields carry permissions (`"x-auth"`, src/engine/schema/field-auth.ts):
// one form file, one route, and each kind of caller may send only the fields it may change. The
// route declares what any caller may send; the handler then holds the body to its caller's own
// schema, derived from the same file the console renders for that caller.
import type { FastifyRequest } from 'fastify';
import { deniedFields, formForViewer } from '../../../src/engine/schema/field-auth';
import type { FormMode, FormSchema, Permission } from '../../../src/engine/schema/types';
import { checkBody } from '../plugins/validation';
import { forbidden } from './biz-error';
import type { JsonSchema } from './envelope';
import { formBody } from './forms';

/** The form's body for a caller holding `auth`: fields whose x-auth they lack are left out. */
export const viewerFormBody = (
  form: FormSchema,
  mode: FormMode,
  auth: readonly Permission[],
  extra: Record<string, JsonSchema>,
  required: string[] = [],
): JsonSchema => formBody(formForViewer(form, auth), mode, extra, required);

/**
 * A route's declared body when several kinds of caller share it: every key any of them may send,
 * required only what all of them must send. It catches malformed input early and documents the
 * route; `holdToViewerBody` then applies the caller's own schema.
 */
export const anyViewerBody = (bodies: JsonSchema[]): JsonSchema => {
  const [first, ...rest] = bodies;
  return {
    ...first,
    properties: Object.assign({}, ...bodies.map((b) => b.properties)),
    required: (first.required ?? []).filter((k) => rest.every((b) => b.required?.includes(k))),
  };
};

/**
 * Refuses values the caller may not change (403 naming them, 无权修改排序权重、所属机构), then
 * validates the body against the caller's own schema with the route's validator, so the message
 * of a missing or wrong field is the one every other route gives.
 */
export const holdToViewerBody = (
  request: FastifyRequest,
  form: FormSchema,
  auth: readonly Permission[],
  schema: JsonSchema,
): void => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const denied = deniedFields(form, auth).filter((f) => body[f.name] !== undefined);
  if (denied.length) throw forbidden(`无权修改${denied.map((f) => f.title).join('、')}`);
  checkBody(request, schema);
};

/** The names of the fields a caller may not change: their stored values are kept. */
export const keptFieldNames = (form: FormSchema, auth: readonly Permission[]): string[] =>
  deniedFields(form, auth).map((f) => f.name);
