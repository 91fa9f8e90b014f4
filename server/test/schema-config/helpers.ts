// Shared by the 页面配置 tests: the deployed card form, a copy with 工作语言 added, and calls that
// keep the HTTP status (a stale publish is an HTTP 409, a body over the limit a 413).
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { log, schemaVersion } from '../../src/db/schema';
import type { TestApp, Envelope } from '../helpers/test-app';

export type Json = Record<string, unknown>;

export const deployedCard = (): Json =>
  JSON.parse(
    readFileSync(new URL('../../../schemas/forms/card.json', import.meta.url), 'utf8'),
  ) as Json;

/** The card form with a required 工作语言 text field. */
export const cardWithLanguage = (): Json => {
  const card = deployedCard();
  const props = (card.schema as { properties: Json }).properties;
  props.language = {
    type: 'string',
    title: '工作语言',
    required: true,
    maxLength: 50,
    'x-decorator': 'FormItem',
    'x-component': 'Input',
  };
  return card;
};

/** The card form without field `name` (a field the demo cards hold). */
export const cardWithout = (name: string): Json => {
  const card = deployedCard();
  delete (card.schema as { properties: Json }).properties[name];
  return card;
};

export const call = async <T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  data: Json = {},
): Promise<{ status: number; body: Envelope<T> }> => {
  if (method === 'GET') {
    const q = new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)]));
    return t.request<T>({ method, url: `/api${url}${q.size ? `?${q}` : ''}`, token });
  }
  return t.request<T>({ method, url: `/api${url}`, token, payload: data });
};

/** Versions and 页面配置 log rows in the database: what a refusal must leave as it was. */
export const stored = async (t: TestApp) => {
  const [versions] = await t.database.db.select({ n: count() }).from(schemaVersion);
  const [logs] = await t.database.db
    .select({ n: count() })
    .from(log)
    .where(eq(log.type, 'setting'));
  return { versions: versions.n, logs: logs.n };
};
