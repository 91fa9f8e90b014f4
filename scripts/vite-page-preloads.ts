import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** Where the build writes the list (dist/.vite/, beside the manifest: not served to browsers). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/**
 * Writes, for each page module named here, the JS files its lazy chunk loads beyond the entry:
 * the server names them as modulepreload links in the HTML of that page
 * (server/src/plugins/static-spa.ts), so the browser fetches them beside the entry instead of
 * after running it. The public card page a QR code opens is the one where this round trip shows:
 * a phone on a mobile network, a first visit.
 */
export const pagePreloads = (pages: Record<string, string>): Plugin => ({
  name: 'page-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const entryFiles = new Set<string>();
    const closure = (file: string, into: Set<string>) => {
      if (into.has(file)) return;
      into.add(file);
      byFile.get(file)?.imports.forEach((f) => closure(f, into));
    };
    chunks.filter((c) => c.isEntry).forEach((c) => closure(c.fileName, entryFiles));
    const out: Record<string, string[]> = {};
    for (const [name, src] of Object.entries(pages)) {
      const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(src));
      if (!chunk) this.error(`page-preloads: no chunk for ${src}`);
      const files = new Set<string>();
      closure(chunk.fileName, files);
      out[name] = [...files].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
    }
    this.emitFile({
      type: 'asset',
      fileName: PAGE_PRELOADS_FILE,
      source: JSON.stringify(out),
    });
  },
});
