/** The card fields CardPreview shows (docs/contract-admin-screens.md, Cards). All optional: a
 * preview of a half-filled form must still render. */
export interface CardPreviewData {
  name?: string | null;
  avatar?: string | null;
  title?: string | null;
  organizationName?: string | null;
  /** Names of the practice areas; a list, or one string joined with 、 or commas. */
  professionNames?: string[] | string | null;
  mobile?: string | null;
  phone?: string | null;
  email?: string | null;
  wechat?: string | null;
  licenseNo?: string | null;
  practiceYears?: number | null;
  bio?: string | null;
  education?:
    | {
        school?: string | null;
        major?: string | null;
        degree?: string | null;
        period?: string | null;
      }[]
    | null;
  workHistory?:
    { company?: string | null; position?: string | null; period?: string | null }[] | null;
  honors?: { title?: string | null; year?: string | number | null }[] | null;
  cases?: { title?: string | null; summary?: string | null }[] | null;
  address?: string | null;
  video?: string | null;
  homepage?: string | null;
}

const present = (v: unknown): boolean => v !== undefined && v !== null && String(v).trim() !== '';

/** Rows of a list that have at least one filled field. */
export const filledRows = <T extends object>(rows: T[] | null | undefined): T[] =>
  (rows ?? []).filter((r) => r && Object.values(r).some(present));

/** The parts of a line that are filled, joined with " · ". */
export const joinFilled = (...parts: unknown[]): string =>
  parts.filter(present).map(String).join(' · ');

export const professionList = (names: CardPreviewData['professionNames']): string[] =>
  (Array.isArray(names) ? names : (names ?? '').split(/[、,，]/))
    .map((n) => n.trim())
    .filter(Boolean);
