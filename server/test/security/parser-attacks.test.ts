// Suite 3 (docs/security.md): what the body, query and URL parsers make of hostile input, after
// Fastify's own tests. Every payload must end in a 4xx envelope (or a business error envelope) with
// a Chinese message, never a 5xx, never a polluted prototype, and the server must still answer
// afterwards. What `inject` cannot express (lying Content-Length, oversize headers, raw request
// lines) goes through a raw socket to the listening server.
import type { InjectOptions } from 'fastify';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';

let t: TestApp;
let port = 0;
const tried = { payloads: 0, fiveXX: 0 };

const LOGIN = '/api/auth/lawyerLogin';
const ADMIN_LOGIN = '/api/auth/firmAccessUserLogin';
const [mobile, password] = demo.lawyer;
const validLogin = JSON.stringify({ mobile, password, firmId: 1 });
const chinese = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(async () => {
  console.log(`parser attacks: ${tried.payloads} payloads, ${tried.fiveXX} 5xx`);
  await t.close();
});

interface Answer {
  status: number;
  body: string;
}

const count = (status: number) => {
  tried.payloads += 1;
  if (status >= 500) tried.fiveXX += 1;
};

/** A refusal a client can read: 4xx transport status or a 200 business error, both enveloped. */
const expectRefused = (res: Answer, label: string) => {
  count(res.status);
  expect(res.status, `${label}: ${res.body}`).toBeLessThan(500);
  const env = JSON.parse(res.body) as Record<string, unknown>;
  // The envelope, with `field` when the refusal names one (docs/product.md, Envelope).
  const { field, ...rest } = env;
  expect(Object.keys(rest).sort(), label).toEqual(['code', 'data', 'message']);
  if (field !== undefined) expect(field, label).toMatch(/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/);
  expect(env.code, label).toMatch(/^4\d\d$/);
  expect(env.data, label).toBeNull();
  expect(env.message, label).toMatch(chinese);
};

const inject = async (opts: InjectOptions): Promise<Answer> => {
  const res = await t.app.inject(opts);
  return { status: res.statusCode, body: res.body };
};

const postJson = (url: string, payload: string, type = 'application/json') =>
  inject({ method: 'POST', url, payload, headers: { 'content-type': type } });

/** Writes raw bytes, optionally half-closes, and collects every response the server sends back. */
const raw = (request: string | Buffer, opts: { end?: boolean } = {}): Promise<Answer[]> =>
  new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined); // a reset after the answer is the server's right
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const answers: Answer[] = [];
      // Several answers may come back on one socket (a short Content-Length leaves a second one).
      for (const m of text.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/g)) {
        const length = Number(/content-length: (\d+)/i.exec(m[2])?.[1] ?? 0);
        const start = (m.index ?? 0) + m[0].length;
        answers.push({
          status: Number(m[1]),
          body: Buffer.from(text.slice(start)).subarray(0, length).toString(),
        });
      }
      resolve(answers);
    });
    socket.on('connect', () => {
      socket.write(request);
      if (opts.end) socket.end();
    });
    socket.on('timeout', () => reject(new Error('raw request timed out')));
  });

const stillAlive = async () => {
  const res = await t.lawyerLogin(mobile, password);
  expect(res.code).toBe('200');
};

