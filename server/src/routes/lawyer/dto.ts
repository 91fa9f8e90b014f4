// A lawyer as resources/lawyer.json and forms/lawyer.json declare it: the columns the server
// filters, sorts and checks uniqueness on (name, mobile, organizationId, status) and every other
// field of the form in the jsonb `content`, so a field added to the form is stored, read back and
// exported with no code change; given a firm's schemas (resources/live-schemas.ts), a field the
// firm published as well.
import type { FastifyInstance } from 'fastify';
import type { SchemaDir } from '../../resources/schema-dir';
import { int, intOrNull, obj, str, type JsonSchema } from '../../lib/envelope';
import type { LawyerRow } from '../../plugins/repositories/lawyers';
import {
  documentFieldNames,
  keepUnknown,
  normaliseFields,
  responseProps,
  splitRecord,
} from '../../resources/derive';

/** What lawyer code reads of a lawyer's fields; every other field of the form is carried too. */
export interface LawyerValues {
  name: string;
  mobile: string;
  organizationId: number;
  status: number;
  content: Record<string, unknown>;
}

export interface LawyerModel {
  /**
   * A body (an edit, or one row of 创建账号) → column values and the jsonb `content`, over the
   * `stored` one (a field a publish removed keeps its data).
   */
  values(body: Record<string, unknown>, stored?: Record<string, unknown> | null): LawyerValues;
  /** The document fields of a stored row, normalised (older rows may lack keys). */
  documentOf(row: Pick<LawyerRow, 'content'>): Record<string, unknown>;
  /** Response schemas of the document fields (the columns are the wire's own, below). */
  documentProps: Record<string, JsonSchema>;
  /** Document field names, in the form's order (the export appends the ones its list names). */
  documentFields: string[];
}

const models = new WeakMap<SchemaDir, LawyerModel>();

/** The lawyer model of a set of schemas (the deployed one, or a firm's). */
export const lawyerModel = (schemas: SchemaDir): LawyerModel => {
  const known = models.get(schemas);
  if (known) return known;
  // The resource file is not editable at runtime: the deployed one, whoever the firm.
  const resource = schemas.resources.lawyer;
  const forms = resource.forms.map((name) => schemas.forms[name]);
  const inDocument = documentFieldNames(resource, forms);
  const documentOf = (content: Record<string, unknown>) => {
    const all = normaliseFields(forms, content);
    return Object.fromEntries(inDocument.map((k) => [k, all[k]]));
  };
  const model: LawyerModel = {
    values: (body, stored) => {
      const { columns, document } = splitRecord(resource, normaliseFields(forms, body));
      // The check has validated the body against the form, whose columns these are.
      return {
        ...(columns as Omit<LawyerValues, 'content'>),
        content: keepUnknown(stored, document),
      };
    },
    documentOf: (row) => documentOf(row.content ?? {}),
    documentProps: Object.fromEntries(
      Object.entries(responseProps(forms)).filter(([k]) => inDocument.includes(k)),
    ),
    documentFields: inDocument,
  };
  models.set(schemas, model);
  return model;
};

/** The lawyer model of the firm's current schemas. */
export const lawyerModelOf = (app: FastifyInstance, firmId: number): LawyerModel =>
  lawyerModel(app.liveSchemas.forFirm(firmId));

// Routes declare the deployed form's record; a firm's published fields pass as they are (the
// record is built from its form, so nothing else reaches it).
const open = (props: Record<string, JsonSchema>): JsonSchema => ({
  ...obj(props),
  additionalProperties: true,
});

/** A row of 人员列表: the lawyer's columns, its office and card, and the document fields. */
export const lawyerRecordSchema = (m: LawyerModel) =>
  open({
    ...m.documentProps,
    id: int,
    name: str,
    mobile: str,
    organizationId: int,
    organizationName: str,
    status: int,
    cardId: intOrNull,
    cardStatus: intOrNull,
    createTime: str,
    version: int,
  });

/** The 编辑 form's record: the lawyer's columns and document fields. */
export const lawyerInfoSchema = (m: LawyerModel) =>
  open({
    ...m.documentProps,
    id: int,
    name: str,
    mobile: str,
    organizationId: int,
    status: int,
    version: int,
  });

type ListRow = LawyerRow & {
  organizationName: string;
  cardId: number | null;
  cardStatus: number | null;
};

export const toListRecord = (m: LawyerModel, l: ListRow) => ({
  ...m.documentOf(l),
  id: l.id,
  name: l.name,
  mobile: l.mobile,
  organizationId: l.organizationId,
  organizationName: l.organizationName,
  status: l.status,
  cardId: l.cardId,
  cardStatus: l.cardStatus,
  createTime: l.createTime.toISOString(),
  version: l.version,
});

export const toInfo = (m: LawyerModel, l: LawyerRow) => ({
  ...m.documentOf(l),
  id: l.id,
  name: l.name,
  mobile: l.mobile,
  organizationId: l.organizationId,
  status: l.status,
  version: l.version,
});
