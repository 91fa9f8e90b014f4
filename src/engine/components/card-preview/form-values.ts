import type { CardPreviewData } from './card-types';

type Values = Record<string, unknown>;

const isIdList = (v: unknown): v is Array<string | number> =>
  Array.isArray(v) && v.every((x) => typeof x === 'number' || typeof x === 'string');

/**
 * What the phone preview shows for a card form's live values: the typed fields as they are, the
 * chosen practice areas by name (ids the names list does not know yet are left out) and the
 * office's name — the chosen office's when known, else the loaded record's.
 *
 * @example previewOfValues({ name: '张三', professions: [3] }, new Map([[3, '刑事辩护']]))
 */
export const previewOfValues = (
  values: Values,
  professionNames: ReadonlyMap<number, string>,
  officeNames: ReadonlyMap<number, string> = new Map(),
): CardPreviewData => {
  const ids = isIdList(values.professions) ? values.professions.map(Number) : [];
  const chosen = ids.map((id) => professionNames.get(id)).filter((n): n is string => Boolean(n));
  const officeId = typeof values.organizationId === 'number' ? values.organizationId : undefined;
  const office =
    (officeId !== undefined ? officeNames.get(officeId) : undefined) ??
    (typeof values.organizationName === 'string' ? values.organizationName : null);
  return {
    ...(values as CardPreviewData),
    // Before the names arrive, the loaded record's own names stand in.
    professionNames:
      chosen.length || professionNames.size
        ? chosen
        : (values.professionNames as CardPreviewData['professionNames']),
    organizationName: office,
  };
};
