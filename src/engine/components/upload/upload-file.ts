import { call } from '../../../api/call';
import { ApiError } from '../../../api/errors';

/**
 * Browser uploads to the OSS-style POST policy of `GET /auth/ossSign` (contract: Uploads). Shared
 * by ImageUpload, VideoUpload and the rich-text editor's image button. Nothing here throws a
 * message the user cannot read: every failure is an UploadError with a Chinese message.
 */

export type UploadKind = 'image' | 'video';

export interface OssSign {
  host: string;
  dir: string;
  policy: string;
  signature: string;
  accessid: string;
  expire: number | string;
  maxSize: number;
  accept?: string | string[];
}

interface KindRule {
  types: readonly string[];
  extensions: readonly string[];
  typeMessage: string;
  /** Used only when the policy does not say. */
  defaultMaxSize: number;
}

const MB = 1024 * 1024;

export const UPLOAD_RULES: Record<UploadKind, KindRule> = {
  image: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
    typeMessage: '只能上传 JPG/PNG/WebP/GIF 图片',
    defaultMaxSize: 5 * MB,
  },
  video: {
    types: ['video/mp4'],
    extensions: ['mp4'],
    typeMessage: '只能上传 MP4 视频',
    defaultMaxSize: 50 * MB,
  },
};

/** The file input's accept attribute for a kind. */
export const acceptOf = (kind: UploadKind): string => UPLOAD_RULES[kind].types.join(',');

export class UploadError extends Error {}

const extensionOf = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const at = base.lastIndexOf('.');
  const ext = at > 0 ? base.slice(at + 1).toLowerCase() : '';
  // Only a plain extension may reach the key: no dots, slashes or odd characters.
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : '';
};

/** "5MB", "1.5MB", "800KB": the size limit as users read it. */
export const formatSize = (bytes: number): string => {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
};

/**
 * The client-side check before uploading: the Chinese message to show, or null when the file may
 * go. The server checks again (by content, not by the browser's type).
 *
 * @example checkFile(file, 'image', 5 * 1024 * 1024) // '文件大小不能超过 5MB' or null
 */
export function checkFile(
  file: Pick<File, 'name' | 'size' | 'type'>,
  kind: UploadKind,
  maxSize: number = UPLOAD_RULES[kind].defaultMaxSize,
): string | null {
  const rule = UPLOAD_RULES[kind];
  const type = file.type.toLowerCase();
  // Some systems report no type at all; the extension decides then.
  const typeOk = type
    ? rule.types.includes(type)
    : rule.extensions.includes(extensionOf(file.name));
  if (!typeOk) return rule.typeMessage;
  if (file.size > maxSize) return `文件大小不能超过 ${formatSize(maxSize)}`;
  if (file.size === 0) return '文件内容为空';
  return null;
}

const randomName = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '')
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * The object key for an upload: a random name under the policy's dir, keeping only the original
 * extension (the user's file name never reaches the key).
 *
 * @example uploadKey('firm/1/', 'photo.PNG') // 'firm/1/3f2a…9c.png'
 */
export function uploadKey(dir: string, fileName: string): string {
  const prefix = dir === '' || dir.endsWith('/') ? dir : `${dir}/`;
  const ext = extensionOf(fileName);
  return `${prefix}${randomName()}${ext ? `.${ext}` : ''}`;
}

interface Envelope {
  code?: string | number;
  message?: string;
  data?: { url?: string } | null;
}

const UPLOAD_FAILED = '上传失败，请稍后重试';

/** The url of a successful upload reply, or the server's own message as an UploadError. */
export function readUploadReply(status: number, text: string): string {
  let body: Envelope | null = null;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    body = null;
  }
  if (body && String(body.code) === '200' && typeof body.data?.url === 'string') {
    return body.data.url;
  }
  if (body?.message) throw new UploadError(body.message);
  throw new UploadError(status === 413 ? '文件太大，无法上传' : UPLOAD_FAILED);
}

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POSTs the multipart form to the policy's host; XMLHttpRequest because fetch has no progress. */
export function postToOss(sign: OssSign, file: File, options: UploadOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('key', uploadKey(sign.dir, file.name));
    form.append('policy', sign.policy);
    form.append('OSSAccessKeyId', sign.accessid);
    form.append('signature', sign.signature);
    form.append('success_action_status', '200');
    // OSS reads fields up to the file; it must come last.
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    // host is already a full path ('/api/oss/upload') or an absolute URL: post to it as is.
    xhr.open('POST', sign.host);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      try {
        resolve(readUploadReply(xhr.status, xhr.responseText));
        options.onProgress?.(100);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new UploadError('网络异常，上传失败'));
    xhr.onabort = () => reject(new UploadError('上传已取消'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Signs, checks and uploads one file; resolves with its public URL. Rejects with an UploadError
 * (message for the user) or, when the signing call failed, the ApiError the api layer has shown.
 *
 * @example const url = await uploadFile(file, 'image', { onProgress: setPercent });
 */
export async function uploadFile(
  file: File,
  kind: UploadKind,
  options: UploadOptions = {},
): Promise<string> {
  // A wrong type needs no signature to be refused; the size waits for the policy's limit.
  const wrongType = checkFile(file, kind, Infinity);
  if (wrongType) throw new UploadError(wrongType);
  const sign = await call<OssSign>('system.ossSign', { query: { kind } });
  const problem = checkFile(file, kind, sign.maxSize || UPLOAD_RULES[kind].defaultMaxSize);
  if (problem) throw new UploadError(problem);
  return postToOss(sign, file, options);
}

/** The message to show for a failure of uploadFile, or null when it was shown already. */
export const uploadErrorMessage = (error: unknown): string | null => {
  if (error instanceof ApiError) return null;
  if (error instanceof UploadError) return error.message;
  return UPLOAD_FAILED;
};
