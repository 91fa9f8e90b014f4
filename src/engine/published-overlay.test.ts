// The console's published files (页面配置): read after sign-in, they replace the bundled list and
// form files; a cheap `since` read changes nothing; signing out goes back to the bundled files.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Userinfo } from '../api/session';
import { signIn, signOut } from '../api/session-store';
import { publishedServer } from '../testing/published-api';
import { pollPublished, publishedState } from './published-files';
import {
  loadSchema,
  publishedVersion,
  readSchemas,
  refreshPublished,
  schemaName,
  UnusableSchemaError,
} from './schemas';

const call = vi.hoisted(() => vi.fn());
vi.mock('../api/call', () => ({ call }));

const admin: Userinfo = { id: 1, type: 'admin', name: '王明德', auth: ['ADMIN', 'system'] };
const other: Userinfo = { id: 9, type: 'admin', name: '李华', auth: ['ADMIN'] };

const lawyerList = (title: string) => ({
  call: 'lawyer.pageList',
  columns: [{ title, dataIndex: 'name' }],
});

const serve = () => {
  const server = publishedServer();
  call.mockImplementation(server.handle);
  return server;
};

afterEach(() => {
  act(() => signOut());
  call.mockReset();
});

describe('published files over the bundled ones', () => {
  it('reads nothing before sign-in and uses the bundled files', async () => {
    serve();
    await refreshPublished();
    expect(call).not.toHaveBeenCalled();
    const list = await loadSchema('lists', 'lawyer');
    expect(list.columns[0].title).not.toBe('律师姓名');
    expect(publishedVersion('lists/lawyer')).toBe(0);
  });

  it('uses a published list after sign-in, and the bundled one again after sign-out', async () => {
    const server = serve();
    server.publish('lists/lawyer', 2, lawyerList('律师姓名'));
    signIn('token', admin, false);
    await refreshPublished();

    expect(publishedVersion('lists/lawyer')).toBe(2);
    const [list] = readSchemas('lists', ['lawyer']);
    expect(list.columns[0].title).toBe('律师姓名');
    expect(schemaName('lists', list)).toBe('lawyer');
    expect((await loadSchema('lists', 'lawyer')).columns[0].title).toBe('律师姓名');
    // A file nobody published is still the bundled one.
    expect(publishedVersion('forms/card')).toBe(0);

    act(() => signOut());
    expect(publishedVersion('lists/lawyer')).toBe(0);
    expect((await loadSchema('lists', 'lawyer')).columns[0].title).not.toBe('律师姓名');
  });

  it('asks with since once it has the files; an unchanged answer keeps the same objects', async () => {
    const server = serve();
    server.publish('lists/lawyer', 1, lawyerList('姓名一'));
    signIn('token', admin, false);
    await refreshPublished();
    const before = publishedState();
    await refreshPublished();
    expect(server.asked).toEqual([undefined, 1]);
    expect(publishedState()).toBe(before);

    server.publish('lists/lawyer', 2, lawyerList('姓名二'));
    await refreshPublished();
    expect(readSchemas('lists', ['lawyer'])[0].columns[0].title).toBe('姓名二');
  });

  it('a navigation asks at most once per gap, but always for a newly signed-in account', async () => {
    const server = serve();
    signIn('token', admin, false);
    await pollPublished(60_000);
    await pollPublished(60_000);
    expect(server.asked).toHaveLength(1);
    await pollPublished(0);
    expect(server.asked).toHaveLength(2);

    server.publish('lists/lawyer', 4, lawyerList('另一所'));
    signIn('token', other, false);
    await pollPublished(60_000);
    // A full read for the new account, not a `since` from the previous one.
    expect(server.asked.at(-1)).toBeUndefined();
    expect(publishedVersion('lists/lawyer')).toBe(4);
  });

  it('goes back to the bundled file after 恢复默认', async () => {
    const server = serve();
    server.publish('forms/office', 3, {
      title: '机构（新）',
      submit: {},
      schema: { properties: {} },
    });
    signIn('token', admin, false);
    await refreshPublished();
    expect(readSchemas('forms', ['office'])[0].title).toBe('机构（新）');
    server.reset('forms/office');
    await refreshPublished();
    expect(publishedVersion('forms/office')).toBe(0);
    expect((await loadSchema('forms', 'office')).title).toBe('机构');
  });

  it('throws a published file that is no form at all, naming file and version', async () => {
    const server = serve();
    server.publish('forms/office', 5, ['not', 'a', 'form']);
    signIn('token', admin, false);
    await refreshPublished();
    let thrown: unknown;
    try {
      readSchemas('forms', ['office']);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(UnusableSchemaError);
    expect(thrown).toMatchObject({ file: 'forms/office', version: 5 });
  });

  it('keeps what it has when the read fails', async () => {
    const server = serve();
    server.publish('lists/lawyer', 2, lawyerList('律师姓名'));
    signIn('token', admin, false);
    await refreshPublished();
    call.mockRejectedValueOnce(new Error('网络异常'));
    await refreshPublished();
    expect(publishedVersion('lists/lawyer')).toBe(2);
  });
});
