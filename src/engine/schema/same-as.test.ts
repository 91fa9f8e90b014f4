import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import accountPasswd from '../../../schemas/forms/account-passwd.json';
import { checkSiblingRefs } from './check-siblings';
import { sameAsHolds, sameAsRule, sameAsTarget } from './same-as';
import { toJsonSchema } from './to-json-schema';
import type { FieldSchema, FormSchema } from './types';

const passwd = accountPasswd as unknown as FormSchema;
const props = passwd.schema.properties;

describe('sameAs (确认密码)', () => {
  it('finds the sibling a field must repeat, with the form’s own message', () => {
    expect(sameAsTarget(props.confirmPassword)).toBe('newPassword');
    expect(sameAsTarget(props.newPassword)).toBeUndefined();
    expect(sameAsRule(props.confirmPassword, props)).toEqual({
      field: 'newPassword',
      message: '两次输入的密码不一致',
    });
  });

  it('without a message, says which two fields differ', () => {
    const confirm: FieldSchema = {
      type: 'string',
      title: '确认邮箱',
      'x-validator': [{ sameAs: 'email' }],
    };
    expect(sameAsRule(confirm, { email: { type: 'string', title: '邮箱' } })?.message).toBe(
      '确认邮箱与邮箱不一致',
    );
  });

  it('holds for equal values and leaves an empty value to the required rule', () => {
    expect(sameAsHolds('Abc12345', 'Abc12345')).toBe(true);
    expect(sameAsHolds('Abc12345', 'Abc123456')).toBe(false);
    expect(sameAsHolds('', 'x')).toBe(true);
    expect(sameAsHolds(undefined, 'x')).toBe(true);
  });

  it('reaches the server as the x-same-as keyword of the derived JSON Schema', () => {
    const schema = toJsonSchema(passwd, 'settings');
    expect(schema.required).toEqual(['oldPassword', 'newPassword', 'confirmPassword']);
    expect(schema.properties?.confirmPassword?.['x-same-as']).toEqual({
      field: 'newPassword',
      message: '两次输入的密码不一致',
    });
    expect(schema.properties?.newPassword?.['x-same-as']).toBeUndefined();
    // An ajv with the keyword (as the server registers it) refuses a mismatch.
    const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
    ajv.addKeyword({
      keyword: 'x-same-as',
      schemaType: 'object',
      validate: (
        rule: { field: string },
        data: unknown,
        _s: unknown,
        cxt?: { parentData?: unknown },
      ) => sameAsHolds(data, (cxt?.parentData as Record<string, unknown>)[rule.field]),
    });
    const validate = ajv.compile(schema);
    const good = { oldPassword: 'a', newPassword: 'Abcd1234', confirmPassword: 'Abcd1234' };
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, confirmPassword: 'Abcd12345' })).toBe(false);
  });

  it('the check refuses a sameAs or SmsCodeInput that names no sibling', () => {
    const root: FieldSchema = {
      type: 'object',
      properties: {
        a: { type: 'string', 'x-validator': [{ sameAs: 'missing' }] },
        b: { type: 'string', 'x-validator': [{ sameAs: 'b' }] },
        code: {
          type: 'string',
          'x-component': 'SmsCodeInput',
          'x-component-props': { purpose: 'reset', mobileField: 'phone' },
        },
      },
    };
    expect(checkSiblingRefs('f.json', root, '/schema').map((p) => p.pointer)).toEqual([
      '/schema/properties/a/x-validator',
      '/schema/properties/b/x-validator',
      '/schema/properties/code/x-component-props/mobileField',
      '/schema/properties/code/x-component-props/purpose',
    ]);
    expect(checkSiblingRefs('f.json', passwd.schema, '/schema')).toEqual([]);
  });
});
