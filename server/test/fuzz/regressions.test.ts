// The inputs the fuzzer found answered with a 500, kept as plain examples so they stay fixed
// even if the generators change: numbers no int4 column holds, and a multipart body that ends
// before its closing boundary.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tok = { admin: '', lawyer: '' };
beforeAll(async () => {
  t = await createTestApp({ hashCost: { memoryCost: 1024, timeCost: 1 } });
  tok.admin = await t.tokenFor(demo.admin[0], demo.admin[1]);
  tok.lawyer = await t.tokenFor(demo.lawyer[0], demo.lawyer[1]);
});
afterAll(() => t.close());

it('an id beyond int4 in a JSON body is a 400 naming the field, not a database error', async () => {
  const res = await t.request({
    method: 'PUT',
    url: '/api/lawyer/card/submitAudit',
    token: tok.lawyer,
    payload: { id: 2147483648, firmId: 1 },
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    code: '400',
    data: null,
    message: '名片不能大于2147483647',
    field: 'id',
  });
});

it('"1e400" in a query (coerced to Infinity) is a 400 naming the field', async () => {
  const res = await t.request({
    method: 'GET',
    url: '/api/firmAccessUser/pageList?organizationId=1e400',
    token: tok.admin,
  });
  expect(res.body).toEqual({ code: '400', data: null, message: '机构不能大于2147483647' });
  const ok = await t.request({
    method: 'GET',
    url: '/api/firmAccessUser/pageList?organizationId=1',
    token: tok.admin,
  });
  expect(ok.body.code).toBe('200');
});

it('a multipart body without its closing boundary is a 400, not a 500', async () => {
  const res = await t.request({
    method: 'POST',
    url: '/api/oss/upload',
    headers: { 'content-type': 'multipart/form-data; boundary=fuzzb' },
    payload: 'garbage without any boundary',
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ code: '400', data: null, message: '上传内容格式不正确' });
});
