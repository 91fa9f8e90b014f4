// Serves the built console (dist/) and falls back to index.html for client-side routes: GET
// requests outside /api whose path has no file extension. Anything else that matches nothing
// (an /api path, a missing asset like /x.js) gets the 404 envelope.
//
// The build writes brotli and gzip copies beside its files (scripts/vite-precompress.ts); they
// are sent to browsers that accept them, with Vary: Accept-Encoding. Files under /assets/ carry
// a content hash in their name, so a browser may keep them for a year without asking again;
// everything else (index.html, which names the current hashes) is revalidated on every load.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sendEnvelope } from './errors';

const HASHED = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface SpaOptions {
  staticDir?: string;
  /**
   * Tags for the document head of one client route (the public card's title and share tags,
   * which link previews read without running scripts); they replace index.html's <title>.
   */
  pageHead?: (request: FastifyRequest, preloads: PreloadLinks) => Promise<string | null>;
}

/**
 * `<link rel="modulepreload">` tags for the chunks a page's lazy code loads beyond the entry, from
 * the list the build writes (scripts/vite-page-preloads.ts); empty without a build or a list.
 */
export type PreloadLinks = (page: string) => string[];

const PRELOADS_FILE = path.join('.vite', 'page-preloads.json');

const readPreloads = (dir: string | undefined): PreloadLinks => {
  const file = dir ? path.join(dir, PRELOADS_FILE) : undefined;
  let pages: Record<string, unknown> = {};
  try {
    if (file && existsSync(file)) pages = JSON.parse(readFileSync(file, 'utf8')) as typeof pages;
  } catch {
    // A damaged list costs the preload only, never the page.
  }
  return (page) => {
    const files = pages[page];
    return Array.isArray(files)
      ? files
          .filter((f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="${f}" />`)
      : [];
  };
};

const TITLE = /<title>[^<]*<\/title>/;

const spaPlugin = async (app: FastifyInstance, opts: SpaOptions) => {
  const dir = opts.staticDir ? path.resolve(opts.staticDir) : undefined;
  const index = dir ? path.join(dir, 'index.html') : undefined;
  const hasIndex = index !== undefined && existsSync(index);
  const preloads = readPreloads(dir);
  if (!dir || !existsSync(dir)) {
    if (dir)
      app.log.info({ dir }, 'console build not found; static serving skipped (run npm run build)');
  } else {
    // index: false so '/' goes through the same fallback as every other client route.
    const assets = path.join(dir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.header('cache-control', file.startsWith(assets) ? HASHED : REVALIDATE);
      },
    });
    // The static handler refuses directory requests; '/' is the console's entry, not a listing.
    if (hasIndex)
      app.get('/', { schema: { hide: true } }, (_req, reply) =>
        reply.type('text/html; charset=utf-8').sendFile('index.html'),
      );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const hasExtension = path.posix.extname(pathname) !== '';
    if (
      hasIndex &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !hasExtension
    ) {
      const head = opts.pageHead ? await opts.pageHead(request, preloads).catch(() => null) : null;
      if (head) {
        const html = readFileSync(index!, 'utf8').replace(TITLE, head);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .send(html);
      }
      return reply.type('text/html; charset=utf-8').sendFile('index.html', dir!);
    }
    return sendEnvelope(reply, 404, '404', '接口不存在');
  });
};

export default fp(spaPlugin, { name: 'static-spa', dependencies: ['errors'] });
