import { describe, expect, it } from 'vitest';
import officeForm from '../../../schemas/forms/office.json';
import { withAccessibleNames } from './accessible-names';
import type { FormSchema, ObjectSchema } from './types';

describe('withAccessibleNames', () => {
  it('names every titled input after its title, including fields inside layout containers', () => {
    const schema: ObjectSchema = {
      type: 'object',
      properties: {
        grid: {
          type: 'void',
          'x-component': 'FormGrid',
          properties: { name: { type: 'string', title: '机构名称', 'x-component': 'Input' } },
        },
      },
    };
    const out = withAccessibleNames(schema);
    expect(out.properties.grid.properties?.name['x-component-props']).toEqual({
      'aria-label': '机构名称',
    });
    expect(out.properties.grid['x-component-props']).toBeUndefined();
  });

  it('keeps a name the schema gives and the other component props', () => {
    const out = withAccessibleNames((officeForm as unknown as FormSchema).schema);
    expect(out.properties.name['x-component-props']).toEqual({
      placeholder: '如：北京分所',
      'aria-label': '机构名称',
    });
    const custom = withAccessibleNames({
      type: 'object',
      properties: {
        a: { title: '甲', 'x-component': 'Input', 'x-component-props': { 'aria-label': '乙' } },
      },
    });
    expect(custom.properties.a['x-component-props']).toEqual({ 'aria-label': '乙' });
  });
});

describe('withAccessibleNames in array rows', () => {
  it('names the inputs inside the rows of an array field', () => {
    const out = withAccessibleNames({
      type: 'object',
      properties: {
        rows: {
          type: 'array',
          'x-component': 'ArrayTable',
          items: {
            type: 'object',
            properties: {
              col: {
                type: 'void',
                'x-component': 'ArrayTable.Column',
                properties: { name: { type: 'string', title: '姓名', 'x-component': 'Input' } },
              },
            },
          },
        },
      },
    });
    const col = out.properties.rows.items?.properties?.col;
    expect(col?.properties?.name['x-component-props']).toEqual({ 'aria-label': '姓名' });
  });
});
