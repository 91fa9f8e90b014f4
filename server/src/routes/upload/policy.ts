// The OSS-style POST policy of uploads (docs/contract-admin-screens.md "Uploads"), as pure
// functions: `issuePolicy` signs what the browser may upload (kind, size range, key prefix, 10
// minutes), `verifyPolicy` and `checkKey` decide whether an upload matches what was signed.
// The signature is base64 HMAC-SHA1 of the base64 policy, as Alibaba Cloud OSS does it.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { BizError } from '../../lib/biz-error';
import { IMAGE_TYPES, VIDEO_TYPES, type MediaType } from './magic';

export type UploadKind = 'image' | 'video';

const MB = 1024 * 1024;
export const KINDS: Record<UploadKind, { maxSize: number; types: MediaType[] }> = {
  image: { maxSize: 5 * MB, types: IMAGE_TYPES },
  video: { maxSize: 50 * MB, types: VIDEO_TYPES },
};
export const MAX_UPLOAD = Math.max(...Object.values(KINDS).map((k) => k.maxSize));
export const POLICY_TTL_MS = 10 * 60 * 1000;
export const ACCESS_ID = 'tenant-admin';
export const UPLOAD_HOST = '/api/oss/upload';
export const FILES_PREFIX = '/api/oss/files/';

export const messages = {
  missing: '缺少上传凭证，请重新上传',
  invalid: '上传凭证无效，请重新上传',
  expired: '上传凭证已过期，请重新上传',
  badKey: '文件路径不正确',
  outsideDir: '文件路径不在允许的目录内',
  type: '只能上传图片或视频',
  empty: '文件内容为空',
  tooLarge: (max: number) => `文件大小不能超过 ${Math.round(max / MB)}MB`,
  exists: '文件已存在，请重新上传',
  noFile: '请选择要上传的文件',
};

const bad = (message: string) => new BizError('400', message);

/** Month folder in China time: uploads of one month share a prefix (firm/1/202611/). */
export const dirFor = (firmId: number, now: Date) => {
  const cst = new Date(now.getTime() + 8 * 3600 * 1000);
  const month = `${cst.getUTCFullYear()}${String(cst.getUTCMonth() + 1).padStart(2, '0')}`;
  return `firm/${firmId}/${month}/`;
};

export const signPolicy = (policy: string, secret: string) =>
  createHmac('sha1', secret).update(policy).digest('base64');

/** Who asked for a policy: their uploads count against their quota ("lawyer:12"). */
export interface PolicyOwner {
  type: 'admin' | 'lawyer';
  id: number;
}

export const issuePolicy = (
  firmId: number,
  kind: UploadKind,
  secret: string,
  owner: PolicyOwner,
  now = new Date(),
) => {
  const { maxSize, types } = KINDS[kind];
  const dir = dirFor(firmId, now);
  const expireMs = now.getTime() + POLICY_TTL_MS;
  const doc = {
    expiration: new Date(expireMs).toISOString(),
    conditions: [
      ['content-length-range', 1, maxSize],
      ['starts-with', '$key', dir],
      // Checked against the type found in the file's bytes, not a client-sent field.
      ['in', '$content-type', types],
    ],
    // Signed with the rest: the one object this policy admits is recorded under this id, and
    // counts against this owner's quota.
    id: randomUUID(),
    owner: `${owner.type}:${owner.id}`,
  };
  const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
  return {
    host: UPLOAD_HOST,
    dir,
    policy,
    signature: signPolicy(policy, secret),
    accessid: ACCESS_ID,
    expire: Math.floor(expireMs / 1000),
    maxSize,
    accept: types.join(','),
  };
};

export interface VerifiedPolicy {
  dir: string;
  minSize: number;
  maxSize: number;
  types: string[];
  id: string;
  owner: PolicyOwner;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type Condition = [string, ...unknown[]];

/** The signed policy's rules; throws the user's message when it is missing, forged or expired. */
export const verifyPolicy = (
  fields: { policy?: string; signature?: string; OSSAccessKeyId?: string },
  secret: string,
  now = new Date(),
): VerifiedPolicy => {
  const { policy, signature } = fields;
  if (!policy || !signature) throw bad(messages.missing);
  if (policy.length > 4096 || !sameText(signature, signPolicy(policy, secret)))
    throw bad(messages.invalid);
  if (fields.OSSAccessKeyId !== undefined && fields.OSSAccessKeyId !== ACCESS_ID)
    throw bad(messages.invalid);
  // Signed by us, so well-formed; still read defensively.
  let doc: { expiration?: string; conditions?: Condition[]; id?: unknown; owner?: unknown };
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof doc;
  } catch {
    throw bad(messages.invalid);
  }
  const expires = Date.parse(doc.expiration ?? '');
  if (!Number.isFinite(expires) || expires <= now.getTime()) throw bad(messages.expired);
  const find = (name: string) => (doc.conditions ?? []).find((c) => c[0] === name);
  const range = find('content-length-range');
  const prefix = find('starts-with');
  const types = find('in');
  if (!range || !prefix || !types || prefix[1] !== '$key') throw bad(messages.invalid);
  const owner = /^(admin|lawyer):(\d{1,9})$/.exec(String(doc.owner));
  if (typeof doc.id !== 'string' || !doc.id || doc.id.length > 40 || !owner) {
    throw bad(messages.invalid);
  }
  return {
    minSize: Number(range[1]),
    maxSize: Number(range[2]),
    dir: String(prefix[2]),
    types: (types[2] as string[]) ?? [],
    id: doc.id,
    owner: { type: owner[1] as PolicyOwner['type'], id: Number(owner[2]) },
  };
};

/** A stored object's key: firm/<id>/<yyyymm>/<name>, one plain file name, no dot segments. */
export const KEY_PATTERN =
  /^firm\/\d{1,9}\/\d{6}\/[A-Za-z0-9][A-Za-z0-9_-]{0,99}(\.[A-Za-z0-9]{1,8})?$/;

/** The upload's key must be a plain file name directly inside the policy's dir. */
export const checkKey = (key: string | undefined, dir: string): string => {
  if (!key) throw bad(messages.badKey);
  if (
    key.length > 200 ||
    key.includes('\\') ||
    key.startsWith('/') ||
    /^[a-z]:/i.test(key) ||
    key.split('/').some((s) => s === '' || s === '.' || s === '..')
  )
    throw bad(messages.badKey);
  if (!key.startsWith(dir)) throw bad(messages.outsideDir);
  if (!KEY_PATTERN.test(key)) throw bad(messages.badKey);
  return key;
};
