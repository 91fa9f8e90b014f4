// Uploads (auth/ossSign, oss/upload, oss/files/*), shaped like Alibaba Cloud OSS direct uploads:
// a signed-in user asks for a POST policy, the browser posts the file with it, and the file is
// then public under /api/oss/files/<key>. The upload endpoint is public in the auth sense: the
// signed policy is the credential, as with real OSS, and nothing is stored without a valid one.
// Files are checked by their bytes (jpeg/png/webp/gif/mp4 only), written once (an existing key is
// refused, so nobody can replace a file others link to) and served with nosniff. A policy admits
// one object; each object counts against its owner's and its firm's quota; files no record uses a
// day after upload are swept every hour; nothing is accepted while the disk is nearly full
// (store.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BizError } from '../../lib/biz-error';
import { envelope, input, int, obj, ok, str } from '../../lib/envelope';
import { perClient } from '../../lib/rate-limits';
import { userOf } from '../../plugins/auth';
import { sendEnvelope } from '../../plugins/errors';
import { SNIFF_BYTES, keyWithExtension, sniff } from './magic';
import {
  DEFAULT_UPLOAD_LIMITS,
  assertDiskRoom,
  assertRoom,
  claim,
  sweepUploads,
  unclaim,
  type UploadLimits,
} from './store';
import {
  FILES_PREFIX,
  KEY_PATTERN,
  MAX_UPLOAD,
  checkKey,
  issuePolicy,
  messages,
  verifyPolicy,
  type UploadKind,
  type VerifiedPolicy,
} from './policy';

export interface UploadRouteOptions {
  /** DATA_DIR: files go to <dataDir>/uploads/<key>. */
  dataDir: string;
  /** OSS_SECRET; without it (demo) a generated key is kept in the database. */
  ossSecret?: string;
  /** Policies per minute per signed-in user. */
  signRateLimit?: number;
  /** Storage quotas and the free-disk floor (store.ts, defaults in docs/security.md). */
  limits?: Partial<UploadLimits>;
  /** How often the sweep of unused files runs [1 hour]; 0: never (tests call it themselves). */
  sweepEveryMs?: number;
}

const HOUR = 60 * 60 * 1000;

const bad = (message: string) => new BizError('400', message);

const signSchema = obj({
  host: str,
  dir: str,
  policy: str,
  signature: str,
  accessid: str,
  expire: int,
  maxSize: int,
  accept: str,
});

