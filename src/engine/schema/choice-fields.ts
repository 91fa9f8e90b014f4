import type { FieldSchema, ObjectSchema } from './types';

/** Components where a value is picked rather than typed: a missing one reads 请选择…. */
const CHOICE_COMPONENTS = new Set([
  'Select',
  'RemoteSelect',
  'Radio.Group',
  'Checkbox.Group',
  'DatePicker',
  'DatePicker.RangePicker',
  'AreaCascader',
]);

/**
 * Marks each field whose value is picked (a select, a radio group, a date…) with
 * `x-data: { choice: true }`, so the console's message template says 请选择{label} where a
 * typed field says 请输入{label} (setup-validation.ts).
 *
 * @example withChoiceMarks(schema).properties.org['x-data'] // { choice: true }
 */
export const withChoiceMarks = (schema: ObjectSchema): ObjectSchema => {
  const visit = (field: FieldSchema): FieldSchema => {
    const choice = CHOICE_COMPONENTS.has(String(field['x-component'] ?? ''));
    return {
      ...field,
      ...(choice
        ? {
            'x-data': { ...(field['x-data'] as Record<string, unknown> | undefined), choice: true },
          }
        : {}),
      ...(field.properties
        ? {
            properties: Object.fromEntries(
              Object.entries(field.properties).map(([k, f]) => [k, visit(f)]),
            ),
          }
        : {}),
      ...(field.items ? { items: visit(field.items) } : {}),
    };
  };
  return visit(schema) as ObjectSchema;
};
