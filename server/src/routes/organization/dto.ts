// Wire shape of an office (schemas/lists/office.json shows these fields).
import type { FastifyInstance } from 'fastify';
import { int, intOrNull, obj, str, strOrNull, type JsonSchema } from '../../lib/envelope';
import type { OrganizationRow } from '../../plugins/repositories/organizations';

export const organizationSchema: JsonSchema = obj({
  id: int,
  name: str,
  type: int,
  contact: strOrNull,
  phone: strOrNull,
  area: { type: 'array', items: str },
  areaName: str,
  address: strOrNull,
  homeUrl: strOrNull,
  intro: strOrNull,
  sort: int,
  status: int,
  lawyerCount: int,
  createTime: str,
  version: intOrNull,
});

type Row = OrganizationRow & { lawyerCount: number };

/** Maps rows to records, resolving area codes to '北京市/北京市/东城区' in one query. */
export const toRecords = async (app: FastifyInstance, rows: Row[]) => {
  const names = await app.areas.names(rows.flatMap((r) => r.area ?? []));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    contact: r.contact,
    phone: r.phone,
    area: r.area ?? [],
    areaName: (r.area ?? [])
      .map((c) => names.get(c))
      .filter(Boolean)
      .join('/'),
    address: r.address,
    homeUrl: r.homeUrl,
    intro: r.intro,
    sort: r.sort,
    status: r.status,
    lawyerCount: r.lawyerCount,
    createTime: r.createTime.toISOString(),
    version: r.version,
  }));
};

/** Optional text from a form: empty and null both mean "not given". */
export const text = (v: string | null | undefined) =>
  v === undefined || v === null || v === '' ? null : v;
