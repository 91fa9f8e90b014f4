// The real server as a child process (node + tsx on server/src/server.ts), on file-backed PGlite in
// a data directory the test owns: durability is about what a killed process leaves on disk, which
// an in-process app cannot show. DATABASE_URL is blanked so this is PGlite even in the PostgreSQL
// leg of CI.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface Envelope<T = unknown> {
  code: string;
  data: T;
  message: string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildServer {
  port: number;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<Exit>;
  kill(signal: NodeJS.Signals): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

/**
 * Starts server/src/server.ts with `env` over this process's environment and resolves once it
 * listens (or rejects with its output).
 */
export const startServerProcess = async (
  env: Record<string, string>,
  timeoutMs = 30000,
): Promise<ChildServer> => {
  const port = await freePort();
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<Exit>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const child: ChildServer = {
    port,
    pid: proc.pid ?? 0,
    output: () => out,
    exited,
    kill: (signal) => void proc.kill(signal),
  };
  const started = Date.now();
  for (;;) {
    if (out.includes('Server listening at')) return child;
    const gone = await Promise.race([exited, new Promise((r) => setTimeout(r, 50, null))]);
    if (gone || Date.now() - started > timeoutMs) {
      proc.kill('SIGKILL');
      throw new Error(`server did not start (${JSON.stringify(gone)}):\n${out.slice(-3000)}`);
    }
  }
};

/**
 * Starts the server on PGlite in `dataDir` (never PostgreSQL, whatever the shell says). A first
 * start migrates and seeds, which takes most of a minute on a busy machine: the ceiling is wide.
 */
export const startChild = (dataDir: string, timeoutMs = 120_000): Promise<ChildServer> =>
  startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, timeoutMs);

/** A request without an answer, with the local port it used (0 = never connected). */
export interface NoAnswer extends NodeJS.ErrnoException {
  localPort?: number;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

/**
 * One request on a connection of its own (no keep-alive), so a refused connection and an
 * answered request are told apart exactly. Rejects with the socket error (ECONNREFUSED,
 * ECONNRESET…) when there is no answer; its localPort finds the request in the server's log.
 */
export const call = <T = unknown>(
  port: number,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  {
    token,
    body,
    form = false,
  }: { token?: string; body?: Record<string, unknown>; form?: boolean } = {},
): Promise<Answer<T>> =>
  new Promise((resolve, reject) => {
    const fields = { firmId: 1, ...body };
    const payload =
      method === 'GET'
        ? undefined
        : form
          ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()
          : JSON.stringify(fields);
    const path = method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}firmId=1` : url;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(token ? { token } : {}),
          ...(payload
            ? {
                'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
                'content-length': Buffer.byteLength(payload),
              }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Envelope<T> });
          } catch {
            reject(new Error(`not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
        res.on('error', reject);
      },
    );
    let localPort = 0;
    req.on('socket', (socket) => socket.on('connect', () => (localPort = socket.localPort ?? 0)));
    req.on('error', (err: NoAnswer) => {
      err.localPort = localPort;
      reject(err);
    });
    req.end(payload);
  });

/** Signs the demo main admin in over HTTP (the seed's admin / Admin@2026). */
export const adminToken = async (port: number): Promise<string> => {
  const res = await call<{ token: string }>(port, 'POST', '/api/auth/firmAccessUserLogin', {
    body: { username: 'admin', password: 'Admin@2026' },
    form: true,
  });
  if (res.body.code !== '200') throw new Error(`admin login failed: ${res.body.message}`);
  return res.body.data.token;
};
