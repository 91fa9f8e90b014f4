import type { ListSchema, ObjectSchema } from './types';

/**
 * A list's search fields laid out in a responsive grid: as many columns as fit, at least 240 px
 * each. The list view renders it; the start-up preload reads which components it needs.
 */
export const searchGridOf = (search: ListSchema['search']): ObjectSchema => ({
  type: 'object',
  properties: {
    grid: {
      type: 'void',
      'x-component': 'FormGrid',
      'x-component-props': { minColumns: 1, maxColumns: 4, minWidth: 240, columnGap: 16 },
      properties: search?.properties ?? {},
    },
  },
});
