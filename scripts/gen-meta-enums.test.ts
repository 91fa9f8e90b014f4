import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../src/api/calls';
import { componentNames } from '../src/engine/registry/names';
import { validators } from '../src/engine/schema/validators';
import { buildEnumsSchema, ENUMS_FILE } from './gen-meta-enums';

// Editor help for product staff: the meta-schemas carry a Chinese description on every keyword,
// their name lists come from the code's tables (and go stale loudly), and VS Code maps every
// schema file to its meta-schema with no setup beyond opening the folder.
const repo = resolve(import.meta.dirname, '..');
const metaDir = join(repo, 'schemas/meta');
type Node = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Node;

/** Every keyword a file may hold: each entry of a `properties` map, anywhere in a meta-schema. */
const keywords = (node: unknown, at: string, out: Array<[string, Node]>) => {
  if (Array.isArray(node)) node.forEach((n, i) => keywords(n, `${at}/${i}`, out));
  if (!node || typeof node !== 'object' || Array.isArray(node)) return out;
  for (const [k, v] of Object.entries(node as Node)) {
    // `if` holds conditions of the action schema, not keywords anyone writes.
    if (k === 'if') continue;
    if (k === 'properties' && v && typeof v === 'object') {
      for (const [name, s] of Object.entries(v as Node)) {
        out.push([`${at}/properties/${name}`, s as Node]);
        keywords(s, `${at}/properties/${name}`, out);
      }
    } else keywords(v, `${at}/${k}`, out);
  }
  return out;
};

describe('schemas/meta', () => {
  it('enums.schema.json is what npm run gen:meta writes from the code (run it after changing a table)', async () => {
    expect(readFileSync(ENUMS_FILE, 'utf8'), '过期：请运行 npm run gen:meta').toBe(
      await buildEnumsSchema(),
    );
    const defs = readJson(ENUMS_FILE).$defs as Record<string, { enum: string[] }>;
    expect(defs.call.enum).toEqual(Object.keys(calls));
    expect(defs.component.enum).toEqual([...componentNames]);
    expect([...defs.validator.enum].sort()).toEqual(Object.keys(validators).sort());
  });

  it('describes every keyword in Chinese, for hover help', () => {
    const files = readdirSync(metaDir).filter((f) => f.endsWith('.schema.json'));
    const all = files.flatMap((f) => keywords(readJson(join(metaDir, f)), f, []));
    const bare = all.filter(([, s]) => !/[\u4e00-\u9fa5]/.test(String(s.description ?? '')));
    console.log(
      `meta-schemas: ${files.length} files, ${all.length} keywords, ${bare.length} without a Chinese description`,
    );
    expect(bare.map(([at]) => at)).toEqual([]);
  });

  it('points the name keywords at the generated lists, so the editor completes real names', () => {
    const field = readFileSync(join(metaDir, 'field.schema.json'), 'utf8');
    for (const def of ['component', 'call', 'validator', 'permission']) {
      expect(field).toContain(`"enums.schema.json#/$defs/${def}"`);
    }
    expect(readFileSync(join(metaDir, 'routes.schema.json'), 'utf8')).toContain(
      '"enums.schema.json#/$defs/page"',
    );
  });
});

describe('.vscode/settings.json', () => {
  const settings = readJson(join(repo, '.vscode/settings.json'));
  const mapped = settings['json.schemas'] as Array<{ fileMatch: string[]; url: string }>;

  it.each([
    ['schemas/forms/office.json', 'form.schema.json'],
    ['schemas/lists/office.json', 'list.schema.json'],
    ['schemas/routes.json', 'routes.schema.json'],
  ])(
    'maps %s to meta/%s, a file that exists, and the file names it in $schema too',
    (file, meta) => {
      const hit = mapped.find((m) =>
        m.fileMatch.some((g) =>
          new RegExp(`${g.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`).test(`/${file}`),
        ),
      );
      expect(hit?.url).toBe(`./schemas/meta/${meta}`);
      expect(readdirSync(metaDir)).toContain(meta);
      expect(String(readJson(join(repo, file)).$schema)).toMatch(new RegExp(`meta/${meta}$`));
    },
  );
});
