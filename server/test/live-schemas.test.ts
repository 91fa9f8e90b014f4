// A firm's published versions overlaid on the deployed schemas (resources/live-schemas.ts): the
// same check as `npm run check` decides what may be installed, and a refused set never replaces
// the one the firm has.
import { describe, expect, it } from 'vitest';
import { formBody } from '../src/lib/forms';
import { liveBodyFor } from '../src/plugins/validation';
import { liveSchemas } from '../src/resources/live-schemas';
import { loadSchemaSet, SchemaDirError, type SchemaDir } from '../src/resources/schema-dir';
import { textField } from './helpers/schemas-copy';

const deployed = loadSchemaSet();
const card = deployed.dir.forms.card;
const withLanguage = {
  ...card,
  schema: {
    ...card.schema,
    properties: { ...card.schema.properties, language: textField('工作语言') },
  },
};

describe('live schemas', () => {
  it('serves the deployed files to a firm that published nothing', () => {
    const live = liveSchemas(deployed);
    expect(live.forFirm(1)).toBe(deployed.dir);
    expect(live.revisionOf(1)).toBe(0);
  });

  it('overlays one firm’s published form, leaving other firms on the files', () => {
    const live = liveSchemas(deployed);
    live.setOverlay(1, { 'forms/card': withLanguage }, 3);
    expect(live.forFirm(1).forms.card.schema.properties).toHaveProperty('language');
    expect(live.forFirm(1).forms.office).toBe(deployed.dir.forms.office);
    expect(live.forFirm(2)).toBe(deployed.dir);
    // Same revision, same object: what is derived from it stays cached.
    expect(live.forFirm(1)).toBe(live.forFirm(1));
    expect(live.revisionOf(1)).toBe(3);
    // A null content (恢复默认) is the deployed file again.
    live.setOverlay(1, { 'forms/card': null }, 4);
    expect(live.forFirm(1)).toBe(deployed.dir);
  });

  it('checks a file with the rules of npm run check, naming file and pointer', () => {
    const live = liveSchemas(deployed);
    expect(live.check(1, 'forms/card', withLanguage)).toEqual([]);
    const broken = structuredClone(withLanguage);
    broken.schema.properties.language['x-component'] = 'Inptu';
    const [problem] = live.check(1, 'forms/card', broken);
    expect(problem).toMatchObject({
      file: expect.stringMatching(/forms\/card\.json$/),
      pointer: '/schema/properties/language/x-component',
      message: expect.stringContaining('未知组件 "Inptu"'),
    });
    expect(live.check(1, 'resources/card', {})[0].message).toContain('不能在页面配置中修改');
  });

  it('refuses to install a set the check refuses, and the firm keeps its previous set', () => {
    const live = liveSchemas(deployed);
    live.setOverlay(1, { 'forms/card': withLanguage }, 1);
    const before = live.forFirm(1);
    const broken = structuredClone(withLanguage);
    broken.schema.properties.language['x-component'] = 'Inptu';
    expect(() => live.setOverlay(1, { 'forms/card': broken }, 2)).toThrow(SchemaDirError);
    expect(() => live.setOverlay(1, { 'resources/card': {} }, 2)).toThrow(/不能在页面配置中修改/);
    expect(live.forFirm(1)).toBe(before);
    expect(live.revisionOf(1)).toBe(1);
  });
});

describe('a published file of the wrong shape', () => {
  it('is refused with the meta-schema’s findings, never an exception', () => {
    const live = liveSchemas(deployed);
    for (const content of [{}, [], 'x', 42, { schema: 5 }]) {
      const problems = live.check(1, 'forms/card', content);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems[0].file).toMatch(/forms\/card\.json$/);
      expect(() => live.setOverlay(1, { 'forms/card': content }, 1)).toThrow(SchemaDirError);
    }
    expect(live.check(1, 'routes', 42).length).toBeGreaterThan(0);
    expect(live.check(1, 'lists/card', 'x').length).toBeGreaterThan(0);
  });
});

describe('the columns the server stores', () => {
  it('may not be dropped from a form, nor made optional, by a firm', () => {
    const live = liveSchemas(deployed);
    const office = structuredClone(deployed.dir.forms.office);
    delete (office.schema.properties as Record<string, unknown>).name;
    expect(live.check(1, 'forms/office', office)).toEqual([
      expect.objectContaining({
        pointer: '/schema/properties/name',
        message: expect.stringContaining('必须保留且必填'),
      }),
    ]);
    const optional = structuredClone(deployed.dir.forms.card);
    optional.schema.properties.title.required = false;
    expect(live.check(1, 'forms/card', optional)[0].message).toContain('"title"');
    expect(() => live.setOverlay(1, { 'forms/card': optional }, 1)).toThrow(SchemaDirError);
  });
});

describe('validators per firm and revision', () => {
  it('builds a route body once per set of schemas, so an unchanged firm pays nothing', () => {
    const live = liveSchemas(deployed);
    const build = (s: SchemaDir) => formBody(s.forms.card, 'create', {});
    const first = liveBodyFor(live.forFirm(1), build);
    expect(liveBodyFor(live.forFirm(1), build)).toBe(first);
    // Firms on the deployed files share it; a new revision builds its own.
    expect(liveBodyFor(live.forFirm(2), build)).toBe(first);
    live.setOverlay(1, { 'forms/card': withLanguage }, 5);
    const published = liveBodyFor(live.forFirm(1), build);
    expect(published).not.toBe(first);
    expect(published.properties).toHaveProperty('language');
    expect(liveBodyFor(live.forFirm(2), build).properties).not.toHaveProperty('language');
  });
});
