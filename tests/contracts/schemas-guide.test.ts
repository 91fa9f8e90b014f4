// docs/schemas.md cannot rot: every ```json block in it is checked by `npm run check`, the same
// command product staff run. A block that is a whole file ("$schema" at the top) is written as a
// new file of its kind (or, under `<!-- check: forms/x.json -->`, replaces that file); a block
// under `<!-- check: forms/x.json#/pointer -->` is merged into a copy of that real file at that
// place (object keys are set, an array gets the block appended). A block with neither fails.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { messagePieces } from './fixtures/lint-message-pieces';

const repo = resolve(import.meta.dirname, '../..');
const guide = readFileSync(join(repo, 'docs/schemas.md'), 'utf8');
const run = promisify(execFile);

interface Block {
  line: number;
  json: unknown;
  target?: string;
}

/** The ```json blocks with the `<!-- check: … -->` comment right above them, if any. */
const blocks = (text: string): Block[] => {
  const out: Block[] = [];
  const re = /(?:<!-- check: (\S+) -->\n+)?```json\n([\s\S]*?)```/g;
  for (const m of text.matchAll(re)) {
    const line = text.slice(0, m.index).split('\n').length;
    let json: unknown;
    try {
      json = JSON.parse(m[2]);
    } catch (e) {
      throw new Error(`docs/schemas.md:${line}: not valid JSON: ${(e as Error).message}`, {
        cause: e,
      });
    }
    out.push({ line, json, target: m[1] });
  }
  return out;
};

const kindDir: Record<string, string> = {
  'form.schema.json': 'forms',
  'list.schema.json': 'lists',
};

const walk = (root: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);

const dir = mkdtempSync(join(tmpdir(), 'schemas-guide-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('docs/schemas.md', () => {
  it('every JSON example passes npm run check', async () => {
    const found = blocks(guide);
    const tree = join(dir, 'schemas');
    cpSync(join(repo, 'schemas'), tree, { recursive: true });
    const files = new Map<string, unknown>();
    const read = (rel: string) => {
      if (!files.has(rel)) files.set(rel, JSON.parse(readFileSync(join(tree, rel), 'utf8')));
      return files.get(rel);
    };
    let whole = 0;
    let merged = 0;
    for (const b of found) {
      const at = `docs/schemas.md:${b.line}`;
      const [file, pointer] = (b.target ?? '').split('#');
      const meta = (b.json as { $schema?: unknown }).$schema;
      if (!pointer && typeof meta === 'string') {
        const kind = kindDir[meta.split('/').pop() ?? ''];
        expect(file || kind, `${at}: a whole file names its kind in $schema`).toBeTruthy();
        files.set(file || `${kind}/guide-example-${b.line}.json`, b.json);
        whole += 1;
        continue;
      }
      expect(
        pointer,
        `${at}: a fragment needs <!-- check: file#/pointer --> above it`,
      ).toBeTruthy();
      const place = walk(read(file), pointer);
      expect(place, `${at}: ${file}#${pointer} does not exist`).toBeTypeOf('object');
      if (Array.isArray(place)) {
        // A route quoted from routes.json replaces the row of the same path (it is not a copy).
        for (const item of Array.isArray(b.json) ? b.json : [b.json]) {
          const path = (item as { path?: unknown }).path;
          const same = place.findIndex((r) => path && (r as { path?: unknown }).path === path);
          if (same > -1) place[same] = item;
          else place.push(item);
        }
      } else Object.assign(place as object, b.json);
      merged += 1;
    }
    for (const [rel, json] of files) {
      writeFileSync(join(tree, rel), JSON.stringify(json, null, 2));
    }
    const result = await run('npm', ['run', '--silent', 'check', '--', '--dir', tree], {
      cwd: repo,
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout + e.stderr,
      }),
    );
    expect(result.out).toContain('schemas 检查通过');
    expect(result.code).toBe(0);
    expect(whole).toBeGreaterThanOrEqual(2);
    console.log(
      `schemas guide: ${found.length} JSON blocks (${whole} whole files, ${merged} fragments) pass npm run check`,
    );
  });

  it('lists every message the check can print', () => {
    const lint = join(repo, 'src/engine/schema');
    const sources = [
      ...readdirSync(lint)
        .filter((f) => /^(lint-.*|check.*)\.ts$/.test(f) && !f.endsWith('.test.ts'))
        .map((f) => `src/engine/schema/${f}`),
      'scripts/load-schemas.ts',
      'scripts/check-schemas.ts',
    ];
    const messages = messagePieces(
      Object.fromEntries(sources.map((f) => [f, readFileSync(join(repo, f), 'utf8')])),
    );
    const missing = messages.flatMap(([at, pieces]) =>
      pieces.filter((p) => !guide.includes(p)).map((p) => `${at}: "${p}"`),
    );
    expect(missing, 'add these messages to the table in docs/schemas.md').toEqual([]);
    expect(messages.length).toBeGreaterThan(25);
    console.log(
      `schemas guide: ${messages.length} check messages in ${sources.length} files, all in the table`,
    );
  });
});
