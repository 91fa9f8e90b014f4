import type { Method } from 'alova';
import { calls, isCallName, type CallName, type CallSpec } from './calls';
import { alova, FIRM_ID, reportError, type CallMeta } from './client';
import {
  ApiError,
  ERROR_MESSAGES,
  MISSING_PARAM_CODE,
  TRANSPORT_ERROR_CODE,
  UNDEFINED_CALL_CODE,
} from './errors';
import { forgetKept, keptAnswer } from './kept';
import { AwaitingLogin, relogin } from './relogin';
import { derivedCallTable } from './resource-calls';
import { loadResourceFiles } from './resource-files';

type Query = Record<string, unknown>;

interface BaseArgs {
  /** Fills the row's `{param}` placeholders; values are URL-encoded. */
  params?: Record<string, string | number>;
  /** Query string; undefined, null and '' are left out, arrays are comma-joined. */
  query?: Query;
  /** Do not show the error to the user (it is still thrown). */
  silent?: boolean;
}

interface BodyArgs extends BaseArgs {
  body?: Record<string, unknown> | unknown[];
}

/** GET rows take no body: the firm id and the filters travel in the query. */
export type CallArgs<N extends CallName> = (typeof calls)[N]['method'] extends 'GET'
  ? BaseArgs
  : BodyArgs;

const PLACEHOLDER = /\{(\w+)\}/g;

function fillUrl(name: string, url: string, params: BaseArgs['params'] = {}): string {
  return url.replace(PLACEHOLDER, (_match, key: string) => {
    if (key === 'firmId') return String(FIRM_ID);
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      throw new ApiError(ERROR_MESSAGES.missingParam(name, key), MISSING_PARAM_CODE);
    }
    return encodeURIComponent(String(value));
  });
}

// alova appends params verbatim, so the query is encoded here.
function toQueryString(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) search.append(key, value.join(','));
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value));
  }
  return search.toString();
}

function buildMethod<T>(name: string, spec: CallSpec, args: BodyArgs): Method {
  const meta: CallMeta = { name, silent: args.silent, body: spec.body };
  const config = { params: toQueryString(args.query), meta };
  const url = fillUrl(name, spec.url, args.params);
  const body = spec.method === 'GET' ? undefined : args.body;
  switch (spec.method) {
    case 'GET':
      return alova.Get<T>(url, config);
    case 'POST':
      return alova.Post<T>(url, body, config);
    case 'PUT':
      return alova.Put<T>(url, body, config);
    case 'DELETE':
      return alova.Delete<T>(url, body, config);
  }
}

const undefinedCall = (name: string) =>
  new ApiError(ERROR_MESSAGES.undefinedCall(name), UNDEFINED_CALL_CODE);

let derived: Promise<Record<string, CallSpec>> | undefined;

/**
 * A call of a resource without server code (`announcement.list`), resolved from its resource file
 * (resource-calls.ts). The files load once, on the first such name; a failed load is tried again.
 */
async function derivedSpec(name: string): Promise<CallSpec> {
  derived ??= loadResourceFiles().then(derivedCallTable);
  let table: Record<string, CallSpec>;
  try {
    table = await derived;
  } catch {
    derived = undefined;
    throw new ApiError(ERROR_MESSAGES.transport, TRANSPORT_ERROR_CODE);
  }
  // Own keys only: 'toString' is no call.
  if (!Object.prototype.hasOwnProperty.call(table, name)) throw undefinedCall(name);
  return table[name];
}

/**
 * The alova Method of a call of the table (calls.ts), for alova's hooks (useRequest,
 * usePagination) and caching. Throws ApiError (shown unless silent) for a name not in the table
 * or a missing path param; `call` also resolves the calls of resources without code.
 *
 * @example const { data } = useRequest(callMethod('system.area'));
 */
export function callMethod<T = unknown, N extends CallName = CallName>(
  name: N,
  args: CallArgs<N> = {},
): Method {
  try {
    if (!isCallName(name)) throw undefinedCall(name);
    return buildMethod<T>(name, calls[name], args);
  } catch (error) {
    throw error instanceof ApiError ? reportError(error, args.silent) : error;
  }
}

/** Where a kept answer is kept: the call's url and query (kept.ts). */
const keptKey = (name: string, spec: CallSpec, args: BaseArgs) =>
  `${fillUrl(name, spec.url, args.params)}?${toQueryString(args.query)}`;

async function send<T>(name: string, args: BodyArgs): Promise<T> {
  let spec: CallSpec;
  let kept: string | undefined;
  let stale: string | undefined;
  try {
    spec = isCallName(name) ? calls[name] : await derivedSpec(name);
    if (spec.keep === 'session') kept = keptKey(name, spec, args);
    if (spec.forgets && isCallName(spec.forgets)) {
      stale = keptKey(spec.forgets, calls[spec.forgets], { params: args.params });
    }
  } catch (error) {
    throw error instanceof ApiError ? reportError(error, args.silent) : error;
  }
  const request = async () => {
    let method: Method;
    try {
      method = buildMethod<T>(name, spec, args);
    } catch (error) {
      throw error instanceof ApiError ? reportError(error, args.silent) : error;
    }
    return (await method) as T;
  };
  if (kept) return keptAnswer(kept, request);
  const answer = await request();
  if (stale) forgetKept(stale);
  return answer;
}

/**
 * Calls the API by its name in the call table (calls.ts), or a call a resource without server code
 * derives (`announcement.info`, resource-calls.ts), and resolves with the envelope's `data`.
 * Every failure rejects with an ApiError; its message has already been shown unless `silent`.
 * A save refused because the session is over waits for the re-login dialog and is then sent
 * again with the same arguments (relogin.ts), so the caller sees only its final outcome.
 *
 * @example
 * const lawyer = await call<Lawyer>('lawyer.info', { params: { id } });
 * await call('organization.add', { body: values });
 * const page = await call<Page<Card>>('card.pageList', { query: { current: 1, size: 10 } });
 */
export async function call<T = unknown, N extends CallName = CallName>(
  name: N,
  args: CallArgs<N> = {},
): Promise<T> {
  try {
    return await send<T>(name, args);
  } catch (error) {
    if (!(error instanceof AwaitingLogin)) throw error;
    return relogin.wait(name, error.code, () => call<T, N>(name, args));
  }
}
