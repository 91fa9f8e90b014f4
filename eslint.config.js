import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Library internals (antd/es/…, @formily/…/esm/…, rc-…/lib/…): a patch release may move or change
 * them without notice. Import the package's entry; its locale files are public and allowed.
 */
const deepImports = {
  regex:
    '^(antd|@ant-design/[^/]+|@formily/[^/]+|rc-[^/]+|@rc-component/[^/]+)/(es|esm|lib)/(?!locale/)',
  message: "Import the library's entry, not its internal files (locale files excepted).",
};

/** The layers a folder may not import, as the relative paths that reach them. */
const layer = (files, forbidden) => ({
  files: [files],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          deepImports,
          {
            regex: `^(\\.\\.?/)+(.*/)?(${forbidden.join('|')})(/|$)`,
            message: `Imports flow api → engine → pages → app (docs/architecture.md): this layer may not import ${forbidden.join(', ')}.`,
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      '.tmp',
      'coverage',
      'test-results',
      'playwright-report',
      'server/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [deepImports] }],
    },
  },
  // Import direction api → engine → pages → app (docs/architecture.md): a layer imports its own
  // folder and the layers to its left. Tests may wire layers together, so they are left out.
  layer('src/api/**', ['engine', 'pages', 'app']),
  layer('src/engine/**', ['pages', 'app']),
  layer('src/pages/**', ['app']),
);
