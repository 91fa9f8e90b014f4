// JSON may spell half of a UTF-16 surrogate pair on its own ("\ud800"), which JSON.parse accepts
// but UTF-8 cannot store: the database driver would write U+FFFD instead, so two different names
// would be saved as one and the second refused as a duplicate. Such strings are refused instead.

// Without the u flag a regex sees UTF-16 code units, which is what finding half a pair needs.
const LONE_UNITS = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The JSON pointer of the first string (value or key) in `value` holding a lone surrogate, or
 * undefined when there is none.
 *
 * @example loneSurrogateAt({ name: 'a\ud800' }) // '/name'
 */
export const loneSurrogateAt = (value: unknown, path = '', depth = 0): string | undefined => {
  if (typeof value === 'string') return LONE_UNITS.test(value) ? path || '/' : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const here = `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (LONE_UNITS.test(k)) return here;
    const found = loneSurrogateAt(v, here, depth + 1);
    if (found) return found;
  }
  return undefined;
};
