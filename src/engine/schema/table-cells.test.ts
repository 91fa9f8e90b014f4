import { describe, expect, it } from 'vitest';
import lawyerCreate from '../../../schemas/forms/lawyer-create.json';
import { withTableCells } from './table-cells';
import type { FieldSchema, FormSchema } from './types';

const cellsOf = (form: FormSchema) => {
  const items = withTableCells(form.schema).properties.lawyers.items as FieldSchema;
  return items.properties as Record<string, FieldSchema>;
};

describe('withTableCells', () => {
  it('hides the label of fields inside ArrayTable columns but keeps their titles', () => {
    const cells = cellsOf(lawyerCreate as unknown as FormSchema);
    const name = cells.c1.properties?.name as FieldSchema;
    expect(name.title).toBe('姓名');
    expect(name['x-decorator-props']).toEqual({ labelStyle: { display: 'none' }, wrapperCol: 24 });
  });

  it('leaves fields outside tables alone', () => {
    const out = withTableCells((lawyerCreate as unknown as FormSchema).schema);
    expect(out.properties.password['x-decorator-props']).toEqual(
      (lawyerCreate as unknown as FormSchema).schema.properties.password['x-decorator-props'],
    );
    expect(out.properties.lawyers['x-decorator-props']).toEqual(
      (lawyerCreate as unknown as FormSchema).schema.properties.lawyers['x-decorator-props'],
    );
  });
});
