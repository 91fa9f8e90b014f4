// One call of the matrix: a route, a role and the ids it names, turned into a request whose input
// passes validation (required fields from the schema, the target record's own values, the ids
// forced in wherever the route takes them), so an answer is about permission, not input.
import type { InjectOptions } from 'fastify';
import { requestOf } from '../fuzz/fuzz-harness';
import { sample, type SweepRoute } from '../helpers/route-sweep';
import type { Entry, Role } from './role-table';
import type { Ids, Setup } from './role-targets';

/** Body keys that name a record, wherever a route takes them. */
const keyIds = (ids: Ids): Record<string, unknown> => ({
  lawyerId: ids.lawyer,
  cardId: ids.card,
  organizationId: ids.office,
  lawyerIds: ids.lawyer === undefined ? undefined : [ids.lawyer],
});

/**
 * Values that pass the named validators (a sample of 'x' does not), for required fields the
 * target record does not fill: validation answers before permission, and must not here.
 */
const VALID: Record<string, unknown> = {
  username: 'authz_user1',
  name: '授权测试',
  mobile: '13811112222',
  password: 'Abcdef12',
  oldPassword: 'Abcdef12',
  newPassword: 'Abcdef34',
  confirmPassword: 'Abcdef34',
  code: '123456',
  provinceCode: '11',
  cityCode: '1101',
};

/** Input a schema sample cannot guess; `undefined` leaves a key out. */
const EXTRA: Record<string, (ids: Ids) => Record<string, unknown>> = {
  'POST /api/lawyer/addList': (ids) => ({
    lawyers: [{ name: '授权测试', mobile: '13811112222', organizationId: ids.office }],
  }),
  // Lawyers or an office, not both.
  'POST /api/message/notice': () => ({ organizationId: undefined, content: '授权测试' }),
  // Batch actions: a status they may set (the record's own may not be one).
  'PUT /api/lawyer/batchStatus': () => ({ status: 2 }),
  'PUT /api/firmContent/batchStatus': () => ({ status: 2 }),
  'PUT /api/lawyer/card/batchAudit': () => ({ result: 'approve' }),
};

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/**
 * The request for `role` calling `r` with `ids`. `requiredOnly`: force ids only into the keys
 * the route requires (a lawyer may not send an admin-only field such as organizationId).
 */
export const callOf = (
  s: Setup,
  r: SweepRoute,
  entry: Entry,
  role: Role,
  ids: Ids,
  requiredOnly = false,
): InjectOptions => {
  const key = `${r.method} ${r.url}`;
  const id = entry.id ? ids[entry.id] : undefined;
  const record = { ...VALID, ...((entry.id && s.known.get(`${entry.id}:${String(id)}`)) || {}) };
  const forcedFor = (part: 'querystring' | 'body') => {
    const schema = r.schema[part];
    const props = schema?.properties ?? {};
    const required = schema?.required ?? [];
    const wanted = defined({
      ...keyIds(ids),
      ...(id !== undefined ? { id, ids: [id] } : {}),
      // A list's whole scope on one page, so what it must not show cannot hide on page two.
      size: 100,
    });
    const forced = Object.fromEntries(
      Object.entries(wanted).filter(([k]) => k in props && (!requiredOnly || required.includes(k))),
    );
    const extra = part === 'body' ? (EXTRA[key]?.(ids) ?? {}) : {};
    return { ...forced, ...extra, ...('firmId' in props ? { firmId: s.firmOf[role] } : {}) };
  };
  const body = (): unknown => {
    if (r.method === 'GET') return undefined;
    const value = sample(r.schema.body, record, forcedFor('body'));
    return value && typeof value === 'object' ? defined(value as Record<string, unknown>) : value;
  };
  const params = Object.fromEntries(
    Object.keys(r.schema.params?.properties ?? {}).map((name) => [
      name,
      name === 'parentId' ? ids.area : id,
    ]),
  );
  const parts = {
    params,
    querystring: sample(
      r.schema.querystring ?? { type: 'object' },
      record,
      forcedFor('querystring'),
    ),
    body: body(),
  };
  // Logging out ends the session it is sent with: spend a spare one, never the shared token.
  const token = key === 'POST /api/auth/logout' ? s.spare[role]?.shift() : s.token[role];
  return requestOf(
    r,
    { parts, target: 'body', mutation: { kind: 'valid' }, repeatKey: false },
    token,
  );
};
