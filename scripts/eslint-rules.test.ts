import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on a line of code as if it lived at `filePath`.
const eslint = new ESLint({ cwd: process.cwd() });
const restricted = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('eslint.config.js import rules', () => {
  it('refuses a deep import of a library internal anywhere in src/ and scripts/', async () => {
    for (const [file, source] of [
      ['src/engine/render/x.tsx', 'antd/es/table/InternalTable'],
      ['src/pages/x.tsx', '@formily/antd-v5/esm/form-item'],
      ['scripts/x.ts', 'rc-field-form/lib/useForm'],
    ]) {
      const messages = await restricted(file, `import x from '${source}';\nexport { x };\n`);
      expect(messages.join()).toContain("Import the library's entry");
    }
  });

  it('allows a library entry and its locale files', async () => {
    const code =
      "import { Table } from 'antd';\nimport zhCN from 'antd/es/locale/zh_CN';\nexport { Table, zhCN };\n";
    expect(await restricted('src/engine/render/x.tsx', code)).toEqual([]);
  });

  it('refuses an import against the layer order api → engine → pages → app', async () => {
    const cases: Array<[string, string, boolean]> = [
      ['src/api/x.ts', '../engine/schema/types', true],
      ['src/engine/render/x.tsx', '../../pages/names', true],
      ['src/engine/render/x.tsx', '../../app/providers', true],
      ['src/pages/login/x.tsx', '../../app/providers', true],
      ['src/pages/login/x.tsx', '../../engine/render/page-frame', false],
      ['src/app/x.tsx', '../pages/names', false],
      ['src/engine/render/x.tsx', '../state/app-conf', false],
    ];
    for (const [file, source, refused] of cases) {
      const messages = await restricted(file, `import x from '${source}';\nexport { x };\n`);
      expect(
        messages.some((m) => m.includes('Imports flow')),
        `${file} ← ${source}`,
      ).toBe(refused);
    }
  });
});
