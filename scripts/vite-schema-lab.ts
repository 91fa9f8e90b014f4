import { existsSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { lintTexts } from '../src/pages/schema-lab/lint-texts';

/**
 * The schema lab's half in the dev server (docs/schemas.md, 检查你的修改): lists the schema files and
 * saves one. It exists only in `configureServer`, so a production build, and the Fastify server
 * that serves it, have no such endpoint. With SCHEMAS_DIR (a throwaway copy for the e2e test) the
 * console's own schema imports are redirected there too, so a save shows up in the running console.
 */
const FILE_RE = /^(routes\.json|(lists|forms)\/[a-z0-9][a-z0-9-]*\.json)$/;

/** The files the lab may show and write, relative to the schemas folder. */
const listFiles = (dir: string): string[] => [
  ...(existsSync(join(dir, 'routes.json')) ? ['routes.json'] : []),
  ...['lists', 'forms'].flatMap((sub) =>
    existsSync(join(dir, sub))
      ? readdirSync(join(dir, sub))
          .filter((f) => FILE_RE.test(`${sub}/${f}`))
          .sort()
          .map((f) => `${sub}/${f}`)
      : [],
  ),
];

const readTexts = (dir: string) =>
  Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));

/**
 * The absolute path a save may write, or a Chinese reason it may not: only routes.json and
 * lists|forms/<kebab-name>.json, no `..`, no absolute path, and nothing a symlink leads out of
 * the schemas folder.
 */
export const savePath = (dir: string, file: unknown): { path: string } | { refused: string } => {
  if (typeof file !== 'string' || isAbsolute(file) || file.split(/[\\/]/).includes('..')) {
    return { refused: '只能保存 schemas 目录中的文件' };
  }
  if (!FILE_RE.test(file)) return { refused: '只能保存 routes.json、lists/*.json 与 forms/*.json' };
  const root = realpathSync(dir);
  const path = resolve(root, file);
  const inside = (p: string) => p === root || p.startsWith(root + sep);
  if (!inside(path) || !inside(realpathSync(dirname(path)))) {
    return { refused: '只能保存 schemas 目录中的文件' };
  }
  if (existsSync(path) && !inside(realpathSync(path))) {
    return { refused: '只能保存 schemas 目录中的文件' };
  }
  return { path };
};

const readBody = (req: IncomingMessage, limit = 512 * 1024): Promise<string> =>
  new Promise((ok, fail) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limit) fail(new Error('too large'));
    });
    req.on('end', () => ok(body));
    req.on('error', fail);
  });

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
};

export const schemaLab = (dir = resolve('schemas'), realDir = resolve('schemas')): Plugin => ({
  name: 'tenant-admin:schema-lab',
  enforce: 'pre',
  apply: 'serve',
  // The lab's editor is imported lazily; pre-bundling it up front spares the first visit a
  // mid-page "new dependency found" reload.
  config: () => ({
    optimizeDeps: {
      include: [
        'codemirror',
        'codemirror-json-schema',
        '@codemirror/lang-json',
        '@codemirror/lint',
        '@codemirror/state',
        '@codemirror/view',
      ],
    },
  }),
  // Only with SCHEMAS_DIR: the console's imports of schemas/{routes.json,lists,forms} (the
  // import.meta.glob in engine/schemas.ts expands to relative imports) load the copy instead.
  resolveId(source, importer) {
    if (dir === realDir || !importer || !source.startsWith('.')) return null;
    const [bare, query] = source.split('?');
    const rel = relative(realDir, resolve(dirname(importer.split('?')[0]), bare));
    if (rel.startsWith('..') || isAbsolute(rel) || !FILE_RE.test(rel.split(sep).join('/'))) {
      return null;
    }
    return join(dir, rel) + (query ? `?${query}` : '');
  },
  configureServer(server) {
    if (dir !== realDir) server.watcher.add(dir);
    server.middlewares.use('/__schema-lab/files', (req, res) => {
      if (req.method !== 'GET') return send(res, 405, { message: '只支持 GET' });
      send(res, 200, { files: readTexts(dir) });
    });
    server.middlewares.use('/__schema-lab/save', (req, res) => {
      void (async () => {
        // A JSON content type cannot be sent cross-site without a preflight the dev server
        // does not grant, so another site open in the browser cannot write here.
        if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) {
          return send(res, 405, { message: '只支持 JSON 格式的 POST' });
        }
        let body: { file?: unknown; text?: unknown };
        try {
          body = JSON.parse(await readBody(req)) as typeof body;
        } catch {
          return send(res, 400, { message: '请求不是合法的 JSON' });
        }
        const target = savePath(dir, body.file);
        if ('refused' in target) return send(res, 403, { message: target.refused });
        if (typeof body.text !== 'string') return send(res, 400, { message: '缺少文件内容' });
        const file = body.file as string;
        const problems = lintTexts({ ...readTexts(dir), [file]: body.text }).filter(
          (p) => p.file === `schemas/${file}`,
        );
        if (problems.length) {
          return send(res, 422, { message: `文件有 ${problems.length} 个问题，未保存`, problems });
        }
        writeFileSync(target.path, body.text.endsWith('\n') ? body.text : `${body.text}\n`);
        send(res, 200, { message: '已保存' });
      })().catch((e: Error) => send(res, 500, { message: e.message }));
    });
  },
});
