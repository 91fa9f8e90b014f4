import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// From the repository root, where builds run (as vite.config.ts's schemas/).
const STUB = resolve('src/engine/render/no-column-filters.ts');
const USE_FILTER = /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/;
const TABLE = /antd[\\/]es[\\/]table[\\/]InternalTable\.js$/;

/**
 * Builds antd's Table without its column-filter dropdown (see no-column-filters.ts for why). Fails
 * the build when Table is bundled but the import it replaces is gone (an antd upgrade moved it), so
 * the saving cannot silently disappear, nor the stub outlive what it stands in for.
 */
export const tableWithoutFilters = (): Plugin => {
  let table = false;
  let replaced = false;
  return {
    name: 'table-without-filters',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && TABLE.test(importer)) table = true;
      if (source !== './FilterDropdown' || !importer || !USE_FILTER.test(importer)) return null;
      replaced = true;
      return STUB;
    },
    buildEnd(error) {
      if (!error && table && !replaced)
        this.error(
          "antd's Table no longer imports useFilter/FilterDropdown: update scripts/vite-table-without-filters.ts",
        );
    },
  };
};
