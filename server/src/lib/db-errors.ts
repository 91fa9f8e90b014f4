// Drizzle wraps driver errors (DrizzleQueryError.cause); PGlite and pg both carry the SQLSTATE in
// `code`. A unique violation is a user-visible conflict, not a 500.
export const isUniqueViolation = (err: unknown): boolean => {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};
