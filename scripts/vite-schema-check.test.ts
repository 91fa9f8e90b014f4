import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaCheck } from './vite-schema-check';

// The build must stop on a broken schema with the same file#pointer lines the CLI prints.
const realDir = resolve(__dirname, '..', 'schemas');

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

const brokenCopy = (): string => {
  const base = mkdtempSync(join(tmpdir(), 'schemas-vite-'));
  temps.push(base);
  const dir = join(base, 'schemas');
  cpSync(realDir, dir, { recursive: true });
  const file = join(dir, 'forms', 'office.json');
  const form = JSON.parse(readFileSync(file, 'utf8'));
  form.schema.properties.phone['x-validator'] = 'telephone';
  writeFileSync(file, JSON.stringify(form));
  return dir;
};

/** Runs the plugin's buildStart the way Rollup does, with an `error` that throws. */
const buildStart = (dir: string) => {
  const plugin = schemaCheck(dir);
  const hook = plugin.buildStart as unknown as (this: { error: (m: string) => never }) => void;
  hook.call({
    error: (m: string) => {
      throw new Error(m);
    },
  });
};

describe('schemaCheck (Vite plugin)', () => {
  it('lets the build start on the real schemas/', () => {
    expect(() => buildStart(realDir)).not.toThrow();
  });

  it('stops the build on a broken schema with file, pointer and the Chinese message', () => {
    const dir = brokenCopy();
    expect(() => buildStart(dir)).toThrow(
      `${join('schemas', 'forms', 'office.json')}#/schema/properties/phone/x-validator: 未知校验器 "telephone"`,
    );
    expect(() => buildStart(dir)).toThrow('schemas 检查发现 1 个问题');
  });
});
