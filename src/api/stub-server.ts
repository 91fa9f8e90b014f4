import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type Mock } from 'vitest';
import { configureApi, DEFAULT_BASE_URL, resetApiConfig, setBaseURL } from './client';
import { clearSession } from './session';

/**
 * A real HTTP server for the api tests: it records every request and answers only what a test
 * stubbed. Anything else is answered 599 and remembered, and assertAllStubbed() fails the test
 * with "<METHOD> <path> is not stubbed". Test-only; nothing in the app imports it.
 */
export interface RecordedRequest {
  method: string;
  /** Path as sent, still URL-encoded, without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type StubReply =
  | { status?: number; json: unknown }
  | { status?: number; text: string; contentType?: string }
  /** Drop the connection without answering: a transport failure. */
  | { hangUp: true };

export interface StubServer {
  origin: string;
  requests: RecordedRequest[];
  /** key is "<METHOD> <path>", e.g. "GET /api/lawyer/lawyerInfo/5". */
  stub(key: string, reply: StubReply): void;
  assertAllStubbed(): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startStubServer(): Promise<StubServer> {
  const stubs = new Map<string, StubReply>();
  const requests: RecordedRequest[] = [];
  const unstubbed: string[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = req.url ?? '/';
      const at = raw.indexOf('?');
      const path = at < 0 ? raw : raw.slice(0, at);
      const method = req.method ?? 'GET';
      requests.push({
        method,
        path,
        query: new URLSearchParams(at < 0 ? '' : raw.slice(at + 1)),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const key = `${method} ${path}`;
      const reply = stubs.get(key);
      if (!reply) {
        unstubbed.push(`${key} is not stubbed`);
        res.writeHead(599, { 'Content-Type': 'text/plain' }).end(`${key} is not stubbed`);
        return;
      }
      if ('hangUp' in reply) {
        req.socket.destroy();
        return;
      }
      if ('json' in reply) {
        res
          .writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(reply.json));
        return;
      }
      res
        .writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'text/html' })
        .end(reply.text);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    stub: (key, reply) => void stubs.set(key, reply),
    assertAllStubbed: () => {
      if (unstubbed.length) throw new Error(unstubbed.join('\n'));
    },
    reset: () => {
      stubs.clear();
      requests.length = 0;
      unstubbed.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/**
 * The wire tests run in Node (`// @vitest-environment node`), not happy-dom: happy-dom 21's
 * Response.clone() returns an empty body for socket-backed responses (capricorn86/happy-dom#2353)
 * and alova's fetch adapter always clones. Node has no document, so js-cookie gets this minimal
 * cookie jar: name=value pairs, an expiry in the past deletes (which is how js-cookie removes).
 */
export function installCookieJar(): void {
  if (typeof document !== 'undefined') return;
  const jar = new Map<string, string>();
  const shim = {
    get cookie(): string {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      const [pair, ...attributes] = written.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      if (expires && Date.parse(expires.slice('expires='.length)) <= Date.now()) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    },
  };
  (globalThis as { document?: unknown }).document = shim;
}

export interface StubApi {
  server: StubServer;
  notify: Mock<(message: string, code: string) => void>;
  onSessionExpired: Mock<() => void>;
  redirect: Mock<(path: string) => void>;
  /** Stub "<METHOD> /api<path>" with a success envelope around data. */
  ok(key: string, data: unknown): void;
  /** The only request the test made. */
  single(): RecordedRequest;
}

/** Registers the hooks that run every test of a file against a fresh stub server. */
export function setupStubApi(): StubApi {
  let server: StubServer | undefined;
  const api: StubApi = {
    get server() {
      if (!server) throw new Error('stub server not started');
      return server;
    },
    notify: vi.fn(),
    onSessionExpired: vi.fn(),
    redirect: vi.fn(),
    ok: (key, data) => api.server.stub(key, { json: { code: '200', data, message: 'ok' } }),
    single: () => {
      expect(api.server.requests).toHaveLength(1);
      return api.server.requests[0];
    },
  };
  beforeAll(async () => {
    installCookieJar();
    server = await startStubServer();
    setBaseURL(`${server.origin}${DEFAULT_BASE_URL}`);
  });
  beforeEach(() => {
    api.notify.mockReset();
    api.onSessionExpired.mockReset();
    api.redirect.mockReset();
    resetApiConfig();
    configureApi({
      notify: api.notify,
      onSessionExpired: api.onSessionExpired,
      redirect: api.redirect,
    });
    clearSession();
  });
  afterEach(() => {
    const current = api.server;
    try {
      current.assertAllStubbed();
    } finally {
      current.reset();
    }
  });
  afterAll(async () => {
    setBaseURL(DEFAULT_BASE_URL);
    await server?.close();
  });
  return api;
}
