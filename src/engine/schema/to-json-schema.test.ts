import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import officeAdminForm from '../../../schemas/forms/office-admin.json';
import officeForm from '../../../schemas/forms/office.json';
import {
  DEFAULT_MAX_ITEMS,
  DEFAULT_MAX_LENGTH,
  toJsonSchema,
  type JsonSchema,
} from './to-json-schema';
import type { FormSchema } from './types';
import { pickBySchema } from './form-mode';
import { validators } from './validators';

// The server validates payloads with this output, so the tests compile it with Ajv and send the
// payloads a user could produce with the form.
const office = officeForm as unknown as FormSchema;
const officeAdmin = officeAdminForm as unknown as FormSchema;

const compile = (schema: JsonSchema) =>
  new Ajv2020({ strict: false, allowUnionTypes: true }).compile(schema);

const goodOffice = {
  name: '北京分所',
  contact: '张三',
  phone: '010-12345678',
  area: ['11', '1101', '110101'],
  address: '朝阳区建国路 1 号',
  homeUrl: 'https://example.com',
  intro: '一家律所',
  sort: 0,
  status: 1,
};

describe('toJsonSchema(office form, create)', () => {
  const schema = toJsonSchema(office, 'create');
  const validate = compile(schema);
  const ok = (payload: Record<string, unknown>) => validate(payload);

  it('requires exactly the fields marked required and forbids unknown keys', () => {
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['name', 'status']);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties ?? {})).toEqual(Object.keys(office.schema.properties));
  });

  it('gives a required string minLength 1 and keeps its maxLength', () => {
    expect(schema.properties?.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 50 });
  });

  it('lets optional fields be null', () => {
    expect(schema.properties?.contact?.type).toEqual(['string', 'null']);
    expect(schema.properties?.contact?.minLength).toBeUndefined();
  });

  it('turns a named validator into an anchored pattern carrying its Chinese message', () => {
    const phone = schema.properties?.phone;
    expect(phone?.pattern?.startsWith('^')).toBe(true);
    expect(phone?.['x-message']).toBe(validators.phone.message);
    expect(schema.properties?.homeUrl?.['x-message']).toBe(validators.url.message);
  });

  it('accepts a good payload', () => {
    expect(ok(goodOffice)).toBe(true);
    expect(ok({ name: '北京分所', status: 0 })).toBe(true);
  });

  it('rejects a payload without name, or with an empty name', () => {
    const rest: Record<string, unknown> = { ...goodOffice };
    delete rest.name;
    expect(ok(rest)).toBe(false);
    expect(ok({ ...goodOffice, name: '' })).toBe(false);
  });

  it('rejects a bad phone but accepts an empty or null one', () => {
    expect(ok({ ...goodOffice, phone: '123' })).toBe(false);
    expect(ok({ ...goodOffice, phone: '13800138000x' })).toBe(false);
    expect(ok({ ...goodOffice, phone: 'x13800138000' })).toBe(false);
    expect(ok({ ...goodOffice, phone: '13800138000' })).toBe(true);
    expect(ok({ ...goodOffice, phone: '' })).toBe(true);
    expect(ok({ ...goodOffice, phone: null })).toBe(true);
  });

  it('rejects a URL that does not start with http(s)://', () => {
    expect(ok({ ...goodOffice, homeUrl: 'example.com' })).toBe(false);
  });

  it('rejects a key the form does not have', () => {
    expect(ok({ ...goodOffice, firmId: 9 })).toBe(false);
  });

  it('rejects text over the field limit (intro: 500) and over the default 2000', () => {
    expect(ok({ ...goodOffice, intro: 'x'.repeat(500) })).toBe(true);
    expect(ok({ ...goodOffice, intro: 'x'.repeat(501) })).toBe(false);
    expect(ok({ ...goodOffice, intro: 'x'.repeat(2001) })).toBe(false);
  });

  it('accepts null for every optional field', () => {
    expect(
      ok({
        name: '北京分所',
        status: 1,
        contact: null,
        phone: null,
        area: null,
        intro: null,
        sort: null,
      }),
    ).toBe(true);
  });

  it('rejects a status outside the enum and a sort outside its range', () => {
    expect(ok({ ...goodOffice, status: 2 })).toBe(false);
    expect(ok({ ...goodOffice, status: null })).toBe(false);
    expect(ok({ ...goodOffice, sort: 10000 })).toBe(false);
    expect(ok({ ...goodOffice, sort: -1 })).toBe(false);
    expect(ok({ ...goodOffice, sort: 1.5 })).toBe(false);
  });

  it('checks area items and count', () => {
    expect(ok({ ...goodOffice, area: ['11', 'x'] })).toBe(false);
    expect(ok({ ...goodOffice, area: ['11', '1101', '110101', '11010101'] })).toBe(false);
  });
});

