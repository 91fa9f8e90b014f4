import { describe, expect, it } from 'vitest';
import { forms, lists } from '../../testing/all-schemas';
import { toText } from './file-keys';
import { loadLintContext } from './lint-context';
import { lintFile } from './lint-file';
import type { FileRow } from './types';

// The browser's check of one edited file, with the other files as the console holds them: the
// same findings `npm run check` reports, for that file only.

const rows: FileRow[] = [
  { file: 'routes', kind: 'routes', name: 'routes', title: '路由表', version: 0 },
  ...Object.keys(lists).map((name) => ({
    file: `lists/${name}`,
    kind: 'lists' as const,
    name,
    title: name,
    version: 0,
  })),
  ...Object.keys(forms).map((name) => ({
    file: `forms/${name}`,
    kind: 'forms' as const,
    name,
    title: name,
    version: 0,
  })),
];

const withField = (field: Record<string, unknown>) => {
  const card = structuredClone(forms.card) as unknown as {
    schema: { properties: Record<string, unknown> };
  };
  card.schema.properties = { language: field, ...card.schema.properties };
  return toText(card);
};

describe('the check of an edited file in 页面配置', () => {
  it('finds nothing in the files as deployed', async () => {
    const context = await loadLintContext(rows);
    expect(lintFile(context, 'forms/card', toText(forms.card))).toEqual([]);
    expect(lintFile(context, 'lists/card', toText(lists.card))).toEqual([]);
  });

  it('names the field, its JSON pointer and the reason of an unknown component', async () => {
    const context = await loadLintContext(rows);
    const text = withField({
      type: 'string',
      title: '工作语言',
      'x-decorator': 'FormItem',
      'x-component': 'Inputt',
    });
    const problems = lintFile(context, 'forms/card', text);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'schemas/forms/card.json',
        pointer: '/schema/properties/language/x-component',
        message: expect.stringContaining('未知组件 "Inputt"'),
      }),
    ]);
  });

  it('accepts a new required field, and says so in Chinese when the text is no JSON', async () => {
    const context = await loadLintContext(rows);
    const ok = withField({
      type: 'string',
      title: '工作语言',
      required: true,
      'x-decorator': 'FormItem',
      'x-component': 'Input',
    });
    expect(lintFile(context, 'forms/card', ok)).toEqual([]);
    const [broken] = lintFile(context, 'forms/card', ok.replace('"工作语言",', '"工作语言"'));
    expect(broken.message).toMatch(/^不是合法的 JSON/);
  });

  it('checks a list against the forms it opens', async () => {
    const context = await loadLintContext(rows);
    const card = toText(lists.card).replace('"form": "card-reject"', '"form": "card-rejectt"');
    expect(card).toContain('"card-rejectt"');
    const problems = lintFile(context, 'lists/card', card);
    expect(problems.map((p) => p.message).join('\n')).toContain('card-rejectt');
  });
});

describe('a half-typed file', () => {
  it('is reported, not thrown, when the cross-checks cannot read it', async () => {
    const context = await loadLintContext(rows);
    const card = structuredClone(forms.card) as unknown as Record<string, unknown>;
    delete card.schema;
    const problems = lintFile(context, 'forms/card', toText(card));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.file === 'schemas/forms/card.json')).toBe(true);
  });
});
