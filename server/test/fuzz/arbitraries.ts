// fast-check arbitraries derived from a route's own JSON Schemas: values the schema accepts, and
// the same values mutated the ways real clients and attackers get input wrong (a field missing,
// an unknown one, the wrong type, hostile strings, numbers no column can hold).
import fc from 'fast-check';
import type { JsonSchema } from '../../src/lib/envelope';

/** Strings that break naive code: sizes, invisible and control characters, encodings, markup. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  '律'.repeat(10_000),
  '😀👨‍👩‍👧‍👦🇨🇳',
  '\u200b\u200c\u200d\ufeff',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\u202e反转',
  "' or 1=1 --",
  '%00%27',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  '1e400',
  '-0',
  'NaN',
  '１２３',
];

/** Numbers outside what a schema (or an int4 column) can hold, and non-integers. */
export const nastyNumbers: readonly number[] = [
  0,
  -1,
  -0,
  1.5,
  -2.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
];

const typesOf = (s: JsonSchema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];

/**
 * toJsonSchema wraps named validators' patterns as `^(?:$|(?=[\s\S]*?(?:X)))` (optional) or
 * `^(?=[\s\S]*?(?:X))`; fast-check cannot generate from lookaheads, so generate from X.
 */
const innerPattern = (pattern: string): string => {
  const optional = /^\^\(\?:\$\|\(\?=\[\\s\\S\]\*\?\(\?:(.*)\)\)\)$/.exec(pattern);
  const required = /^\^\(\?=\[\\s\\S\]\*\?\(\?:(.*)\)\)$/.exec(pattern);
  return (optional ?? required)?.[1] ?? pattern;
};

const patternString = (s: JsonSchema): fc.Arbitrary<string> => {
  const full = new RegExp(s.pattern as string, 'u');
  const inner = innerPattern(s.pattern as string);
  // Leading lookaheads (the password rule's "a letter and a digit") are checked by filtering.
  const generated = inner.replace(/^\^((?:\(\?=[^)]*\))+)/, '^');
  const fits = (x: string) =>
    full.test(x) && x.length <= (s.maxLength ?? Infinity) && x.length >= (s.minLength ?? 0);
  return fc
    .stringMatching(new RegExp(generated, 'u'))
    .map((x) => (fits(x) ? x : (fallbackFor(s.pattern as string) ?? x)));
};

/** A known-good value for a pattern where random generation rarely fits (lookaheads). */
const fallbackFor = (pattern: string): string | undefined =>
  ['Abcdef12', '13800000099', 'abcd_1', '110101'].find((x) => new RegExp(pattern, 'u').test(x));

const validString = (s: JsonSchema): fc.Arbitrary<string> => {
  if (s.pattern) return patternString(s);
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, 40);
  return fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
};

/** Ids and counts: mostly small (real demo rows), sometimes anywhere the schema allows. */
const validInteger = (s: JsonSchema): fc.Arbitrary<number> => {
  const min = s.minimum ?? -1000;
  const max = s.maximum ?? 2_147_483_647;
  const near = fc.integer({ min, max: Math.min(max, min + 20) });
  return fc.oneof(
    { arbitrary: near, weight: 4 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
};

/** A value the schema accepts (as far as ajv keywords go; x-check may still refuse it). */
export const validValue = (s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!s) return fc.constant(undefined);
  if (s.enum) return fc.constantFrom(...s.enum);
  const types = typesOf(s);
  const options = types.map((type) => {
    switch (type) {
      case 'object':
        return validObject(s, depth);
      case 'array': {
        const item = validValue(s.items as JsonSchema, depth + 1);
        const minLength = s.minItems ?? 0;
        return fc.array(item, { minLength, maxLength: Math.min(s.maxItems ?? 3, minLength + 3) });
      }
      case 'integer':
        return validInteger(s);
      case 'number':
        return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return validString(s);
    }
  });
  return options.length ? fc.oneof(...options) : fc.constant('x');
};

const validObject = (s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const props = s.properties ?? {};
  const required = s.required ?? [];
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) {
    // firmId names the caller's firm; another value is an authorisation case (suite 1).
    record[k] = k === 'firmId' && depth === 0 ? fc.constant(1) : validValue(v, depth + 1);
  }
  return fc.record(record, { requiredKeys: required.filter((k) => k in props) }).map((value) => {
    // A confirmation field (x-same-as) repeats its sibling, as the console sends it.
    for (const [k, v] of Object.entries(props)) {
      const rule = v['x-same-as'] as { field: string } | undefined;
      if (rule && k in value) value[k] = value[rule.field];
    }
    return value;
  });
};

/** Anything at all, typed wrongly on purpose. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { a: 1 }, '1', 'true'),
  fc.string({ maxLength: 20 }),
);

export type Mutation =
  | { kind: 'valid' }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'whole'; value: unknown };

/** What to do to the valid value: a quarter stay valid, the rest break one thing. */
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 3 },
  { arbitrary: fc.nat().map((pick) => ({ kind: 'drop' as const, pick })), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.constantFrom('extra', 'constructor', 'id', 'x'.repeat(300), '😀', ''),
      value: wrongValue,
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      pick: fc.nat(),
      value: wrongValue,
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('whole' as const),
      value: fc.constantFrom(undefined, null, {}, [], 'x', 0, [{}]),
    }),
    weight: 1,
  },
);

/** Applies a mutation to one part (params, query or body) of a valid request. */
export const mutate = (value: unknown, m: Mutation): unknown => {
  if (m.kind === 'valid') return value;
  if (m.kind === 'whole') return m.value;
  const obj = { ...((value ?? {}) as Record<string, unknown>) };
  const keys = Object.keys(obj);
  if (m.kind === 'extra') return { ...obj, [m.key]: m.value };
  if (keys.length === 0) return obj;
  const key = keys[m.pick % keys.length];
  if (m.kind === 'drop') delete obj[key];
  else obj[key] = m.value;
  return obj;
};
