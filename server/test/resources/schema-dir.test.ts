// The server reads the schemas directory at start (SCHEMAS_DIR): a rule changed in a copy of a
// form file is the rule the real server applies, and a file the check refuses stops the start
// with the check's own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/client';
import { SchemaDirError } from '../../src/resources/schema-dir';
import { copySchemas, type SchemasCopy } from '../helpers/schemas-copy';
import { createTestApp, demo, type TestApp } from '../helpers/test-app';

describe('the schemas directory read at start', () => {
  let copy: SchemasCopy;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    copy = copySchemas();
    copy.edit('forms/office.json', (f) => {
      f.schema.properties.name.maxLength = 5;
    });
    t = await createTestApp({ schemasDir: copy.dir });
    token = await t.tokenFor(...demo.admin);
  });
  afterAll(async () => {
    await t.close();
    copy.remove();
  });

  it("validates an office with the copy's form, not the repository's", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/firmOrganization/add',
      token,
      payload: { firmId: 1, name: '一二三四五六', status: 1 },
    });
    expect(res.body).toMatchObject({ code: '400', message: '机构名称不能超过5个字符' });
    const ok = await t.send('POST', '/api/firmOrganization/add', token, {
      name: '一二三四五',
      status: 1,
    });
    expect(ok.code).toBe('200');
  });

  it('refuses to build on a directory the check refuses, naming file and pointer', async () => {
    const broken = copySchemas();
    try {
      broken.edit('forms/office.json', (f) => {
        f.schema.properties.name['x-component'] = 'Inptu';
      });
      const start = buildApp({ db: {} as Db, demo: false, schemasDir: broken.dir });
      await expect(start).rejects.toBeInstanceOf(SchemaDirError);
      await expect(start).rejects.toThrow(
        /forms\/office\.json#\/schema\/properties\/name\/x-component: 未知组件 "Inptu"/,
      );
    } finally {
      broken.remove();
    }
  });

  it('refuses to start on a broken resource file, in the check’s words', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON under test
    const cases: Array<[(r: Record<string, any>) => void, RegExp]> = [
      [
        (r) => (r.columns.status = 'tinyint'),
        /resources\/card\.json#\/columns\/status: 取值应为以下之一/,
      ],
      [
        (r) => (r.scope.office = 'officeId'),
        /resources\/card\.json#\/scope\/office: 范围字段 "officeId" 不是本资源的列/,
      ],
      [
        (r) => (r.access.delete.auth = ['ADMINS']),
        /resources\/card\.json#\/access\/delete\/auth\/0: 未知权限 "ADMINS"/,
      ],
      [
        (r) => (r.sort = ['practiceYears']),
        /resources\/card\.json#\/sort\/0: 排序字段 "practiceYears" 不是本资源的列/,
      ],
      [
        (r) => (r.calls.read = 'card.detail'),
        /resources\/card\.json#\/calls\/read: 未知接口 "card\.detail"/,
      ],
    ];
    for (const [breakIt, message] of cases) {
      const broken = copySchemas();
      try {
        broken.edit('resources/card.json', breakIt);
        await expect(
          buildApp({ db: {} as Db, demo: false, schemasDir: broken.dir }),
        ).rejects.toThrow(message);
      } finally {
        broken.remove();
      }
    }
  });
});
