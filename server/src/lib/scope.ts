// Office scope of an admin (docs/product.md, Office levels): levels 1 and 2 act on every office of
// their firm, levels 3 and 4 only on their own. Lawyers have no office scope here.
import type { AuthUser } from '../plugins/auth';
import { forbidden } from './biz-error';

export const seesAllOffices = (u: AuthUser) =>
  u.type === 'admin' && (u.level === 1 || u.level === 2);

/** The office filter for lists: undefined = all offices of the firm. */
export const officeFilter = (u: AuthUser): number | undefined =>
  seesAllOffices(u) ? undefined : u.organizationId;

export const assertOfficeInScope = (u: AuthUser, organizationId: number) => {
  if (u.type !== 'admin') throw forbidden();
  if (!seesAllOffices(u) && organizationId !== u.organizationId) throw forbidden();
};
