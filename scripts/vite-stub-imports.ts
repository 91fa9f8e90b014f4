import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// From the repository root, where builds run (as vite.config.ts's schemas/).
const stub = (file: string) => resolve('src/engine/render', file);

/**
 * What a library imports whether or not we use it, and the stub standing in for it (each stub
 * says why). `importer` is the module that imports `source`.
 */
const SWAPS = [
  {
    what: "antd Table's column-filter dropdown",
    source: './FilterDropdown',
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    stub: stub('no-column-filters.ts'),
  },
  {
    what: "antd Table's row selection",
    source: './hooks/useSelection',
    importer: /antd[\\/]es[\\/]table[\\/](InternalTable|Table)\.js$/,
    stub: stub('no-row-selection.ts'),
  },
  {
    what: "antd Radio.Group's import of antd Form's useForm",
    source: '../form/hooks/useForm',
    importer: /antd[\\/]es[\\/]radio[\\/]group\.js$/,
    stub: stub('form-name-path.ts'),
  },
  {
    what: "@formily/antd-v5 FormItem's Popover (feedbackLayout popover)",
    source: 'antd',
    importer: /@formily[\\/]antd-v5[\\/]esm[\\/]form-item[\\/]index\.js$/,
    stub: stub('form-item-antd.tsx'),
  },
  {
    what: "@formily/antd-v5's drag sorting (dnd-kit)",
    source: './sort',
    importer: /@formily[\\/]antd-v5[\\/]esm[\\/]__builtins__[\\/]index\.js$/,
    stub: stub('no-drag-sort.tsx'),
  },
];

/**
 * Builds with the stubs in place of the imports above. Fails the build when an importer is bundled
 * but no longer imports what its stub replaces (an upgrade moved it), so a saving cannot silently
 * disappear, nor a stub outlive what it stands in for.
 */
export const stubImports = (): Plugin => {
  const bundled = new Set<string>();
  const replaced = new Set<string>();
  return {
    name: 'stub-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      for (const swap of SWAPS) {
        if (!swap.importer.test(importer)) continue;
        bundled.add(swap.what);
        if (swap.source !== source) continue;
        replaced.add(swap.what);
        return swap.stub;
      }
      return null;
    },
    buildEnd(error) {
      if (error) return;
      for (const { what } of SWAPS)
        if (bundled.has(what) && !replaced.has(what))
          this.error(`${what} is no longer where scripts/vite-stub-imports.ts replaces it`);
    },
  };
};
