// The 人员 list's filter, shared by the list, the count and the export.
import { idField, type JsonSchema } from '../../lib/envelope';
import { assertOfficeInScope, officeFilter } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';
import type { LawyerFilter } from '../../plugins/repositories/lawyers';

export const filterFields: Record<string, JsonSchema> = {
  name: { type: 'string', title: '姓名', maxLength: 20 },
  mobile: { type: 'string', title: '手机号', maxLength: 11 },
  organizationId: idField('所属机构'),
  status: { type: 'integer', title: '状态', enum: [0, 1, 2] },
};

export interface FilterQuery {
  name?: string;
  mobile?: string;
  organizationId?: number;
  status?: number;
}

/** The list filter in the caller's scope; asking for another office is 403, not an empty list. */
export const lawyerFilter = (u: AuthUser, q: FilterQuery): LawyerFilter => {
  if (q.organizationId !== undefined) assertOfficeInScope(u, q.organizationId);
  return {
    firmId: u.firmId,
    onlyOrganizationId: officeFilter(u),
    organizationId: q.organizationId,
    name: q.name?.trim(),
    mobile: q.mobile?.trim(),
    status: q.status,
  };
};
