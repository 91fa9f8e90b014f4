// A firm's published versions overlaid on the deployed schemas (resources/live-schemas.ts): the
// same check as `npm run check` decides what may be installed, and a refused set never replaces
// the one the firm has.
import { describe, expect, it } from 'vitest';
import { liveSchemas } from '../src/resources/live-schemas';
import { loadSchemaSet, SchemaDirError } from '../src/resources/schema-dir';
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
