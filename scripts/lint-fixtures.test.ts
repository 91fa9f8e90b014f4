import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// One broken schemas/ tree per lint rule (scripts/fixtures/lint/<rule>/schemas), each checked by
// `npm run check` as product staff and CI run it: the Chinese finding with file and JSON pointer
// is printed, with its hint, and the command fails.
const repo = resolve(import.meta.dirname, '..');
const fixtures = join(repo, 'scripts/fixtures/lint');
const run = promisify(execFile);

const check = (dir: string) =>
  run('npm', ['run', '--silent', 'check', '--', '--dir', dir], { cwd: repo }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      out: e.stdout + e.stderr,
    }),
  );

const form = 'schemas/forms/office.json';
const list = 'schemas/lists/office.json';

/** Per rule: the lines `npm run check` must print (file#pointer: message). */
const expected: Record<string, string[]> = {
  'unknown-key': [
    `${form}#/schema/properties/name: 未知的键 "x-compnent"，是否想写 "x-component"？`,
  ],
  'unknown-name': [
    `${form}#/schema/properties/name/x-component: 未知组件 "Inptu"，是否想写 "Input"？`,
    `${form}#/schema/properties/phone/x-validator: 未知校验器 "phon"，是否想写 "phone"？`,
    `${list}#/call: 未知接口 "organization.pagelist"，是否想写 "organization.pageList"？`,
    `${list}#/rowActions/0/to: 跳转地址 "/app/ofice/{id}/detail" 不对应任何路由，是否想写 "/app/office/{id}/detail"？`,
  ],
  'reaction-field': [
    `${form}#/schema/properties/parent/x-reactions/dependencies/0: x-reactions 依赖的字段 "typ" 在表单中不存在，是否想写 "type"？`,
  ],
  'list-column': [
    `${list}#/columns/1/field: 接口 "organization.pageList" 返回的记录中没有字段 "lawyerCont"，是否想写 "lawyerCount"？`,
  ],
  'route-auth': [
    `schemas/routes.json#/routes/0/auth: 路由 "/app/office" 允许 LAWYER 访问，但服务器拒绝其中的律师调用 "organization.pageList"（${list}#/call）`,
  ],
  'duplicate-field': [
    `${form}#/schema/properties/name: 键 "name" 在同一处写了两次，前一个会被忽略`,
    `${form}#/schema/properties/box/properties/contact: 字段名 "contact" 重复：与 /schema/properties/contact 写入同一个值`,
  ],
  'hidden-required': [
    `${form}#/schema/properties/code/required: 必填字段 "code" 被隐藏且没有默认值，用户无法填写，提交总会失败`,
  ],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let lines = 0;
afterAll(() => {
  console.log(
    `lint fixtures: ${Object.keys(expected).length} rules, ${lines} findings printed with file#pointer and hint, every run exit ≠ 0`,
  );
});

describe('npm run check on the broken fixtures', () => {
  it('has one fixture per rule, and a rule for each fixture', () => {
    expect(readdirSync(fixtures).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(expected))(
    '%s: prints each finding with its file, pointer and hint, and fails',
    async (rule) => {
      const r = await check(join(fixtures, rule, 'schemas'));
      expect(r.code, r.out).not.toBe(0);
      expect(r.out).toContain(`schemas 检查发现 ${expected[rule].length} 个问题：`);
      for (const line of expected[rule]) {
        // Each finding is followed by its hint on the next line.
        expect(r.out).toMatch(new RegExp(`${escape(line)}\\n +提示：\\S`));
        lines++;
      }
    },
    120_000,
  );
});
