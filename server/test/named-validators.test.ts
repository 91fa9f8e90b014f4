import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonSchema } from '../../src/engine/schema/to-json-schema';
import type { FormSchema } from '../../src/engine/schema/types';
import errorsPlugin from '../src/plugins/errors';
import validationPlugin from '../src/plugins/validation';

// A form using the named validators a law firm needs; the server validates with the JSON Schema
// derived from it, exactly as the real routes do, and must answer like the console does.
const form = {
  submit: { create: 'firm.update' },
  schema: {
    type: 'object',
    properties: {
      creditCode: {
        type: 'string',
        title: '统一社会信用代码',
        required: true,
        'x-validator': 'creditCode',
      },
      licenseNo: { type: 'string', title: '执业证号', 'x-validator': 'licenseNo' },
      mobile: { type: 'string', title: '手机号', 'x-validator': 'mobile' },
      email: { type: 'string', title: '邮箱', 'x-validator': 'email' },
    },
  },
} as unknown as FormSchema;

const app = Fastify();

beforeAll(async () => {
  await app.register(errorsPlugin);
  await app.register(validationPlugin);
  app.post('/check', { schema: { body: toJsonSchema(form, 'create') } }, async () => ({
    code: '200',
    data: null,
    message: '成功',
  }));
  await app.ready();
});

afterAll(() => app.close());

const send = async (body: Record<string, unknown>) =>
  (await app.inject({ method: 'POST', url: '/check', payload: body })).json() as {
    code: string;
    message: string;
  };

describe('named validators on the server', () => {
  it('accepts valid values', async () => {
    const res = await send({
      creditCode: '91350100M000100Y43',
      licenseNo: '11101200510100000',
      mobile: '13800000001',
      email: 'a@b.cn',
    });
    expect(res.code).toBe('200');
  });

  it('refuses a credit code whose check character is wrong, with the console message', async () => {
    const res = await send({ creditCode: '91350100M000100Y44' });
    expect(res).toMatchObject({ code: '400', message: '请输入正确的18位统一社会信用代码' });
  });

  it('refuses a 16-digit licence number, a bad mobile and a bad email by name', async () => {
    const base = { creditCode: '91350100M000100Y43' };
    expect((await send({ ...base, licenseNo: '1110120051010000' })).message).toBe(
      '执业证号应为17位数字',
    );
    expect((await send({ ...base, mobile: '12345' })).message).toBe('请输入正确的11位手机号');
    expect((await send({ ...base, email: 'nope' })).message).toBe('请输入正确的邮箱地址');
  });

  it('lets optional fields stay empty', async () => {
    const res = await send({ creditCode: '91350100M000100Y43', licenseNo: '', email: '' });
    expect(res.code).toBe('200');
  });
});
