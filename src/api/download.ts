import { calls, isCallName, type CallName } from './calls';
import { alova, FIRM_ID, reportError } from './client';
import {
  ApiError,
  ERROR_MESSAGES,
  NONSTANDARD_CODE,
  TRANSPORT_ERROR_CODE,
  UNDEFINED_CALL_CODE,
} from './errors';
import { getToken } from './session';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** `filename*=UTF-8''…` (RFC 6266) wins over the plain `filename=`; Chinese names need it. */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return fallback;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
};

/**
 * Fetches a file from a GET call (exports): the file on success, the envelope's error otherwise,
 * under the same rules as `call` (Token header, firmId, error catalogue, notify once).
 *
 * @example const { blob, fileName } = await download('lawyer.export', { query: { status: 1 } })
 */
export async function download(
  name: CallName,
  args: { query?: Record<string, unknown>; silent?: boolean } = {},
): Promise<DownloadedFile> {
  if (!isCallName(name)) {
    throw reportError(
      new ApiError(ERROR_MESSAGES.undefinedCall(name), UNDEFINED_CALL_CODE),
      args.silent,
    );
  }
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(args.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') search.append(k, String(v));
  }
  search.set('firmId', String(FIRM_ID));
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${alova.options.baseURL}${calls[name].url}?${search}`, {
      headers: token ? { Token: token } : {},
    });
  } catch {
    throw reportError(new ApiError(ERROR_MESSAGES.transport, TRANSPORT_ERROR_CODE), args.silent);
  }
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    // A refused export answers with the usual envelope instead of a file.
    const body = (await res.json().catch(() => null)) as {
      code?: unknown;
      message?: unknown;
    } | null;
    const code = body && typeof body.code === 'string' ? body.code : NONSTANDARD_CODE;
    const message =
      body && typeof body.message === 'string' ? body.message : ERROR_MESSAGES.nonstandard;
    throw reportError(new ApiError(message, code), args.silent);
  }
  if (!res.ok) {
    throw reportError(new ApiError(ERROR_MESSAGES.transport, TRANSPORT_ERROR_CODE), args.silent);
  }
  return {
    blob: await res.blob(),
    fileName: fileNameOf(res.headers.get('content-disposition'), 'export.xlsx'),
  };
}

/** Hands a downloaded file to the browser's save dialog. */
export const saveFile = ({ blob, fileName }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
