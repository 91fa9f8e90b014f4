// @vitest-environment jsdom
// jsdom keeps Node's fetch, so the console's api layer talks to the real server here.
// A screen of a resource without server code works in the console from JSON alone: the real
// server on a copy of schemas/ with a 律所公告 resource, list and form, and the engine's list and
// form calling it through call(), which resolves announcement.list/info/update from the copy's
// resource file (no row of src/api/calls.ts).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/call';
import type { CallName } from '../../api/calls';
import { DEFAULT_BASE_URL, setBaseURL } from '../../api/client';
import { clearSession, setToken } from '../../api/session';
import { renderInRouter } from '../../testing/render-in-router';
import type { FormSchema, ListSchema } from '../schema/types';
import { FeedbackProvider } from '../state/feedback';
import { FormCore } from './form-core';
import type { FormHost } from './form-host';
import { ListView } from './list-view';

// The console's resource files are the copy's (the build bundles schemas/resources; here the
// copy stands in for a schemas directory product staff edited).
const where = vi.hoisted(() => ({ dir: '' }));
vi.mock('../../api/resource-files', () => ({
  loadResourceFiles: () =>
    Promise.resolve(
      readdirSync(join(where.dir, 'resources')).map(
        (f) => JSON.parse(readFileSync(join(where.dir, 'resources', f), 'utf8')) as unknown,
      ),
    ),
}));

// The real server as its own process (server/src/server.ts, demo data on a fresh PGlite directory)
// on the copy: the DOM environment cannot host it (its URL is the page's, not Node's).
// A port given in CODELESS_TEST_PORT, else one the system has free.
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
let origin = '';
const textField = (title: string, maxLength = 50) => ({
  type: 'string' as const,
  title,
  maxLength,
  'x-decorator': 'FormItem',
  'x-component': 'Input',
});
const post = async <T,>(path: string, body: Record<string, unknown>, token = '') => {
  const res = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify({ firmId: 1, ...body }),
  });
  return (await res.json()) as { code: string; data: T; message: string };
};

const form: FormSchema = {
  title: '公告',
  load: { call: 'announcement.info', params: { id: '{id}' } },
  submit: { create: 'announcement.create', update: 'announcement.update' },
  schema: {
    type: 'object',
    properties: {
      title: { ...textField('标题'), required: true },
      body: { ...textField('正文', 200), 'x-component': 'Input.TextArea' },
    },
  },
};
const list: ListSchema = {
  title: '律所公告',
  call: 'announcement.list',
  columns: [
    { field: 'title', title: '标题' },
    { field: 'body', title: '正文' },
  ],
};

let root = '';
let server: ChildProcess | undefined;
let admin = '';

const startServer = async (schemasDir: string, port: number) => {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: join(root, 'data'),
      SCHEMAS_DIR: schemasDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  server = proc;
  const started = Date.now();
  while (!out.includes('Server listening at')) {
    if (proc.exitCode !== null || Date.now() - started > 240_000) {
      throw new Error(`server did not start:\n${out.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'codeless-'));
  const dir = join(root, 'schemas');
  cpSync(join(process.cwd(), 'schemas'), dir, { recursive: true });
  where.dir = dir;
  const write = (rel: string, json: unknown) =>
    writeFileSync(join(dir, rel), JSON.stringify(json, null, 2));
  write('forms/announcement.json', { $schema: '../meta/form.schema.json', ...form });
  write('lists/announcement.json', { $schema: '../meta/list.schema.json', ...list });
  write('resources/announcement.json', {
    $schema: '../meta/resource.schema.json',
    name: 'announcement',
    title: '公告',
    table: 'announcement',
    forms: ['announcement'],
    list: 'announcement',
    scope: { firm: true },
    access: {
      list: { auth: ['ADMIN'] },
      read: { auth: ['ADMIN'] },
      create: { auth: ['ADMIN'] },
      update: { auth: ['ADMIN'] },
    },
    columns: { title: 'text' },
    document: 'content',
    filters: ['title'],
  });
  const port = Number(process.env.CODELESS_TEST_PORT) || (await freePort());
  origin = `http://127.0.0.1:${port}`;
  await startServer(dir, port);
  const login = await fetch(`${origin}/api/auth/firmAccessUserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: 'Admin@2026', firmId: '1' }),
  });
  admin = ((await login.json()) as { data: { token: string } }).data.token;
  setBaseURL(`${origin}${DEFAULT_BASE_URL}`);
  setToken(admin, false);
}, 300_000);
afterAll(async () => {
  clearSession();
  setBaseURL(DEFAULT_BASE_URL);
  if (server && server.exitCode === null) {
    const gone = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await gone;
  }
  rmSync(root, { recursive: true, force: true });
}, 60_000);
afterEach(cleanup);

const create = async (title: string, body: string) => {
  const res = await post<{ id: number }>('/resource/announcement/create', { title, body }, admin);
  expect(res.code, res.message).toBe('200');
  return res.data.id;
};

describe('律所公告 in the console, from JSON alone', () => {
  it('the list shows the records announcement.list answers', async () => {
    await create('春节放假通知', '2 月 9 日至 17 日放假。');
    renderInRouter(
      <FeedbackProvider>
        <ListView list={list} />
      </FeedbackProvider>,
      '/app/announcement',
    );
    expect(await screen.findByText('春节放假通知')).toBeTruthy();
    expect(screen.getByText('2 月 9 日至 17 日放假。')).toBeTruthy();
  });

  it('the form loads a record with announcement.info and saves it with announcement.update', async () => {
    const id = await create('年会通知', '初稿');
    const notify = vi.fn();
    const host: FormHost = {
      user: { id: 1, type: 'admin', name: '管理员', auth: ['ADMIN'] },
      call: (name, args) => call(name as CallName, args),
      reportError: vi.fn(),
      navigate: vi.fn(),
      notify,
      confirm: () => Promise.resolve(true),
    };
    render(
      <FeedbackProvider>
        <FormCore form={form} mode="update" recordId={id} params={{}} host={host} />
      </FeedbackProvider>,
    );
    const title = (await screen.findByDisplayValue('年会通知')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: '年会通知（改期）' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('保存成功'));
    const saved = await fetch(`${origin}/api/resource/announcement/info/${id}?firmId=1`, {
      headers: { token: admin },
    });
    expect(((await saved.json()) as { data: unknown }).data).toMatchObject({
      title: '年会通知（改期）',
      body: '初稿',
      version: 2,
    });
  });
});
