// Pure (no React): which registry entries a schema needs, so a form loads just those and
// bench/route-budgets.ts counts just those.

/** The registry key of a name: `Input.TextArea` and `ArrayTable.Column` live under their head. */
export const headOf = (name: string): string => name.split('.')[0];

/**
 * The registry keys of every `x-component` and `x-decorator` anywhere in a schema (nested
 * properties, array items), plus any names given (a form's aside).
 *
 * @example componentsOf({ properties: { bio: { 'x-component': 'Input.TextArea' } } }) // {'Input'}
 */
export const componentsOf = (schema: unknown, ...more: Array<string | undefined>): Set<string> => {
  const found = new Set<string>();
  for (const name of more) if (name) found.add(headOf(name));
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'x-component' || k === 'x-decorator') && typeof x === 'string')
          found.add(headOf(x));
        else walk(x);
      }
  };
  walk(schema);
  return found;
};
