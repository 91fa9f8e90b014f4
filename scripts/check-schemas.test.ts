import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from '../src/engine/schema/check';
import { loadSchemas } from './load-schemas';

// The check as product staff run it: files on disk, through the loader and the CLI.
const repo = resolve(__dirname, '..');
const realDir = join(repo, 'schemas');
const run = promisify(execFile);

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

/** A copy of schemas/ in a temp dir (named `schemas`, so problems read `schemas/…`). */
const copySchemas = (): string => {
  const base = mkdtempSync(join(tmpdir(), 'schemas-check-'));
  temps.push(base);
  const dir = join(base, 'schemas');
  cpSync(realDir, dir, { recursive: true });
  return dir;
};

const editJson = (file: string, edit: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
};

const jsonNames = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

/** The findings without their hints (every finding has one; the CLI test shows them). */
const checkDir = (dir: string) => {
  const { input, problems } = loadSchemas(dir);
  return [...problems, ...checkSchemas(input)].map(({ hint: _hint, ...p }) => p);
};

describe('loadSchemas + checkSchemas on disk', () => {
  it('finds no problem in the real schemas/ and loads every list and form', () => {
    const { input, problems } = loadSchemas(realDir);
    expect(problems).toEqual([]);
    expect(Object.keys(input.lists).sort()).toEqual(jsonNames(join(realDir, 'lists')));
    expect(Object.keys(input.forms).sort()).toEqual(jsonNames(join(realDir, 'forms')));
    expect(checkSchemas(input).map(formatProblem)).toEqual([]);
  });

  it('names files relative to the folder holding schemas/', () => {
    const { input } = loadSchemas(realDir);
    expect(input.routes.file).toBe(join('schemas', 'routes.json'));
    expect(input.lists.office.file).toBe(join('schemas', 'lists', 'office.json'));
  });

  it('reports a file that is not valid JSON, and still checks the others', () => {
    const dir = copySchemas();
    writeFileSync(join(dir, 'forms', 'office.json'), '{ "title": "机构", }');
    editJson(join(dir, 'lists', 'office.json'), (d) => {
      d.call = 'organization.list';
    });
    const problems = checkDir(dir);
    expect(problems).toContainEqual({
      file: join('schemas', 'forms', 'office.json'),
      pointer: '',
      message: expect.stringContaining('不是合法的 JSON'),
    });
    expect(problems).toContainEqual({
      file: join('schemas', 'lists', 'office.json'),
      pointer: '/call',
      message: '未知接口 "organization.list"',
    });
  });

  it('reports a list file without $schema', () => {
    const dir = copySchemas();
    editJson(join(dir, 'lists', 'office-admin.json'), (d) => {
      delete d.$schema;
    });
    expect(checkDir(dir)).toContainEqual({
      file: join('schemas', 'lists', 'office-admin.json'),
      pointer: '/$schema',
      message: expect.stringContaining('meta/list.schema.json'),
    });
  });

  it('reports a $schema path that leads to no file, so the editor would give no help', () => {
    const dir = copySchemas();
    editJson(join(dir, 'forms', 'office.json'), (d) => {
      d.$schema = '../../meta/form.schema.json';
    });
    expect(checkDir(dir)).toEqual([
      {
        file: join('schemas', 'forms', 'office.json'),
        pointer: '/$schema',
        message: '"$schema" 指向的文件 "../../meta/form.schema.json" 不存在，编辑器无法提示',
      },
    ]);
  });

  it('reports a routes.json pointing $schema at the wrong meta-schema', () => {
    const dir = copySchemas();
    editJson(join(dir, 'routes.json'), (d) => {
      d.$schema = './meta/list.schema.json';
    });
    expect(checkDir(dir)).toContainEqual({
      file: join('schemas', 'routes.json'),
      pointer: '/$schema',
      message: expect.stringContaining('meta/routes.schema.json'),
    });
  });
});

describe('npm run check (scripts/check-schemas.ts)', () => {
  const cli = (dir: string) =>
    run('npm', ['run', '--silent', 'check', '--', '--dir', dir], { cwd: repo }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        stdout: e.stdout,
        stderr: e.stderr,
      }),
    );

  it('exits 0 on the real schemas/', async () => {
    const r = await cli(realDir);
    expect(r.code).toBe(0);
    const files =
      1 +
      jsonNames(join(realDir, 'lists')).length +
      jsonNames(join(realDir, 'forms')).length +
      jsonNames(join(realDir, 'resources')).length;
    expect(r.stdout).toContain(`schemas 检查通过：${files} 个文件`);
  });

  it('exits non-zero on a broken copy and prints file#pointer with the Chinese message', async () => {
    const dir = copySchemas();
    let index = -1;
    editJson(join(dir, 'routes.json'), (d) => {
      const routes = d.routes as Array<Record<string, unknown>>;
      index = routes.findIndex((r) => r.path === '/app/card');
      delete routes[index].title;
    });
    const r = await cli(dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('schemas 检查发现 1 个问题');
    expect(r.stderr).toContain(
      `${join('schemas', 'routes.json')}#/routes/${index}: 缺少必填项「title」（标题）\n      提示：在此处补上「title」`,
    );
  });
});