export default async function uploadRoutes(app: FastifyInstance, opts: UploadRouteOptions) {
  const root = path.resolve(opts.dataDir, 'uploads');
  let secret: Promise<string> | undefined;
  const getSecret = () =>
    (secret ??= opts.ossSecret
      ? Promise.resolve(opts.ossSecret)
      : app.secrets
          .getOrCreate('oss', () => randomBytes(32).toString('base64url'))
          .catch((e) => {
            secret = undefined;
            throw e;
          }));
  /** The file of a key, guaranteed inside the uploads folder. */
  const fileOf = (key: string) => {
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw bad(messages.badKey);
    return file;
  };

  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...opts.limits };
  const sweepEvery = opts.sweepEveryMs ?? HOUR;
  if (sweepEvery > 0) {
    const sweep = () =>
      sweepUploads(app.db, fileOf).then(
        (n) => n.removed > 0 && app.log.info(n, 'unused uploads swept'),
        (err: unknown) => app.log.error(err, 'upload sweep failed'),
      );
    const timer = setInterval(() => void sweep(), sweepEvery);
    // The sweep must not keep a stopping process alive.
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // Encapsulated: only the routes of this plugin accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD, files: 1, fields: 10, fieldSize: 8192, parts: 11 },
  });

  app.get<{ Querystring: { kind: UploadKind } }>(
    '/auth/ossSign',
    {
      config: {
        access: { roles: ['admin', 'lawyer'] },
        rateLimit: {
          max: opts.signRateLimit ?? 30,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) =>
            req.user ? `${req.user.type}:${req.user.id}` : req.ip,
        },
      },
      preHandler: perClient(app),
      schema: {
        querystring: input({
          kind: { type: 'string', title: '上传类型', enum: ['image', 'video'], default: 'image' },
        }),
        response: { 200: envelope(signSchema) },
      },
    },
    async (request) => {
      const u = userOf(request);
      // Refused before the browser sends up to 50 MB for nothing.
      await assertDiskRoom(root, limits);
      await assertRoom(app.db, limits, u.firmId, u, 1);
      return ok(issuePolicy(u.firmId, request.query.kind, await getSecret(), u));
    },
  );

  /**
   * The multipart parser's stream: a body it cannot read (no closing boundary, cut short) is the
   * client's error, not a 500. Its own errors carry no status; ours (BizError) pass through.
   */
  async function* unlessMalformed<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
    const it = source[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<T>;
      try {
        next = await it.next();
      } catch (err) {
        if (err instanceof BizError || (err as { statusCode?: number }).statusCode) throw err;
        throw bad('上传内容格式不正确');
      }
      if (next.done) return;
      yield next.value;
    }
  }

  /** Reads the form up to the file, checking the policy before a byte of the file is kept. */
  const receive = async (request: FastifyRequest) => {
    const fields: Record<string, string> = {};
    let checked: { policy: VerifiedPolicy; key: string } | undefined;
    for await (const part of unlessMalformed(request.parts())) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || checked) {
        part.file.resume();
        continue;
      }
      const policy = verifyPolicy(fields, await getSecret());
      const key = checkKey(fields.key, policy.dir);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of unlessMalformed(part.file as AsyncIterable<Buffer>)) {
        size += chunk.length;
        if (size > policy.maxSize) throw bad(messages.tooLarge(policy.maxSize));
        chunks.push(chunk);
      }
      if (part.file.truncated) throw bad(messages.tooLarge(policy.maxSize));
      if (size < Math.max(1, policy.minSize)) throw bad(messages.empty);
      const data = Buffer.concat(chunks, size);
      const type = sniff(data.subarray(0, SNIFF_BYTES));
      if (!type || !policy.types.includes(type)) throw bad(messages.type);
      checked = { policy, key };
      return { key: keyWithExtension(key, type), data, policy };
    }
    // No file part: say what is missing, the credential first.
    if (!checked) verifyPolicy(fields, await getSecret());
    throw bad(messages.noFile);
  };

  app.post(
    '/oss/upload',
    {
      config: {
        access: 'public',
        rateLimit: { max: 120, timeWindow: 60_000 },
      },
      schema: { response: { 200: envelope(obj({ url: str }, ['url'])) } },
    },
    async (request) => {
      if (!request.isMultipart()) throw bad(messages.noFile);
      const { key, data, policy } = await receive(request);
      const file = fileOf(key);
      await assertDiskRoom(root, limits);
      const firmId = Number(/^firm\/(\d+)\//.exec(key)?.[1]);
      await claim(app.db, limits, {
        firmId,
        key,
        policyId: policy.id,
        owner: policy.owner,
        size: data.length,
      });
      await mkdir(path.dirname(file), { recursive: true });
      try {
        // 'wx': never replace a stored file (its URL may be on published cards).
        await writeFile(file, data, { flag: 'wx' });
      } catch (err) {
        await unclaim(app.db, key);
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw bad(messages.exists);
        throw err;
      }
      request.log.info({ key, size: data.length }, 'file uploaded');
      return ok({ url: `${FILES_PREFIX}${key}` }, '上传成功');
    },
  );

  const notFound = (reply: FastifyReply) => sendEnvelope(reply, 404, '404', '文件不存在');

  app.get<{ Params: { '*': string } }>(
    '/oss/files/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!KEY_PATTERN.test(key)) return notFound(reply);
      const file = fileOf(key);
      let size: number;
      let type: string | undefined;
      try {
        const info = await stat(file);
        if (!info.isFile()) return notFound(reply);
        size = info.size;
        const handle = await open(file, 'r');
        try {
          const head = Buffer.alloc(SNIFF_BYTES);
          const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
          type = sniff(head.subarray(0, bytesRead));
        } finally {
          await handle.close();
        }
      } catch {
        return notFound(reply);
      }
      if (!type) return notFound(reply);
      return reply
        .header('content-type', type)
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .send(createReadStream(file));
    },
  );
}
