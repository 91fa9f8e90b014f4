// The bench's own production build of the console: vite.config.ts as is, written to a directory of
// the bench's (never dist/, which the e2e tests of other runs serve), with the Vite manifest and a
// map of which source modules went into which chunk. The manifest tells what each route loads; the
// module map tells which of those chunks carry Formily.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { build, type Plugin } from 'vite';

export const repoRoot = path.resolve(import.meta.dirname, '..');
/** Everything the bench writes besides bench/results.md (git- and lint-ignored through .tmp/). */
export const benchOut = path.join(repoRoot, '.tmp', 'bench');

/** Chunk file (assets/x.js) → the source modules bundled into it. */
export type ModuleMap = Record<string, string[]>;

const moduleMap = (): Plugin => ({
  name: 'bench-module-map',
  apply: 'build',
  generateBundle(_options, bundle) {
    const map: ModuleMap = {};
    for (const item of Object.values(bundle)) {
      if (item.type === 'chunk') map[item.fileName] = [...item.moduleIds];
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/modules.json',
      source: JSON.stringify(map, null, 1),
    });
  },
});

/** Builds the console into `outDir` (emptied first) and returns it. */
// The CLI prints nothing of the kind; the config is bundled (configLoader below) either way.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

export const buildConsole = async (outDir = path.join(benchOut, 'dist')) => {
  await build({
    root: repoRoot,
    configFile: path.join(repoRoot, 'vite.config.ts'),
    // As the CLI: bundled, so the config's extensionless imports work under tsx too.
    configLoader: 'bundle',
    logLevel: 'warn',
    plugins: [moduleMap()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  writeFileSync(path.join(outDir, '.vite', 'built-at'), new Date().toISOString());
  return outDir;
};
