// Stored section values are read defensively: a value is kept only where it has the default's
// shape (same JSON type; arrays of the same element type), missing keys take the default and
// unknown keys are dropped; then the section's rules must hold, else the whole section is the
// default. A mismatch marks the section invalid so readers can say so (corrupt: true).
import type { SectionName, SectionValues } from './defaults';
import { isPlain } from './plain';
import { storedIsValid } from './values';

interface Conformed {
  value: unknown;
  invalid: boolean;
}

const elementType = (list: unknown[]) => (list.length ? typeof list[0] : undefined);

const conform = (def: unknown, v: unknown): Conformed => {
  if (v === undefined || v === null) return { value: def, invalid: false };
  if (isPlain(def)) {
    if (!isPlain(v)) return { value: def, invalid: true };
    let invalid = false;
    const value = Object.fromEntries(
      Object.entries(def).map(([k, d]) => {
        const c = conform(d, v[k]);
        invalid ||= c.invalid;
        return [k, c.value];
      }),
    );
    return { value, invalid };
  }
  if (Array.isArray(def)) {
    if (!Array.isArray(v)) return { value: def, invalid: true };
    const t = elementType(def);
    if (t !== undefined && v.some((e) => typeof e !== t)) return { value: def, invalid: true };
    return { value: v, invalid: false };
  }
  return typeof v === typeof def ? { value: v, invalid: false } : { value: def, invalid: true };
};

/** The stored value of a section made complete, or the defaults when it breaks the rules. */
export const conformStored = <K extends SectionName>(
  name: K,
  defaults: SectionValues[K],
  stored: unknown,
): { values: SectionValues[K]; invalid: boolean } => {
  const c = conform(defaults, stored);
  if (c.invalid || !storedIsValid(name, c.value)) return { values: defaults, invalid: true };
  // conform keeps the defaults' shape at every level, so the result is the section's type.
  return { values: c.value as SectionValues[K], invalid: false };
};
