// `{field}` and `{params.id}` placeholders in schema strings and objects. A value that is exactly
// one placeholder keeps its type (ids stay numbers); anything else is interpolated as text.

const whole = /^\{([\w.]+)\}$/;
const inner = /\{([\w.]+)\}/g;

const lookup = (ctx: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => {
    if (v === null || typeof v !== 'object') return undefined;
    return (v as Record<string, unknown>)[key];
  }, ctx);

export const resolveValue = (value: unknown, ctx: Record<string, unknown>): unknown => {
  if (typeof value === 'string') {
    const m = whole.exec(value);
    if (m) return lookup(ctx, m[1]);
    return value.replace(inner, (_, p: string) => {
      const v = lookup(ctx, p);
      return v === undefined || v === null ? '' : String(v);
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, ctx));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, resolveValue(v, ctx)]),
    );
  }
  return value;
};

export const resolveText = (text: string, ctx: Record<string, unknown>): string => {
  const v = resolveValue(text, ctx);
  return v === undefined || v === null ? '' : String(v);
};

export const resolveRecord = <T extends Record<string, unknown>>(
  rec: T | undefined,
  ctx: Record<string, unknown>,
): Record<string, unknown> | undefined =>
  rec ? (resolveValue(rec, ctx) as Record<string, unknown>) : undefined;

/** Route params are strings; ids in them travel as numbers (`"5"` → 5) so payloads stay typed. */
export const typedParams = (
  params: Record<string, string | undefined>,
): Record<string, string | number | undefined> =>
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      v !== undefined && /^\d{1,15}$/.test(v) ? Number(v) : v,
    ]),
  );
