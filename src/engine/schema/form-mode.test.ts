import { describe, expect, it } from 'vitest';
import officeAdminForm from '../../../schemas/forms/office-admin.json';
import officeForm from '../../../schemas/forms/office.json';
import { pickPayload, schemaForMode } from './form-mode';
import type { FormSchema } from './types';

const officeAdmin = officeAdminForm as unknown as FormSchema;
const office = officeForm as unknown as FormSchema;

describe('schemaForMode', () => {
  it('shows create-only fields when creating', () => {
    expect(Object.keys(schemaForMode(officeAdmin, 'create').properties)).toEqual([
      'username',
      'name',
      'mobile',
      'password',
      'status',
    ]);
  });

  it('drops create-only fields when editing, without touching the file', () => {
    expect(Object.keys(schemaForMode(officeAdmin, 'update').properties)).toEqual([
      'name',
      'mobile',
      'status',
    ]);
    expect(officeAdmin.schema.properties.password).toBeDefined();
  });

  it('drops create-only fields nested in a layout container', () => {
    const form: FormSchema = {
      submit: { create: 'x.add', update: 'x.update' },
      createOnly: ['password'],
      schema: {
        type: 'object',
        properties: {
          grid: {
            type: 'void',
            properties: { name: { type: 'string' }, password: { type: 'string' } },
          },
        },
      },
    };
    expect(Object.keys(schemaForMode(form, 'update').properties.grid.properties ?? {})).toEqual([
      'name',
    ]);
  });

  it('returns a form without create-only fields unchanged', () => {
    expect(schemaForMode(office, 'update')).toBe(office.schema);
  });
});

describe('pickPayload', () => {
  it('keeps only allowed keys, drops undefined and sends empty text as null', () => {
    expect(
      pickPayload(
        { name: '北京分所', phone: '', contact: undefined, id: 3, lawyerCount: 9, status: 0 },
        ['name', 'phone', 'contact', 'status'],
      ),
    ).toEqual({ name: '北京分所', phone: null, status: 0 });
  });

  it('keeps false, 0 and null as they are', () => {
    expect(pickPayload({ a: false, b: 0, c: null }, ['a', 'b', 'c'])).toEqual({
      a: false,
      b: 0,
      c: null,
    });
  });
});
