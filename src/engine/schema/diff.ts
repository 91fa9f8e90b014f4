/**
 * The difference between two versions of a schema file, as JSON pointers: what 页面配置 shows
 * before a publish, what the 409 of a stale publish carries, and what the 重要日志 entry
 * summarises. Pure, so the console and the server compute the same list.
 *
 * @example diffSchemas({ a: 1 }, { a: 2, b: 3 })
 * // [{ pointer: '/a', kind: 'changed', before: 1, after: 2, auth: false },
 * //  { pointer: '/b', kind: 'added', after: 3, auth: false }]
 */
export interface SchemaChange {
  /** JSON pointer (RFC 6901), e.g. /properties/basic/properties/language. */
  pointer: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
  /** True when the pointer's last key is `auth` or `x-auth`: a change of who may see or edit. */
  auth: boolean;
}

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const AUTH_KEYS: ReadonlySet<string> = new Set(['auth', 'x-auth']);

const escapeKey = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => Object.hasOwn(a, k) && Object.hasOwn(b, k) && same(a[k], b[k]));
  }
  return false;
};

const walk = (
  before: unknown,
  after: unknown,
  pointer: string,
  key: string,
  out: SchemaChange[],
): void => {
  if (same(before, after)) return;
  const auth = AUTH_KEYS.has(key);
  // A permission list is one value: ["ADMIN"] → ["ADMIN","LAWYER"] is one auth change at
  // `/…/x-auth`, not an element change whose pointer would end in an index.
  if (!auth && isPlain(before) && isPlain(after)) {
    for (const k of Object.keys(before)) {
      const p = `${pointer}/${escapeKey(k)}`;
      if (!Object.hasOwn(after, k))
        out.push({ pointer: p, kind: 'removed', before: before[k], auth: AUTH_KEYS.has(k) });
      else walk(before[k], after[k], p, k, out);
    }
    for (const k of Object.keys(after)) {
      if (!Object.hasOwn(before, k))
        out.push({
          pointer: `${pointer}/${escapeKey(k)}`,
          kind: 'added',
          after: after[k],
          auth: AUTH_KEYS.has(k),
        });
    }
    return;
  }
  if (!auth && Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) walk(before[i], after[i], `${pointer}/${i}`, String(i), out);
    for (let i = common; i < before.length; i++)
      out.push({ pointer: `${pointer}/${i}`, kind: 'removed', before: before[i], auth: false });
    for (let i = common; i < after.length; i++)
      out.push({ pointer: `${pointer}/${i}`, kind: 'added', after: after[i], auth: false });
    return;
  }
  if (before === undefined) out.push({ pointer, kind: 'added', after, auth });
  else if (after === undefined) out.push({ pointer, kind: 'removed', before, auth });
  else out.push({ pointer, kind: 'changed', before, after, auth });
};

/** Every difference from `before` to `after`: objects by key, arrays by index. */
export const diffSchemas = (before: unknown, after: unknown): SchemaChange[] => {
  const out: SchemaChange[] = [];
  walk(before, after, '', '', out);
  return out;
};

const collect = (props: unknown, out: { name: string; title: string }[]): void => {
  if (!isPlain(props)) return;
  for (const [name, field] of Object.entries(props)) {
    if (!isPlain(field)) continue;
    // Layout containers (FormGrid, cards, tabs…) hold fields but store nothing themselves.
    if (field.type === 'void') collect(field.properties, out);
    else out.push({ name, title: typeof field.title === 'string' ? field.title : name });
  }
};

/**
 * Field keys (x-component fields) a form declares, with their Chinese titles: the keys records
 * store, found through layout containers. A field without a title is named by its key.
 * Anything that is not a form (wrong shape, null) declares none.
 */
export const formFields = (form: unknown): { name: string; title: string }[] => {
  const out: { name: string; title: string }[] = [];
  if (isPlain(form) && isPlain(form.schema)) collect(form.schema.properties, out);
  return out;
};
