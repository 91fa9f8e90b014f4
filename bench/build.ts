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
    // Our modules that import an @formily package themselves: why a route loads Formily.
    const formilyImporters: Record<string, string[]> = {};
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk') continue;
      map[item.fileName] = [...item.moduleIds];
      for (const id of item.moduleIds) {
        if (id.includes('/node_modules/')) continue;
        const imported = (this.getModuleInfo(id)?.importedIds ?? []).filter((m) =>
          m.includes('/node_modules/@formily/'),
        );
        if (imported.length) formilyImporters[id] = imported;
      }
    }
    const emit = (fileName: string, value: unknown) =>
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(value, null, 1) });
    emit('.vite/modules.json', map);
    emit('.vite/formily-importers.json', formilyImporters);
  },
});

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
