import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { stubImports } from './vite-stub-imports';

// A real build of antd's Table and Radio and @formily/antd-v5's ArrayItems through the plugin: the
// filter dropdown (and its Tree), the row selection (with Checkbox and Dropdown), the drag sorting
// (dnd-kit), FormItem's Popover and Radio.Group's way into antd Form's store must be gone and the stubs in their
// place, so routes do not download them.
// The entry is a virtual module, so that antd resolves from the repository's node_modules.
const ENTRY = 'virtual:table-entry';
const entryModule: Plugin = {
  name: 'entry',
  enforce: 'pre',
  resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
  load: (id) =>
    id === `\0${ENTRY}`
      ? "export { default } from 'antd/es/table';\nexport { ArrayItems, FormItem } from '@formily/antd-v5';\nexport { default as Radio } from 'antd/es/radio';\n"
      : null,
};

const bundle = async (withPlugin: boolean) => {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    plugins: withPlugin ? [entryModule, stubImports()] : [entryModule],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: ENTRY,
        preserveEntrySignatures: 'strict',
        external: ['react', 'react-dom', 'react/jsx-runtime'],
      },
    },
  })) as Rollup.RollupOutput[];
  const output = (Array.isArray(out) ? out[0] : out).output;
  return output.map((o) => ('code' in o ? o.code : '')).join('\n');
};

describe('stubImports (Vite plugin)', { timeout: 120_000 }, () => {
  it('builds without the filter dropdown, row selection and drag sorting, with the stubs in their place', async () => {
    const [plain, slim] = await Promise.all([bundle(false), bundle(true)]);
    // Unminified output marks each module's code with its path.
    for (const module of [
      'useFilter/FilterDropdown.js',
      'antd/es/tree/Tree.js',
      'rc-tree/es/Tree.js',
      'hooks/useSelection.js',
      'antd/es/checkbox/Checkbox.js',
      'antd/es/dropdown/dropdown.js',
      'rc-tree/es/utils/conductUtil.js',
      '@dnd-kit/core',
      '__builtins__/sort.js',
      'antd/es/popover/index.js',
    ]) {
      expect(plain).toContain(module);
      expect(slim).not.toContain(module);
    }
    expect(slim).toContain('Table column filters are left out of the build');
    expect(slim).toContain('Table row selection is left out of the build');
    expect(slim).toContain('Drag sorting is left out of the build');
    expect(slim).toContain('use loose or terse');
    // Alone, rolldown trims antd's useForm module down to the helper Radio.Group uses; in the
    // console antd's Form (the login forms) keeps the whole module, and Radio.Group pulled it in.
    expect(slim).toContain('src/engine/render/form-name-path.ts');
    expect(slim.length).toBeLessThan(plain.length);
  });
});
