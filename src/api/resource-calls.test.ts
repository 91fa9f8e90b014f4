import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { derivedCallTable, type ResourceCallSource } from './resource-calls';
import { loadResourceFiles } from './resource-files';

// A resource without server code (律所公告) answers its calls at /resource/<name>/<verb>; the
// console resolves their names from its file alone, as the server routes them.
const announcement: ResourceCallSource = {
  name: 'announcement',
  access: {
    list: { auth: ['ADMIN'] },
    read: { auth: ['ADMIN'] },
    create: { auth: ['ADMIN'] },
    update: { auth: ['ADMIN'] },
    delete: { auth: ['MAIN_OFFICE_MAIN_ADMIN'] },
  },
};

describe('derivedCallTable', () => {
  it('gives each operation of a resource without code its method and url', () => {
    expect(derivedCallTable([announcement])).toEqual({
      'announcement.list': { method: 'GET', url: '/resource/announcement/list' },
      'announcement.info': { method: 'GET', url: '/resource/announcement/info/{id}' },
      'announcement.create': { method: 'POST', url: '/resource/announcement/create' },
      'announcement.update': { method: 'PUT', url: '/resource/announcement/update' },
      'announcement.delete': { method: 'POST', url: '/resource/announcement/delete' },
    });
  });

  it('derives no call for an operation the resource grants nobody', () => {
    const readOnly = { ...announcement, access: { list: { auth: ['ADMIN'] } } };
    expect(Object.keys(derivedCallTable([readOnly]))).toEqual(['announcement.list']);
  });

  it('keeps the derived url under a name the file gives', () => {
    const renamed = { ...announcement, calls: { list: 'announcement.pageList' } };
    const table = derivedCallTable([renamed]);
    expect(table['announcement.pageList']).toEqual({
      method: 'GET',
      url: '/resource/announcement/list',
    });
    expect(table).not.toHaveProperty('announcement.list');
  });

  it('derives nothing for a built-in entity (its calls are rows of calls.ts)', () => {
    expect(
      derivedCallTable([{ ...announcement, name: 'card', code: 'server/src/routes/card' }]),
    ).toEqual({});
  });

  it('reads the real resource files, which all have code and so add no call', async () => {
    const files = await loadResourceFiles();
    expect(files.map((r) => r.name)).toEqual(expect.arrayContaining(['card', 'lawyer', 'office']));
    const table = derivedCallTable(files);
    expect(Object.keys(table).filter((name) => name in calls)).toEqual([]);
  });
});
