// The declarations of lawyers, admin accounts and settings (resources/lawyer.json, admin.json,
// settings.json) are binding: a hook the file names and the code lacks (or the reverse), a
// settings section without its form, or a write-only field that is a column stops the server's
// start, naming the file and the JSON pointer in Chinese.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/client';
import { copySchemas } from '../helpers/schemas-copy';

// The edits change free-form JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON under test
type Edit = [string, (json: Record<string, any>) => void, RegExp];

/** Starts the server on a copy of schemas/ with `edit` applied; the start must be refused. */
const refusedStart = async ([file, edit, message]: Edit) => {
  const broken = copySchemas();
  try {
    broken.edit(file, edit);
    // Refused before the first query: no database is needed.
    const start = buildApp({ db: {} as Db, demo: false, schemasDir: broken.dir });
    await expect(start).rejects.toThrow(message);
  } finally {
    broken.remove();
  }
};

describe('people and settings declarations', () => {
  it('refuses a hook the code lacks, and a hook of the code the file does not name', async () => {
    await refusedStart([
      'resources/lawyer.json',
      (r) => r.hooks.push('sendWelcomeSms'),
      /resources\/lawyer\.json#\/hooks 代码中没有钩子：sendWelcomeSms/,
    ]);
    await refusedStart([
      'resources/admin.json',
      (r) => (r.hooks = r.hooks.filter((h: string) => h !== 'guardDelete')),
      /resources\/admin\.json#\/hooks 未声明代码中的钩子：guardDelete/,
    ]);
  });

  it('refuses a settings section whose form is not among the forms', async () => {
    await refusedStart([
      'resources/settings.json',
      (r) => (r.sections.qrcode.form = 'conf-qrcode'),
      /resources\/settings\.json#\/sections\/qrcode\/form: 节 "qrcode" 的表单 "conf-qrcode" 不在 forms 中/,
    ]);
  });

  it('refuses a settings file missing a section the server serves', async () => {
    await refusedStart([
      'resources/settings.json',
      (r) => delete r.sections.icpSet,
      /resources\/settings\.json#\/sections 缺少设置节：icpSet/,
    ]);
  });

  it('refuses a write-only field that is a column, and sections outside a settings file', async () => {
    await refusedStart([
      'resources/admin.json',
      (r) => r.writeOnly.push('username'),
      /resources\/admin\.json#\/writeOnly\/1: "username" 不是表单中保存在文档里的字段，不能设为只写/,
    ]);
    await refusedStart([
      'resources/lawyer.json',
      (r) => (r.sections = { x: { form: 'lawyer', access: { auth: ['ADMIN'] } } }),
      /resources\/lawyer\.json#\/sections: 只有 kind 为 settings 的资源才有 sections/,
    ]);
  });
});
