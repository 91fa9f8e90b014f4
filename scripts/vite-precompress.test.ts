import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, precompressDir } from './vite-precompress';

// The server sends <file>.br / <file>.gz in place of a file (server/src/plugins/static-spa.ts);
// the build must write them, and only where they help.
const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

const outDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  temps.push(dir);
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  const big = `console.log(${JSON.stringify('律师名片'.repeat(500))});\n`;
  writeFileSync(join(dir, 'assets', 'index-Ab12.js'), big);
  writeFileSync(join(dir, 'assets', 'index-Cd34.css'), `.a{color:red}\n`.repeat(200));
  writeFileSync(join(dir, 'assets', 'tiny-Ef56.js'), 'export{}');
  writeFileSync(join(dir, 'assets', 'photo-Gh78.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ pad: 'x'.repeat(4096) }));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>名片</p>'.repeat(300)}`);
  return { dir, big };
};

describe('precompress (Vite plugin)', () => {
  it('writes brotli and gzip copies that decompress to the file, beside each text file', async () => {
    const { dir, big } = outDir();
    await precompressDir(dir);
    const js = join(dir, 'assets', 'index-Ab12.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(big);
    for (const f of ['assets/index-Cd34.css', 'index.html']) {
      expect(existsSync(join(dir, `${f}.br`)), f).toBe(true);
      expect(existsSync(join(dir, `${f}.gz`)), f).toBe(true);
    }
  });

  it('leaves out files under 1 KB, images and the .vite manifest', async () => {
    const { dir } = outDir();
    await precompressDir(dir);
    for (const f of ['assets/tiny-Ef56.js', 'assets/photo-Gh78.png', '.vite/manifest.json']) {
      expect(existsSync(join(dir, `${f}.br`)), f).toBe(false);
      expect(existsSync(join(dir, `${f}.gz`)), f).toBe(false);
    }
  });

  it('runs after the bundle is written, on the configured outDir', async () => {
    const { dir } = outDir();
    const plugin = precompress();
    const logged: string[] = [];
    const configResolved = plugin.configResolved as unknown as (c: object) => void;
    configResolved({
      root: dir,
      build: { outDir: '.' },
      logger: { info: (m: string) => logged.push(m) },
    });
    await (plugin.writeBundle as unknown as () => Promise<void>)();
    expect(existsSync(join(dir, 'assets', 'index-Ab12.js.br'))).toBe(true);
    expect(logged.join('\n')).toMatch(/3 files/);
    expect(plugin.apply).toBe('build');
  });
});
