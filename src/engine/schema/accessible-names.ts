import type { FieldSchema, ObjectSchema } from './types';

/**
 * Formily's FormItem renders its label without `for`, so a screen reader (and getByLabel) could
 * not tell which input is 机构名称. Every titled field gets its title as `aria-label` unless the
 * schema already names it.
 */
export const withAccessibleNames = (schema: ObjectSchema): ObjectSchema => {
  const visit = (field: FieldSchema): FieldSchema => {
    const props = field['x-component-props'] ?? {};
    const named =
      field.title && field['x-component'] && props['aria-label'] === undefined
        ? { ...field, 'x-component-props': { ...props, 'aria-label': field.title } }
        : field;
    return {
      ...named,
      ...(named.properties
        ? {
            properties: Object.fromEntries(
              Object.entries(named.properties).map(([k, f]) => [k, visit(f)]),
            ),
          }
        : {}),
      // Rows of an array field (ArrayTable cells, ArrayItems) need names too.
      ...(named.items ? { items: visit(named.items) } : {}),
    };
  };
  return visit(schema) as ObjectSchema;
};
