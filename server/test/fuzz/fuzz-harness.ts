// Turns a route and a generated input into a request, and checks the answer against the wire
// conventions (docs/product.md): never a 5xx, always `{ code, data, message }`, a Chinese message
// for every refusal, and a refusal writes nothing (the database fingerprint is unchanged).
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { JsonSchema } from '../../src/lib/envelope';
import { quickFingerprint, writeMark, type SweepRoute } from '../helpers/route-sweep';
import type { TestApp } from '../helpers/test-app';
import { mutate, mutation, validValue, type Mutation } from './arbitraries';

/** Fixed, so a failure found once is found again by everyone (and by CI). */
export const SEED = 20_261_122;
export const RUNS = 100;

type Part = 'params' | 'querystring' | 'body';

export interface FuzzInput {
  parts: Partial<Record<Part, unknown>>;
  target: Part;
  mutation: Mutation;
  /** Repeats the first query key with a second value (`?id=1&id=2`). */
  repeatKey: boolean;
}

const partsOf = (r: SweepRoute): Part[] =>
  (['params', 'querystring', 'body'] as const).filter(
    (p) => r.schema[p] !== undefined && (p !== 'body' || r.method !== 'GET'),
  );

/** Valid parts for the route, one of them mutated. */
export const inputFor = (r: SweepRoute): fc.Arbitrary<FuzzInput> => {
  const parts = partsOf(r);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of parts) record[p] = validValue(r.schema[p]);
  return fc.record({
    parts: fc.record(record) as fc.Arbitrary<FuzzInput['parts']>,
    target: parts.length ? fc.constantFrom(...parts) : fc.constant('body' as Part),
    mutation,
    repeatKey: fc.boolean(),
  });
};

const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/**
 * Percent-encodes a path segment; a lone surrogate (which encodeURIComponent refuses) goes out as
 * its raw, invalid UTF-8 bytes, which is what a hostile client can send.
 */
const encodeSegment = (value: string) =>
  value
    .split(/(\p{Cs})/u)
    .map((piece) =>
      /^\p{Cs}$/u.test(piece)
        ? [...Buffer.from([0xed, 0xa0 | ((piece.charCodeAt(0) >> 6) & 0x1f), 0x80])]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(piece),
    )
    .join('');

const pairsOf = (value: unknown): Array<[string, string]> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) =>
        // An array becomes a repeated key, as a browser form or qs would send it.
        Array.isArray(v) ? v.map((x): [string, string] => [k, text(x)]) : [[k, text(v)]],
      )
    : [];

/** The inject options for one generated input. */
export const requestOf = (r: SweepRoute, input: FuzzInput, token?: string): InjectOptions => {
  const value = (p: Part) =>
    input.target === p ? mutate(input.parts[p], input.mutation) : input.parts[p];
  const params = (value('params') ?? {}) as Record<string, unknown>;
  const url = r.url
    .replace(/:(\w+)/g, (_, name: string) =>
      encodeSegment(typeof params === 'object' && params ? text(params[name] ?? '') : ''),
    )
    .replace(/\*$/, 'x');
  const query = pairsOf(value('querystring'));
  if (input.repeatKey && query.length) query.push([query[0][0], `${query[0][1]}0`]);
  const qs = new URLSearchParams(query).toString();
  const opts: InjectOptions = {
    method: r.method as InjectOptions['method'],
    url: qs ? `${url}?${qs}` : url,
    headers: token ? { token } : {},
  };
  if (!partsOf(r).includes('body')) return opts;
  const body = value('body');
  if (body === undefined) return opts;
  if ((r.schema.body as JsonSchema)['x-form'] === true) {
    opts.headers = { ...opts.headers, 'content-type': 'application/x-www-form-urlencoded' };
    opts.payload = new URLSearchParams(pairsOf(body)).toString();
  } else {
    opts.headers = { ...opts.headers, 'content-type': 'application/json' };
    opts.payload = JSON.stringify(body);
  }
  return opts;
};

/** At least one CJK ideograph: the user reads Chinese, never `Bad Request` or a stack. */
export const CHINESE = /[\u3400-\u9fff]/;

export interface FuzzOptions {
  /** A 200 answer that is not the envelope but still right (an xlsx download). */
  accept?: (res: LightMyRequestResponse) => boolean;
  /** Tables a refusal may write, with the reason in the caller (a failed sign-in is logged). */
  allowWrite?: readonly string[];
}

export interface Tally {
  cases: number;
  fiveXx: number;
}

/** The database as of the last request: its fingerprint and the write mark it was taken at. */
export interface DbState {
  mark: string;
  fingerprint: string;
}

export const dbState = async (t: TestApp): Promise<DbState> => ({
  mark: await writeMark(t.database.db),
  fingerprint: await quickFingerprint(t.database.db),
});

/** Sends the request and checks the answer against the database state before it. */
export const checkAnswer = async (
  t: TestApp,
  opts: InjectOptions,
  state: DbState,
  tally: Tally,
  options: FuzzOptions = {},
) => {
  const { accept, allowWrite = [] } = options;
  const res = await t.app.inject(opts);
  tally.cases++;
  if (res.statusCode >= 500) tally.fiveXx++;
  const where = `${opts.method} ${String(opts.url).slice(0, 200)} ${String(opts.payload ?? '').slice(0, 300)}`;
  expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  // Fingerprint only when a transaction has written since the last one was taken: most cases
  // are refused by validation and write nothing, and the fingerprint is the expensive part.
  const before = state.fingerprint;
  const mark = await writeMark(t.database.db);
  if (mark !== state.mark) {
    state.mark = mark;
    state.fingerprint = await quickFingerprint(t.database.db);
  }
  const after = state.fingerprint;
  if (accept?.(res)) return;
  let body: { code?: unknown; data?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    throw new Error(`${where} → not JSON: ${res.body.slice(0, 200)}`);
  }
  expect(typeof body.code, where).toBe('string');
  expect(typeof body.message, where).toBe('string');
  expect(body, where).toHaveProperty('data');
  if (body.code !== '200') {
    expect(body.message, `${where} → ${String(body.code)}`).toMatch(CHINESE);
    const kept = (fp: string) =>
      fp
        .split(';')
        .filter((part) => !allowWrite.includes(part.split('=')[0]))
        .join(';');
    expect(kept(after), `${where} → ${String(body.code)} ${String(body.message)} wrote`).toBe(
      kept(before),
    );
  }
};

/** Runs RUNS generated inputs against one route with one token. */
export const fuzzRoute = async (
  t: TestApp,
  r: SweepRoute,
  token: string | undefined,
  state: DbState,
  tally: Tally,
  runs = RUNS,
  options: FuzzOptions = {},
) => {
  await fc.assert(
    fc.asyncProperty(inputFor(r), async (input) => {
      await checkAnswer(t, requestOf(r, input, token), state, tally, options);
    }),
    { numRuns: runs, seed: SEED, endOnFailure: true },
  );
};
