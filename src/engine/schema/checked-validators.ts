import type { FieldSchema, ObjectSchema } from './types';
import { checkOf } from './validators';

/**
 * Formily reads `"x-validator": "creditCode"` as a pattern (format) only. For a named validator
 * with a check beyond its pattern, the console adds the rule of that check, so the form refuses
 * what the server (ajv keyword x-check) refuses.
 */
export const withCheckedValidators = (schema: ObjectSchema): ObjectSchema => {
  const visit = (field: FieldSchema): FieldSchema => {
    const v = field['x-validator'];
    const check = typeof v === 'string' ? checkOf(v) : undefined;
    const own: FieldSchema = check
      ? { ...field, 'x-validator': [{ format: v as string, [check]: true }] }
      : field;
    return {
      ...own,
      ...(own.properties
        ? {
            properties: Object.fromEntries(
              Object.entries(own.properties).map(([k, f]) => [k, visit(f)]),
            ),
          }
        : {}),
      ...(own.items ? { items: visit(own.items) } : {}),
    };
  };
  return visit(schema) as ObjectSchema;
};
