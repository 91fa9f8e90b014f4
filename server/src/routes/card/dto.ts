// Wire shapes of a card (docs/contract-admin-screens.md, Cards) and the mapping between the form's
// payload, the stored row (columns + jsonb content) and the records the console reads, all derived
// from resources/card.json and the firm's forms/card (its published version, else the file), so a
// firm's published card form is validated, stored, returned, listed and exported at once.
import type { FastifyInstance } from 'fastify';
import { bool, int, obj, str, strOrNull, type JsonSchema } from '../../lib/envelope';
import { keepUnknown, normaliseFields, responseProps, splitRecord } from '../../resources/derive';
import type { SchemaDir } from '../../resources/schema-dir';
import type { CardListRow, CardWithOffice } from '../../plugins/repositories/lawyer-cards';

/**
 * What card code reads of a card's fields; every field of forms/card.json is carried, these are
 * the ones the card's rules look at (office, media addresses, practice areas, the list's columns).
 */
export interface CardFields {
  name: string;
  title: string;
  organizationId: number;
  avatar: string | null;
  video: string | null;
  mobile: string | null;
  email: string | null;
  professions: number[];
  [field: string]: unknown;
}

/** A card as the card resource and form declare it (schemas/resources/card.json). */
export interface CardModel {
  /** A body or a stored record as every card field, normalised (resources/derive.ts). */
  normalise(body: Record<string, unknown>): CardFields;
  /**
   * Fields → stored columns: the resource's columns, the rest in the jsonb `content`. Keys of the
   * `stored` document the form no longer has are kept (a field removed by a publish keeps its data).
   */
  toColumns(
    f: CardFields,
    stored?: Record<string, unknown>,
  ): {
    name: string;
    title: string;
    organizationId: number;
    content: Record<string, unknown>;
  };
  /** Stored columns → fields (rows written by older code may lack keys). */
  fieldsOf(row: {
    name: string;
    title: string;
    organizationId: number;
    content: Record<string, unknown>;
  }): CardFields;
  /** Response schemas of every card field. */
  fieldsProps: Record<string, JsonSchema>;
  infoSchema: JsonSchema;
  /** Card fields the list file shows as columns beyond the list row's own keys. */
  listFields: string[];
}

const models = new WeakMap<SchemaDir, CardModel>();

/** The card model of a set of schemas (a firm's, resources/live-schemas.ts). */
export const cardModel = (schemas: SchemaDir): CardModel => {
  const known = models.get(schemas);
  if (known) return known;
  // The resource file is not editable at runtime: the deployed one, whoever the firm.
  const resource = schemas.resources.card;
  const forms = resource.forms.map((name) => schemas.forms[name]);
  // The card's lawyer is its owner: set by the route from the caller, never a normalised field.
  const owner = resource.scope.owner ?? 'lawyerId';
  const normalise = (body: Record<string, unknown>) => {
    const fields = normaliseFields(forms, body);
    delete fields[owner];
    return fields as CardFields;
  };
  const fieldsProps = responseProps(forms, [owner]);
  const model: CardModel = {
    normalise,
    toColumns: (f, stored) => {
      const { columns, document } = splitRecord(resource, f);
      return {
        ...(columns as Pick<CardFields, 'name' | 'title' | 'organizationId'>),
        content: keepUnknown(stored, document),
      };
    },
    fieldsOf: (row) =>
      normalise({
        ...row.content,
        name: row.name,
        title: row.title,
        organizationId: row.organizationId,
      }),
    fieldsProps,
    listFields: (schemas.lists.card?.columns ?? [])
      .map((c) => c.field)
      .filter((k) => k in fieldsProps && !(k in cardListSchema.properties!)),
    infoSchema: open({
      ...fieldsProps,
      id: int,
      lawyerId: int,
      status: int,
      rejectReason: strOrNull,
      version: int,
      organizationName: str,
      professionNames: strList,
      published: { ...open(fieldsProps), type: ['object', 'null'] },
    }),
  };
  models.set(schemas, model);
  return model;
};

/** The card model of the firm's current schemas. */
export const cardModelOf = (app: FastifyInstance, firmId: number): CardModel =>
  cardModel(app.liveSchemas.forFirm(firmId));

/**
 * A record's response schema, declared once per route from the deployed files: a firm's published
 * form may carry more fields, which pass as they are (the record is built from that form, so
 * nothing else reaches it).
 */
const open = (props: Record<string, JsonSchema>): JsonSchema => ({
  ...obj(props),
  additionalProperties: true,
});

const strList: JsonSchema = { type: 'array', items: str };

export const cardListSchema = open({
  id: int,
  lawyerId: int,
  name: str,
  avatar: strOrNull,
  title: str,
  organizationId: int,
  organizationName: str,
  mobile: str,
  status: int,
  hasPendingRevision: bool,
  professionNames: strList,
  rejectReason: strOrNull,
  updateTime: str,
  version: int,
});

/** A card as the target of a log row (the lawyer sees it among their own logs). */
export const cardTarget = (c: { name: string; organizationId: number; lawyerId: number }) => ({
  kind: '名片',
  name: c.name,
  organizationId: c.organizationId,
  lawyerId: c.lawyerId,
});

/** An approved card whose revision waits: it has a published version and is not approved now. */
export const hasPendingRevision = (c: Pick<CardListRow, 'hasPublished' | 'status'>) =>
  c.hasPublished && c.status !== 2;

const namesOf = (ids: number[], names: Map<number, string>) =>
  ids.map((id) => names.get(id)).filter((n): n is string => Boolean(n));

/** List records, resolving practice-area names from the firm's own list in one query. */
export const toListRecords = async (app: FastifyInstance, firmId: number, rows: CardListRow[]) => {
  const { fieldsOf, listFields } = cardModelOf(app, firmId);
  const fields = rows.map(fieldsOf);
  const names = await app.cards.professionNames(
    firmId,
    fields.flatMap((f) => f.professions),
  );
  return rows.map((c, i) => ({
    id: c.id,
    lawyerId: c.lawyerId,
    name: c.name,
    avatar: fields[i].avatar,
    title: c.title,
    organizationId: c.organizationId,
    organizationName: c.organizationName,
    mobile: fields[i].mobile ?? c.lawyerMobile,
    status: c.status,
    hasPendingRevision: hasPendingRevision(c),
    professionNames: namesOf(fields[i].professions, names),
    rejectReason: c.rejectReason,
    updateTime: c.updateTime.toISOString(),
    version: c.version,
    ...Object.fromEntries(listFields.map((k) => [k, fields[i][k]])),
  }));
};

export const toInfo = async (app: FastifyInstance, firmId: number, c: CardWithOffice) => {
  const { fieldsOf, normalise } = cardModelOf(app, firmId);
  const fields = fieldsOf(c);
  const names = await app.cards.professionNames(firmId, fields.professions);
  return {
    ...fields,
    id: c.id,
    lawyerId: c.lawyerId,
    status: c.status,
    rejectReason: c.rejectReason,
    version: c.version,
    organizationName: c.organizationName,
    professionNames: namesOf(fields.professions, names),
    published: c.published ? normalise(c.published) : null,
  };
};