describe('toJsonSchema(office-admin form)', () => {
  const create = toJsonSchema(officeAdmin, 'create');
  const update = toJsonSchema(officeAdmin, 'update');
  const admin = {
    username: 'zhang_san',
    name: '张三',
    mobile: '13800138000',
    password: 'abc12345',
    status: 1,
  };

  it('includes create-only fields on create, as required', () => {
    expect(create.required).toEqual(['username', 'name', 'mobile', 'password', 'status']);
    expect(compile(create)(admin)).toBe(true);
    expect(compile(create)({ ...admin, password: 'abcdefgh' })).toBe(false);
    expect(compile(create)({ ...admin, username: '1abc' })).toBe(false);
  });

  it('drops create-only fields on update: absent, not required, and refused if sent', () => {
    expect(Object.keys(update.properties ?? {})).toEqual(['name', 'mobile', 'status']);
    expect(update.required).toEqual(['name', 'mobile', 'status']);
    const validate = compile(update);
    expect(validate({ name: '张三', mobile: '13800138000', status: 0 })).toBe(true);
    expect(validate({ name: '张三', mobile: '13800138000', status: 0, password: 'abc12345' })).toBe(
      false,
    );
  });

  it('requires a valid mobile on a required patterned field, empty included', () => {
    const validate = compile(update);
    expect(validate({ name: '张三', mobile: '123', status: 1 })).toBe(false);
    expect(validate({ name: '张三', mobile: '', status: 1 })).toBe(false);
    expect(update.properties?.mobile?.['x-message']).toBe('请输入正确的11位手机号');
  });
});

describe('toJsonSchema defaults and shapes', () => {
  const form = (properties: FormSchema['schema']['properties']): FormSchema => ({
    submit: { create: 'x.add' },
    schema: { type: 'object', properties },
  });

  it('caps a string without maxLength at DEFAULT_MAX_LENGTH (2000)', () => {
    const s = toJsonSchema(form({ note: { type: 'string', title: '备注' } }), 'create');
    expect(DEFAULT_MAX_LENGTH).toBe(2000);
    expect(s.properties?.note?.maxLength).toBe(2000);
    const validate = compile(s);
    expect(validate({ note: 'x'.repeat(2000) })).toBe(true);
    expect(validate({ note: 'x'.repeat(2001) })).toBe(false);
  });

  it('caps an array without maxItems and requires one item when the array is required', () => {
    const s = toJsonSchema(form({ tags: { type: 'array', required: true } }), 'create');
    expect(s.properties?.tags).toMatchObject({
      type: 'array',
      maxItems: DEFAULT_MAX_ITEMS,
      minItems: 1,
    });
    expect(compile(s)({ tags: [] })).toBe(false);
    expect(compile(s)({ tags: ['a'] })).toBe(true);
  });

  it('flattens void containers and leaves read-only fields out', () => {
    const s = toJsonSchema(
      form({
        grid: {
          type: 'void',
          'x-component': 'FormGrid',
          properties: { a: { type: 'string' }, b: { type: 'string', 'x-pattern': 'readPretty' } },
        },
        c: { type: 'string', 'x-pattern': 'disabled' },
      }),
      'create',
    );
    expect(Object.keys(s.properties ?? {})).toEqual(['a']);
  });

  it('combines a field pattern with a named validator (both must hold)', () => {
    const s = toJsonSchema(
      form({
        m: { type: 'string', required: true, pattern: '^139\\d{8}$', 'x-validator': 'mobile' },
      }),
      'create',
    );
    const validate = compile(s);
    expect(validate({ m: '13912345678' })).toBe(true);
    expect(validate({ m: '13812345678' })).toBe(false);
    expect(validate({ m: '1391234567' })).toBe(false);
  });

  it('reads named validators from a rule list ({ format })', () => {
    const s = toJsonSchema(
      form({ e: { type: 'string', 'x-validator': [{ format: 'email' }] } }),
      'create',
    );
    expect(s.properties?.e?.['x-message']).toBe(validators.email.message);
    expect(compile(s)({ e: 'a@b' })).toBe(false);
    expect(compile(s)({ e: 'a@b.cn' })).toBe(true);
  });
});

describe('toJsonSchema with a pattern anchored at one end only', () => {
  it('accepts on the server what the form accepts (search semantics, as in JSON Schema)', () => {
    const form = {
      submit: { create: 'x' },
      schema: {
        type: 'object',
        properties: {
          mobile: {
            type: 'string',
            title: '手机号',
            required: true,
            pattern: '^139',
            'x-validator': 'mobile',
          },
        },
      },
    } as unknown as FormSchema;
    const validate = compile(toJsonSchema(form, 'create'));
    expect(validate({ mobile: '13912345678' })).toBe(true);
    expect(validate({ mobile: '13812345678' })).toBe(false);
    expect(validate({ mobile: '1391234' })).toBe(false);
  });
});

describe('toJsonSchema: an object field without declared properties is a map', () => {
  const form = {
    submit: { save: 'firm.appconfSave' },
    schema: {
      type: 'object' as const,
      properties: { global: { type: 'object' as const, 'x-component': 'MenuSwitches' } },
    },
  };

  it('keeps the map open so its keys reach the server (which narrows them)', () => {
    const json = toJsonSchema(form, 'settings');
    expect(json.properties?.global).toEqual({ type: ['object', 'null'] });
    expect(pickBySchema({ global: { card: false, logs: true } }, json)).toEqual({
      global: { card: false, logs: true },
    });
  });
});
