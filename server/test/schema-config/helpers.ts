// Shared by the 页面配置 tests: the deployed card form, a copy with 工作语言 added, calls that keep
// the HTTP status (a stale publish is an HTTP 409, a body over the limit a 413), and the demo
// lawyer's own card read and saved as the 名片信息 form does.
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { log, schemaVersion } from '../../src/db/schema';
import type { TestApp, Envelope } from '../helpers/test-app';

export type Json = Record<string, unknown>;

export const deployedCard = (): Json =>
  JSON.parse(
    readFileSync(new URL('../../../schemas/forms/card.json', import.meta.url), 'utf8'),
  ) as Json;

/** A form's fields (`schema.properties`), to edit in place. */
export const propertiesOf = (form: Json): Json => (form.schema as { properties: Json }).properties;

/** The card form with a required 工作语言 text field. */
export const cardWithLanguage = (): Json => {
  const card = deployedCard();
  const props = propertiesOf(card);
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
  delete propertiesOf(card)[name];
  return card;
};

export type Card = Json & { id: number; version: number };

/** The lawyer's own card, as 名片信息 reads it. */
export const readOwnCard = async (t: TestApp, token: string) =>
  (await t.get<Card>('/api/lawyer/card/cardInfoByLawyer', token)).data;

/** The lawyer's 名片信息 save: the card as read, minus what only admins set, with `extra`. */
export const saveOwnCard = async (t: TestApp, token: string, extra: Json = {}) => {
  const c = await readOwnCard(t, token);
  const keep = ['name', 'avatar', 'title', 'mobile', 'phone', 'email', 'bio'];
  return t.request({
    method: 'PUT',
    url: '/api/lawyer/card/update',
    token,
    payload: {
      firmId: 1,
      ...Object.fromEntries(keep.map((k) => [k, c[k]])),
      id: c.id,
      version: c.version,
      ...extra,
    },
  });
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
