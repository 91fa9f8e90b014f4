// Wire shape of an office (schemas/lists/office.json shows these fields): the table's columns plus
// every other field of the firm's forms/office (its published version, else the file), kept in the
// jsonb `content` (resources/office.json).
import type { FastifyInstance } from 'fastify';
import { int, intOrNull, obj, str, strOrNull, type JsonSchema } from '../../lib/envelope';
import type { OrganizationRow } from '../../plugins/repositories/organizations';
import type { SchemaDir } from '../../resources/schema-dir';
import {
  documentFieldNames,
  keepUnknown,
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
  /**
   * A body → column values and the jsonb `content` (every form field that is not a column); keys
   * of the `stored` content the form no longer has are kept (a field a publish removed).
   */
  values(body: Record<string, unknown>, stored?: Record<string, unknown>): OfficeValues;
  /** The fields kept in `content`, normalised, for the read answers. */
  documentOf(content: Record<string, unknown>): Record<string, unknown>;
  schema: JsonSchema;
}

const models = new WeakMap<SchemaDir, OfficeModel>();

/** The office model of a set of schemas (a firm's, resources/live-schemas.ts). */
export const officeModel = (schemas: SchemaDir): OfficeModel => {
  const known = models.get(schemas);
  if (known) return known;
  // The resource file is not editable at runtime: the deployed one, whoever the firm.
  const resource = schemas.resources.office;
  const forms = resource.forms.map((name) => schemas.forms[name]);
  const inDocument = documentFieldNames(resource, forms);
  const model: OfficeModel = {
    values: (body, stored) => {
      const { columns, document } = splitRecord(resource, normaliseFields(forms, body));
      return { ...columns, content: keepUnknown(stored, document) } as OfficeValues;
    },
    documentOf: (content) => {
      const all = normaliseFields(forms, content);
      return Object.fromEntries(inDocument.map((k) => [k, all[k]]));
    },
    // Routes declare the deployed form's; a firm's published fields pass as they are (the record
    // is built from its form, so nothing else reaches it).
    schema: {
      ...obj({
        ...columnsSchema,
        ...Object.fromEntries(
          Object.entries(responseProps(forms)).filter(([k]) => inDocument.includes(k)),
        ),
      }),
      additionalProperties: true,
    },
  };
  models.set(schemas, model);
  return model;
};

type Row = OrganizationRow & { lawyerCount: number };

/** Maps rows to records, resolving area codes to '北京市/北京市/东城区' in one query. */
export const toRecords = async (app: FastifyInstance, firmId: number, rows: Row[]) => {
  const names = await app.areas.names(rows.flatMap((r) => r.area ?? []));
  const { documentOf } = officeModel(app.liveSchemas.forFirm(firmId));
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
