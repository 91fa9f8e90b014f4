// Wire shape of an office (schemas/lists/office.json shows these fields): the table's columns plus
// every other field of forms/office.json, kept in the jsonb `content` (resources/office.json).
import type { FastifyInstance } from 'fastify';
import { int, intOrNull, obj, str, strOrNull, type JsonSchema } from '../../lib/envelope';
import type { OrganizationRow } from '../../plugins/repositories/organizations';
import {
  documentFieldNames,
  normaliseFields,
  responseProps,
  splitRecord,
} from '../../resources/derive';

const columnsSchema: Record<string, JsonSchema> = {
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
};

interface OfficeValues {
  name: string;
  status: number;
  content: Record<string, unknown>;
  [column: string]: unknown;
}

/** An office as resources/office.json and forms/office.json declare it. */
export interface OfficeModel {
  /** A body → column values and the jsonb `content` (every form field that is not a column). */
  values(body: Record<string, unknown>): OfficeValues;
  /** The fields kept in `content`, normalised, for the read answers. */
  documentOf(content: Record<string, unknown>): Record<string, unknown>;
  schema: JsonSchema;
}

const models = new WeakMap<FastifyInstance['schemas'], OfficeModel>();

export const officeModel = (app: FastifyInstance): OfficeModel => {
  const known = models.get(app.schemas);
  if (known) return known;
  const resource = app.schemas.resources.office;
  const forms = resource.forms.map((name) => app.schemas.forms[name]);
  const inDocument = documentFieldNames(resource, forms);
  const model: OfficeModel = {
    values: (body) => {
      const { columns, document } = splitRecord(resource, normaliseFields(forms, body));
      return { ...columns, content: document } as OfficeValues;
    },
    documentOf: (content) => {
      const all = normaliseFields(forms, content);
      return Object.fromEntries(inDocument.map((k) => [k, all[k]]));
    },
    schema: obj({
      ...columnsSchema,
      ...Object.fromEntries(
        Object.entries(responseProps(forms)).filter(([k]) => inDocument.includes(k)),
      ),
    }),
  };
  models.set(app.schemas, model);
  return model;
};

type Row = OrganizationRow & { lawyerCount: number };

/** Maps rows to records, resolving area codes to '北京市/北京市/东城区' in one query. */
export const toRecords = async (app: FastifyInstance, rows: Row[]) => {
  const names = await app.areas.names(rows.flatMap((r) => r.area ?? []));
  const { documentOf } = officeModel(app);
  return rows.map((r) => ({
    ...documentOf(r.content),
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
