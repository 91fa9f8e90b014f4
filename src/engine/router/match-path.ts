/** The values a pattern's `:name` segments (and a trailing `*`) took in a pathname. */
export type Params = Record<string, string | undefined>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape (`%E0%A4%A`) stays as typed instead of throwing during render.
    return value;
  }
};

/**
 * Matches `pattern` (`/app/card/edit/:id`, `/app/*`, `*`) against a pathname: whole segments,
 * static ones case-insensitively, a trailing slash ignored. With `end: false` the pattern may match
 * a prefix, and `rest` is the pathname after it.
 *
 * @example matchPath('/card/:id', '/card/7') // { params: { id: '7' }, rest: '' }
 */
export const matchPath = (
  pattern: string,
  pathname: string,
  end = true,
): { params: Params; rest: string } | null => {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Params = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i];
    if (w === '*' && i === want.length - 1) {
      params['*'] = have.slice(i).map(decode).join('/');
      return { params, rest: '' };
    }
    const h = have[i];
    if (h === undefined) return null;
    if (w.startsWith(':')) params[w.slice(1)] = decode(h);
    else if (w.toLowerCase() !== h.toLowerCase()) return null;
  }
  if (end && have.length > want.length) return null;
  const rest = have.slice(want.length);
  return { params, rest: rest.length ? `/${rest.join('/')}` : '' };
};

/**
 * How specific a pattern is, so that `/app/cms/add` wins over `/app/cms/:id` whatever the order of
 * the table: a static segment outweighs a parameter, which outweighs a splat.
 */
export const rankOf = (pattern: string): number =>
  segmentsOf(pattern).reduce((sum, s) => sum + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), 0);

/** The most specific of `items` whose pattern matches the whole pathname (the first on a tie). */
export const bestMatch = <T>(
  items: readonly T[],
  patternOf: (item: T) => string,
  pathname: string,
): { item: T; params: Params } | undefined => {
  let best: { item: T; params: Params; rank: number } | undefined;
  for (const item of items) {
    const m = matchPath(patternOf(item), pathname);
    if (!m) continue;
    const rank = rankOf(patternOf(item));
    if (!best || rank > best.rank) best = { item, params: m.params, rank };
  }
  return best && { item: best.item, params: best.params };
};
