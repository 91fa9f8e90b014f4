// Turns an ajv error into the Chinese message a user reads, with the same templates as the console
// (src/engine/schema/messages.ts) and the field's `title` as {label}.
import type { ErrorObject } from 'ajv';
import { formatMessage, validateMessages } from '../../../src/engine/schema/messages';
import type { JsonSchema } from '../../../src/engine/schema/to-json-schema';

const partLabels: Record<string, string> = {
  body: '请求内容',
  querystring: '查询参数',
  params: '路径参数',
};

/** Walks the root schema along a JSON pointer to find the nearest titled field. */
export const titleAt = (root: JsonSchema, pointer: string): string | undefined => {
  let node: JsonSchema | undefined = root;
  let title: string | undefined;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node) break;
    if (/^\d+$/.test(key) && node.items) node = node.items;
    else node = node.properties?.[key];
    if (node?.title) title = node.title;
  }
  return title;
};

/**
 * The dotted body path an error is about (`name`, `lawyers.2.mobile`; a missing key by its own
 * path), or undefined when it is about the body as a whole: the envelope's `field`
 * (docs/product.md, Envelope). A key the schema does not know names none: no form has it to show
 * the message at, and the envelope should not echo whatever key a client made up (`__proto__`).
 */
export const fieldPathOf = (err: ErrorObject): string | undefined => {
  if (err.keyword === 'additionalProperties') return undefined;
  const keys = err.instancePath
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (err.keyword === 'required') {
    keys.push(String((err.params as Record<string, unknown>).missingProperty));
  }
  return keys.length > 0 ? keys.join('.') : undefined;
};

const lastName = (pointer: string) =>
  pointer
    .split('/')
    .filter((s) => s && !/^\d+$/.test(s))
    .pop();

export const messageFor = (err: ErrorObject, root: JsonSchema, part: string): string => {
  const parent = (err.parentSchema ?? {}) as JsonSchema;
  const params = err.params as Record<string, unknown>;
  const field = lastName(err.instancePath);
  const label =
    parent.title ?? titleAt(root, err.instancePath) ?? field ?? partLabels[part] ?? part;

  switch (err.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const title = parent.properties?.[missing]?.title ?? missing;
      return formatMessage(validateMessages.required, { label: title });
    }
    case 'additionalProperties':
      return formatMessage(validateMessages.additionalProperties, {
        field: err.instancePath
          ? `${err.instancePath.slice(1).replace(/\//g, '.')}.${String(params.additionalProperty)}`
          : String(params.additionalProperty),
      });
    case 'minLength':
      // A required text left empty reads as "not entered", like the console says it.
      if (params.limit === 1) return formatMessage(validateMessages.required, { label });
      return formatMessage(validateMessages.minLength, { label, minLength: params.limit });
    case 'maxLength':
    case 'maxItems':
    case 'minItems':
    case 'maximum':
    case 'minimum':
      return formatMessage(validateMessages[err.keyword], { label, [err.keyword]: params.limit });
    case 'pattern':
      return typeof parent['x-message'] === 'string'
        ? parent['x-message']
        : formatMessage(validateMessages.pattern, { label });
    case 'x-check':
      return typeof parent['x-message'] === 'string'
        ? parent['x-message']
        : formatMessage(validateMessages.pattern, { label });
    case 'x-same-as': {
      const rule = parent['x-same-as'] as { message?: string } | undefined;
      return rule?.message ?? formatMessage(validateMessages.pattern, { label });
    }
    case 'enum':
      return formatMessage(validateMessages.enum, { label });
    case 'type':
      if (params.type === 'integer') return formatMessage(validateMessages.integer, { label });
      if (params.type === 'number') return formatMessage(validateMessages.number, { label });
      return formatMessage(validateMessages.type, { label });
    default:
      return formatMessage(validateMessages.type, { label });
  }
};
