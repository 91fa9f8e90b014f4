import type { FieldSchema, ObjectSchema } from './types';

/**
 * Inside an ArrayTable the column header already names a cell, so the cell's FormItem hides its
 * own label and gives the input the whole width. The field keeps its title: it still fills
 * {label} in messages (请输入姓名) and names the input for screen readers.
 */
export const withTableCells = (schema: ObjectSchema): ObjectSchema => {
  const visit = (field: FieldSchema, inColumn: boolean): FieldSchema => {
    const isColumn = field['x-component'] === 'ArrayTable.Column';
    const cell =
      inColumn && field['x-decorator'] === 'FormItem'
        ? {
            ...field,
            'x-decorator-props': {
              labelStyle: { display: 'none' },
              wrapperCol: 24,
              ...field['x-decorator-props'],
            },
          }
        : field;
    const mapProps = (props: Record<string, FieldSchema>, column: boolean) =>
      Object.fromEntries(Object.entries(props).map(([k, f]) => [k, visit(f, column)]));
    return {
      ...cell,
      ...(cell.properties
        ? { properties: mapProps(cell.properties, isColumn || (inColumn && cell.type === 'void')) }
        : {}),
      ...(cell.items ? { items: visit(cell.items, false) } : {}),
    };
  };
  return visit(schema, false) as ObjectSchema;
};
