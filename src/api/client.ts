import { createAlova, type Method } from 'alova';
import adapterFetch from 'alova/fetch';
import reactHook from 'alova/react';
import {
  ApiError,
  ERROR_MESSAGES,
  NONSTANDARD_CODE,
  SESSION_REDIRECT_DELAY_MS,
  SESSION_REDIRECT_PATH,
  SUCCESS_CODE,
  TOKEN_EXPIRED_CODE,
  TRANSPORT_ERROR_CODE,
} from './errors';
import { AwaitingLogin, relogin, SESSION_CODES, waitsForLogin } from './relogin';
import { clearToken, getToken } from './session';

/**
 * The alova instance and the wire rules every request follows (docs/product.md, Wire conventions):
 * the Token header, the firm id, form encoding, and turning the server's envelope into data or an
 * ApiError. The api layer imports no UI: the app shell wires messages and navigation via
 * configureApi().
 */

/** Every record belongs to this firm (docs/product.md, Who uses it). */
export const FIRM_ID = 1;

// import.meta.env exists under Vite and Vitest; a plain Node import (scripts, server) has none.
// Written out in full so a build replaces the key by its value: reading it through a variable
// put the whole env object, with every VITE_ variable of the building shell, into the bundle.
export const DEFAULT_BASE_URL: string = import.meta.env?.VITE_API_PREFIX ?? '/api';

/** What call.ts attaches to each alova Method; the hooks below read it. */
export interface CallMeta {
  name: string;
  silent?: boolean;
  body?: 'form' | 'json';
}

export interface ApiReporter {
  /** Show an error to the user once (the shell passes antd's message.error). */
  notify: (message: string, code: string) => void;
  /** The token expired (code 4003); the token cookie is already cleared. */
  onSessionExpired: () => void;
  /** Leave the app after a token expiry; defaults to location.replace. */
  redirect: (path: string) => void;
}

// Errors reported before the shell has wired its UI (a route loader runs before the first render:
// the /app loader's read of the published files can be the call that finds the session over) are
// kept and shown once it has.
const early: Array<[message: string, code: string]> = [];

const defaultReporter: ApiReporter = {
  notify: (message, code) => {
    early.push([message, code]);
  },
  onSessionExpired: () => undefined,
  redirect: (path) => {
    if (typeof location !== 'undefined') location.replace(path);
  },
};

let reporter: ApiReporter = { ...defaultReporter };
let redirectPending = false;
let redirectTimer: ReturnType<typeof setTimeout> | undefined;

/** Wire the UI side of errors. Omitted handlers keep their current value. */
export function configureApi(options: Partial<ApiReporter>): void {
  reporter = { ...reporter, ...options };
  if (options.notify) for (const [message, code] of early.splice(0)) options.notify(message, code);
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  reporter = { ...defaultReporter };
  early.length = 0;
  redirectPending = false;
  clearTimeout(redirectTimer);
}

/** Shows the error unless the call asked for silence, and returns it for throwing. */
export function reportError(error: ApiError, silent?: boolean): ApiError {
  if (!silent) reporter.notify(error.message, error.code);
  return error;
}

const metaOf = (method: Method): CallMeta => (method.meta ?? { name: method.url }) as CallMeta;

function expireSession(error: ApiError): ApiError {
  clearToken();
  // Several calls in flight can all come back 4003: one message, one redirect.
  if (redirectPending) return error;
  redirectPending = true;
  // Always said, even when the call that met it is a quiet one (a list's column settings load
  // quietly): the user is about to leave the page and must see why.
  reportError(error);
  reporter.onSessionExpired();
  redirectTimer = setTimeout(() => {
    redirectPending = false;
    // A save refused meanwhile opened the re-login dialog: the page stays.
    if (!relogin.open) reporter.redirect(SESSION_REDIRECT_PATH);
  }, SESSION_REDIRECT_DELAY_MS);
  return error;
}

/**
 * 4003/4004/4008. A save with the re-login dialog attached waits for it (call.ts parks and
 * replays it); while saves wait, any other refusal is quiet and stays on the page (the dialog
 * says it all); otherwise today's rules: 4003 clears the token and leaves, 4004/4008 are shown.
 */
