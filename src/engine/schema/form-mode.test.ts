import { describe, expect, it } from 'vitest';
import officeAdminForm from '../../../schemas/forms/office-admin.json';
import officeForm from '../../../schemas/forms/office.json';
import lawyerCreateForm from '../../../schemas/forms/lawyer-create.json';
import { pickBySchema, schemaForMode } from './form-mode';
import { toJsonSchema } from './to-json-schema';
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

const lawyerCreate = lawyerCreateForm as unknown as FormSchema;

describe('pickBySchema', () => {
  it('keeps only what the derived schema accepts, sending an emptied optional text as null', () => {
    const accepted = toJsonSchema(office, 'update');
    expect(
      pickBySchema(
        { name: '北京分所', phone: '', contact: undefined, id: 3, lawyerCount: 9, status: 0 },
        accepted,
      ),
    ).toEqual({ name: '北京分所', phone: null, status: 0 });
  });

  it('strips unknown keys inside array rows (Formily bookkeeping) but keeps the rows', () => {
    const accepted = toJsonSchema(lawyerCreate, 'create');
    const rows = [
      {
        name: '甲',
        mobile: '13900000001',
        organizationId: 1,
        __DO_NOT_USE_THIS_PROPERTY_index__: 0,
      },
    ];
    expect(pickBySchema({ lawyers: rows, password: 'Test1234a' }, accepted)).toEqual({
      lawyers: [{ name: '甲', mobile: '13900000001', organizationId: 1 }],
      password: 'Test1234a',
    });
  });

  it('keeps false, 0 and null as they are', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'boolean' },
        b: { type: 'integer' },
        c: { type: ['string', 'null'] },
      },
    };
    expect(pickBySchema({ a: false, b: 0, c: null }, schema)).toEqual({ a: false, b: 0, c: null });
  });
});
