import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { savePath } from './vite-schema-lab';

// Which paths the schema lab's dev-server save may write (the e2e spec drives the endpoint).
const dir = mkdtempSync(join(tmpdir(), 'schema-lab-unit-'));
const outside = mkdtempSync(join(tmpdir(), 'schema-lab-outside-'));
mkdirSync(join(dir, 'forms'));
mkdirSync(join(dir, 'lists'));
writeFileSync(join(dir, 'forms/office.json'), '{}');
writeFileSync(join(outside, 'x.json'), '{}');
symlinkSync(join(outside, 'x.json'), join(dir, 'forms/link.json'));
symlinkSync(outside, join(dir, 'lists/out'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const allowed = ['routes.json', 'forms/office.json', 'forms/new-form.json', 'lists/card.json'];
const refused = [
  '../package.json',
  'forms/../../package.json',
  '/etc/passwd',
  join(dir, 'forms/office.json'),
  'meta/form.schema.json',
  'forms/office.txt',
  'forms/Office.json',
  'forms/sub/office.json',
  'forms\\..\\x.json',
  'forms/link.json',
  'lists/out/x.json',
  '',
  42,
];

describe('the schema lab save path', () => {
  it.each(allowed)('writes %s inside the schemas folder', (file) => {
    expect(savePath(dir, file)).toHaveProperty('path');
  });
  it.each(refused.map((f) => [f]))('refuses %s', (file) => {
    expect(savePath(dir, file)).toHaveProperty('refused');
  });
  it('counts', () => {
    console.log(`schema lab save path: ${allowed.length} allowed, ${refused.length} refused`);
  });
});