function sessionOver(method: Method, code: string, silent?: boolean): ApiError {
  const error = new ApiError(ERROR_MESSAGES.loginTimeout, code);
  if (waitsForLogin(method.type, metaOf(method).name, code, relogin.attached)) {
    // The token is dead either way; the dialog's sign-in brings the next one.
    clearToken();
    return new AwaitingLogin(code, ERROR_MESSAGES.loginTimeout);
  }
  // Saves waiting keep the page; a sign-out finding its session over already got what it wanted.
  if (relogin.open || metaOf(method).name === 'auth.logout') {
    clearToken();
    return error;
  }
  if (code === TOKEN_EXPIRED_CODE) return expireSession(error);
  return reportError(error, silent);
}

interface Envelope {
  code: string | number;
  data?: unknown;
  message?: string;
  /** A refusal about one field names it (docs/product.md, Envelope). */
  field?: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as Envelope).code === 'string' || typeof (value as Envelope).code === 'number');

async function readBody(response: Response): Promise<{ json: boolean; value: unknown }> {
  const text = await response.text();
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false, value: text };
  }
}

/** Envelope → data, or an ApiError per the catalogue (docs/product.md, Codes). */
async function onSuccess(response: Response, method: Method): Promise<unknown> {
  const { silent } = metaOf(method);
  const body = await readBody(response);
  if (!isEnvelope(body.value)) {
    // An HTTP error page or a body that is not JSON is a transport failure; a JSON body from a
    // healthy response that lacks the code is the server breaking the contract.
    const nonstandard = response.ok && body.json;
    throw reportError(
      nonstandard
        ? new ApiError(ERROR_MESSAGES.nonstandard, NONSTANDARD_CODE)
        : new ApiError(ERROR_MESSAGES.transport, TRANSPORT_ERROR_CODE),
      silent,
    );
  }
  // Envelopes also arrive on HTTP error statuses (404, 413, 429): their code and message win.
  const code = String(body.value.code);
  if (code === SUCCESS_CODE) return body.value.data;
  if (SESSION_CODES.includes(code)) throw sessionOver(method, code, silent);
  const message = body.value.message || ERROR_MESSAGES.transport;
  // The data travels with the error: a 409's says who saved first (forms show it); so does the
  // field a refusal names, which forms show at that field.
  const field =
    typeof body.value.field === 'string' && body.value.field ? body.value.field : undefined;
  throw reportError(new ApiError(message, code, body.value.data ?? null, field), silent);
}

/** fetch itself failed: offline, refused, aborted. */
function onError(_error: unknown, method: Method): never {
  throw reportError(
    new ApiError(ERROR_MESSAGES.transport, TRANSPORT_ERROR_CODE),
    metaOf(method).silent,
  );
}

/** Sets (not adds) query fields, so a caller's own firmId cannot slip past the constant. */
function setQuery(method: Method, fields: Record<string, string>): void {
  const params = method.config.params;
  if (typeof params === 'string') {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(fields)) search.set(key, value);
    method.config.params = search.toString();
  } else {
    method.config.params = { ...params, ...fields };
  }
}

const isPlainBody = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/** Form bodies: arrays become repeated keys, objects JSON text, null/undefined are left out. */
export function toFormBody(data: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

/** Token header, firm id (query for GET, body otherwise) and the row's body encoding. */
function beforeRequest(method: Method): void {
  const headers = method.config.headers as Record<string, string>;
  const token = getToken();
  if (token) headers.Token = token;

  const firm = { firmId: String(FIRM_ID) };
  if (method.type === 'GET') {
    setQuery(method, firm);
    return;
  }
  if (Array.isArray(method.data)) {
    // A list body has nowhere to carry a field, so the firm id rides in the query instead.
    setQuery(method, firm);
    return;
  }
  const data = { ...(isPlainBody(method.data) ? method.data : {}), firmId: FIRM_ID };
  if (metaOf(method).body === 'form') {
    method.data = toFormBody(data);
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  } else {
    method.data = data;
  }
}

export const alova = createAlova({
  baseURL: DEFAULT_BASE_URL,
  statesHook: reactHook,
  requestAdapter: adapterFetch(),
  // Lists must show an edit at once; a hook that wants caching sets cacheFor on its Method.
  cacheFor: null,
  beforeRequest,
  responded: { onSuccess, onError },
});

/** Point later requests elsewhere (tests, or a shell that learns its API host at start). */
export function setBaseURL(baseURL: string): void {
  alova.options.baseURL = baseURL;
}
