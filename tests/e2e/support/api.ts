/**
 * Direct API calls for test set-up (and for steps a lawyer does outside the console), with the
 * same conventions as the console's api layer: the `Token` header, firmId in the query for GET
 * and in the JSON body otherwise, and the `{ code, data, message }` envelope.
 */
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { storageStateOf, type Role } from './accounts';

export const FIRM_ID = 1;

export interface Envelope<T = unknown> {
  code: string;
  data: T;
  message: string;
}

/** The token saved for a demo role by auth.setup.ts (the `token` cookie = the `Token` header). */
export function tokenOf(role: Role): string {
  const state = JSON.parse(readFileSync(storageStateOf(role), 'utf8')) as {
    cookies: Array<{ name: string; value: string }>;
  };
  const token = state.cookies.find((c) => c.name === 'token')?.value;
  if (!token) throw new Error(`no token cookie in the saved state of ${role}`);
  return token;
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
}

/** One call; returns the whole envelope (business errors come as HTTP 200 with their code). */
export async function apiEnvelope<T = unknown>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { query = {}, body }: CallOptions = {},
): Promise<Envelope<T>> {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params[k] = String(v);
  if (method === 'GET') params.firmId = String(FIRM_ID);
  const res = await request.fetch(`/api${url}`, {
    method,
    params,
    headers: token ? { Token: token } : {},
    data: method === 'GET' ? undefined : { ...(body ?? {}), firmId: FIRM_ID },
  });
  expect(res.status(), `${method} ${url} HTTP status`).toBe(200);
  return (await res.json()) as Envelope<T>;
}

/** One call that must succeed (code "200"); returns its data. */
export async function api<T = unknown>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<T> {
  const env = await apiEnvelope<T>(request, token, method, url, options);
  expect(env.code, `${method} ${url}: ${env.message}`).toBe('200');
  return env.data;
}

export const TEST_PASSWORD = 'Test1234a';

/** Creates one lawyer account (status 正常) and returns its id. */
export async function createLawyer(
  request: APIRequestContext,
  token: string,
  lawyer: { name: string; mobile: string; organizationId?: number },
  password = TEST_PASSWORD,
): Promise<number> {
  const { ids } = await api<{ ids: number[] }>(request, token, 'POST', '/lawyer/addList', {
    body: { lawyers: [{ organizationId: 1, ...lawyer }], password },
  });
  return ids[0];
}

/** Signs a lawyer in through the API; returns the token. */
export async function lawyerToken(
  request: APIRequestContext,
  mobile: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const { token } = await api<{ token: string }>(request, null, 'POST', '/auth/lawyerLogin', {
    body: { mobile, password },
  });
  return token;
}

/** Creates a draft card for a lawyer; returns the card id. */
export async function createCard(
  request: APIRequestContext,
  token: string,
  card: { lawyerId: number; name: string; mobile: string } & Record<string, unknown>,
): Promise<number> {
  // The console's call carries firmId in the query too (card.create's URL).
  const { id } = await api<{ id: number }>(request, token, 'POST', '/lawyer/card/createCard', {
    query: { firmId: FIRM_ID },
    body: { title: '律师', organizationId: 1, ...card },
  });
  return id;
}

/** The lawyer's own submission of their card for audit. */
export async function submitCard(request: APIRequestContext, lawyerTok: string, id: number) {
  await api(request, lawyerTok, 'PUT', '/lawyer/card/submitAudit', { body: { id } });
}
