import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// The server sends these siblings instead of the file when the browser accepts them
// (server/src/plugins/static-spa.ts, @fastify/static preCompressed): compressing once at build
// time at the highest levels costs nothing per request, where compressing per request would.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    // .vite/ holds the manifest the bench reads, not something the browser loads.
    if (e.name.startsWith('.')) return [];
    const file = join(dir, e.name);
    return e.isDirectory() ? filesUnder(file) : [file];
  });

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` that they shrink. */
export const precompressDir = async (dir: string) => {
  const files = filesUnder(dir).filter(
    (f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES,
  );
  await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
      if (gzipped.length < raw.length) writeFileSync(`${file}.gz`, gzipped);
    }),
  );
  return files.length;
};

/** Vite plugin: after the build is written, brotli and gzip copies beside its text files. */
export const precompress = (): Plugin => {
  let config: ResolvedConfig | undefined;
  return {
    name: 'tenant-admin:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (!config) return;
      const outDir = resolve(config.root, config.build.outDir);
      const n = await precompressDir(outDir);
      config.logger.info(`brotli and gzip copies of ${n} files in ${outDir}`);
    },
  };
};
