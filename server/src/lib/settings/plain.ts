// Plain JSON objects, the shape every settings section and document has.
export type Plain = Record<string, unknown>;

export const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