describe('prototype poisoning', () => {
  const poisoned = [
    `{"mobile":"${mobile}","password":"${password}","__proto__":{"polluted":"yes"}}`,
    `{"mobile":"${mobile}","password":"${password}","constructor":{"prototype":{"polluted":"yes"}}}`,
    `{"mobile":"${mobile}","password":"${password}","x":{"__proto__":{"polluted":"yes"}}}`,
    `{"mobile":"${mobile}","password":"${password}","\\u005f\\u005fproto__":{"polluted":"yes"}}`,
    `{"mobile":"${mobile}","password":"${password}","constructor":{"\\u0070rototype":{"polluted":"yes"}}}`,
    `[{"__proto__":{"polluted":"yes"}}]`,
  ];
  it.each(poisoned)('a JSON body %s is refused before the handler signs anyone in', async (p) => {
    const res = await postJson(LOGIN, p);
    expectRefused(res, p);
    expect(res.body).not.toContain('token');
  });

  const forms = [
    `username=admin&password=Admin%402026&__proto__%5Bpolluted%5D=yes`,
    `username=admin&password=Admin%402026&__proto__=yes`,
    `username=admin&password=Admin%402026&constructor%5Bprototype%5D%5Bpolluted%5D=yes`,
    `username=admin&password=Admin%402026&constructor=x&prototype=y`,
  ];
  it.each(forms)('a form body %s is refused before the handler signs anyone in', async (p) => {
    const res = await postJson(ADMIN_LOGIN, p, 'application/x-www-form-urlencoded');
    expectRefused(res, p);
    expect(res.body).not.toContain('token');
  });

  const queries = [
    '__proto__[polluted]=yes',
    '__proto__=yes',
    'constructor[prototype][polluted]=yes',
    'constructor.prototype.polluted=yes',
    '__proto__.polluted=yes',
  ];
  it.each(queries)('a query string ?username=admin&%s is refused', async (q) => {
    const res = await inject({ method: 'GET', url: `/api/auth/queryCode?username=admin&${q}` });
    expectRefused(res, q);
  });

  it('leaves Object.prototype untouched', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('content-type tricks', () => {
  const refused: Array<[string, string | undefined, string]> = [
    ['JSON sent as text/plain', 'text/plain', validLogin],
    ['JSON sent as text/plain;charset=utf-8', 'text/plain; charset=utf-8', validLogin],
    ['JSON as application/jsonx', 'application/jsonx', validLogin],
    ['JSON as application/x-json', 'application/x-json', validLogin],
    ['JSON as multipart', 'multipart/form-data; boundary=x', validLogin],
    [
      'a real multipart body',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n${mobile}\r\n--x--\r\n`,
    ],
    [
      'a form body where JSON is expected',
      'application/x-www-form-urlencoded',
      `mobile=${mobile}&password=${encodeURIComponent(password)}`,
    ],
    [
      'UTF-16 JSON',
      'application/json; charset=utf-16le',
      Buffer.from(validLogin, 'utf16le').toString('binary'),
    ],
    ['JSON with a BOM-less garbage prefix', 'application/json', `\u00ff\u00fe${validLogin}`],
    ['a content type that is only parameters', '; charset=utf-8', validLogin],
    ['an empty content type', '', validLogin],
  ];
  it.each(refused)('%s is refused', async (_label, type, payload) => {
    const res = await inject({
      method: 'POST',
      url: LOGIN,
      payload,
      headers: type === undefined ? {} : { 'content-type': type },
    });
    expectRefused(res, _label);
  });

  it('a body without any content type is refused (raw request)', async () => {
    const [res] = await raw(
      `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Length: ${validLogin.length}\r\nConnection: close\r\n\r\n${validLogin}`,
    );
    expectRefused(res, 'no content type');
  });

  it('JSON where a form is expected is refused', async () => {
    const res = await postJson(
      ADMIN_LOGIN,
      JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
    );
    expectRefused(res, 'json to form route');
  });

  it('duplicate JSON keys are refused, whichever copy would win', async () => {
    for (const p of [
      `{"mobile":"13900000000","mobile":"${mobile}","password":"${password}"}`,
      `{"mobile":"${mobile}","password":"wrong-1","password":"${password}"}`,
      `{"mobile":"${mobile}","password":"${password}","firmId":2,"firmId":1}`,
      `{"mobile":"${mobile}","m\\u006fbile":"${mobile}","password":"${password}"}`,
    ]) {
      const res = await postJson(LOGIN, p);
      expectRefused(res, p);
      expect(res.body).not.toContain('token');
    }
  });
});

describe('lying Content-Length and oversize input', () => {
  it('a Content-Length shorter than the body is refused and the rest is not run as a request', async () => {
    const answers = await raw(
      `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n${validLogin}`,
      { end: true },
    );
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) expectRefused(a, 'short content-length');
  });

  it('a Content-Length longer than the body sent is never answered as a success', async () => {
    const answers = await raw(
      `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n${validLogin}`,
      { end: true },
    );
    for (const a of answers) expectRefused(a, 'long content-length');
    tried.payloads += answers.length === 0 ? 1 : 0;
    await stillAlive();
  });

  it.each([
    ['non-numeric', 'Content-Length: abc'],
    ['negative', 'Content-Length: -1'],
    ['twice, disagreeing', 'Content-Length: 5\r\nContent-Length: 6'],
    ['with Transfer-Encoding (smuggling)', `Content-Length: 4\r\nTransfer-Encoding: chunked`],
  ])('a %s Content-Length is refused with an envelope', async (_label, header) => {
    const answers = await raw(
      `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${header}\r\n\r\n${validLogin}`,
      { end: true },
    );
    expect(answers.length).toBeGreaterThan(0);
    expectRefused(answers[0], _label);
  });

  it('a JSON or form body beyond the body limit is refused with 413', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const json = await postJson(LOGIN, JSON.stringify({ mobile, password, pad: big }));
    expectRefused(json, 'json body');
    expect(json.status).toBe(413);
    const form = await postJson(
      ADMIN_LOGIN,
      `username=admin&password=x&pad=${big}`,
      'application/x-www-form-urlencoded',
    );
    expectRefused(form, 'form body');
    expect(form.status).toBe(413);
  });

  it('a declared Content-Length beyond the limit is refused before the body arrives', async () => {
    const answers = await raw(
      `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n{`,
    );
    expect(answers.length).toBeGreaterThan(0);
    expectRefused(answers[0], 'declared oversize');
    expect(answers[0].status).toBe(413);
  });

  it('oversize headers get 431 with an envelope', async () => {
    const answers = await raw(
      `GET /api/auth/getFirmId HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answers.length).toBeGreaterThan(0);
    expectRefused(answers[0], 'oversize header');
    expect(answers[0].status).toBe(431);
  });

  it('deeply nested JSON is refused without a crash', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expectRefused(await postJson(LOGIN, deep), 'deep array');
    const deepObj = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    expectRefused(await postJson(LOGIN, deepObj), 'deep object');
  });
});

describe('malformed URLs', () => {
  const urls = [
    '/api/auth/queryCode?username=%E0%A4%A',
    '/api/auth/queryCode?username=%zz',
    '/api/auth/queryCode?username=a%00b',
    '/api/auth/queryCode?username%00=admin',
    '/api/%zz',
    '/api/auth/%E0%A4%A',
    '/api/oss/files/a%00.png',
    '/api/oss/files/..%2f..%2f..%2fetc%2fpasswd',
    '/api/oss/files/%2e%2e/%2e%2e/package.json',
    `/api/${'a/'.repeat(2000)}`,
    `/api/lawyer/card/${'9'.repeat(400)}`,
    '/api/auth/queryCode?username=admin&username=other',
  ];
  it.each(urls)('%s is refused', async (url) => {
    expectRefused(await inject({ method: 'GET', url }), url);
  });

  it.each([
    'GET /api/../api/auth/code HTTP/1.1',
    'GET /api/auth/../../../etc/passwd HTTP/1.1',
    'GET /api/oss/files/../../../../etc/passwd HTTP/1.1',
    'GET /api/auth/queryCode?username=a\u0000b HTTP/1.1',
    `GET /api/${'x'.repeat(15_000)} HTTP/1.1`,
  ])('the raw request line %s is refused with an envelope', async (line) => {
    const answers = await raw(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answers.length).toBeGreaterThan(0);
    expectRefused(answers[0], line.slice(0, 60));
  });

  it('the server still answers after all of it', stillAlive);
});
