import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// From the repository root, where builds run (as vite.config.ts's schemas/).
const TABLE = /antd[\\/]es[\\/]table[\\/]InternalTable\.js$/;
const IN_TABLE = /antd[\\/]es[\\/]table[\\/]/;

/** What antd's Table imports whether or not a list uses it, and the stub standing in for it. */
const SWAPS = [
  {
    source: './FilterDropdown',
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    stub: resolve('src/engine/render/no-column-filters.ts'),
    what: 'useFilter/FilterDropdown',
  },
  {
    source: './hooks/useSelection',
    importer: IN_TABLE,
    stub: resolve('src/engine/render/no-row-selection.ts'),
    what: 'hooks/useSelection',
  },
];

/**
 * Builds antd's Table without its column-filter dropdown and its row selection (see the stubs for
 * why). Fails the build when Table is bundled but an import it replaces is gone (an antd upgrade
 * moved it), so the saving cannot silently disappear, nor a stub outlive what it stands in for.
 */
export const slimTable = (): Plugin => {
  let table = false;
  const replaced = new Set<string>();
  return {
    name: 'slim-table',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (TABLE.test(importer)) table = true;
      const swap = SWAPS.find((s) => s.source === source && s.importer.test(importer));
      if (!swap) return null;
      replaced.add(swap.what);
      return swap.stub;
    },
    buildEnd(error) {
      if (error || !table) return;
      for (const { what } of SWAPS)
        if (!replaced.has(what))
          this.error(`antd's Table no longer imports ${what}: update scripts/vite-slim-table.ts`);
    },
  };
};
