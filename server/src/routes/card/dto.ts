// Wire shapes of a card (docs/contract-admin-screens.md, Cards) and the mapping between the form's
// payload, the stored row (columns + jsonb content) and the records the console reads.
import type { FastifyInstance } from 'fastify';
import { bool, int, intOrNull, obj, str, strOrNull, type JsonSchema } from '../../lib/envelope';
import type { CardListRow, CardWithOffice } from '../../plugins/repositories/lawyer-cards';

export interface Education {
  school?: string | null;
  major?: string | null;
  degree?: string | null;
  period?: string | null;
}
export interface Work {
  company?: string | null;
  position?: string | null;
  period?: string | null;
}
export interface Honor {
  title?: string | null;
  year?: string | number | null;
}
export interface Case {
  title?: string | null;
  summary?: string | null;
}

/** What the card form sends (create adds lawyerId; update adds id and version). */
export interface CardBody {
  name: string;
  avatar?: string | null;
  title?: string | null;
  organizationId: number;
  mobile?: string | null;
  phone?: string | null;
  email?: string | null;
  wechat?: string | null;
  licenseNo?: string | null;
  practiceYears?: number | null;
  professions?: number[] | null;
  bio?: string | null;
  education?: Education[] | null;
  workHistory?: Work[] | null;
  honors?: Honor[] | null;
  cases?: Case[] | null;
  area?: string[] | null;
  address?: string | null;
  video?: string | null;
  homepage?: string | null;
  /** 排序权重: larger first when the firm sorts cards by weight (sortSet). */
  sort?: number | null;
}

/** Every card field, normalised: absent text is null, absent lists are []. */
export type CardFields = Required<{
  [K in keyof CardBody]: Exclude<CardBody[K], undefined>;
}> & {
  title: string;
  professions: number[];
  education: Education[];
  workHistory: Work[];
  honors: Honor[];
  cases: Case[];
  area: string[];
  sort: number;
};

const text = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v;
const list = <T>(v: T[] | null | undefined): T[] => v ?? [];

export const normalise = (b: CardBody): CardFields => ({
  name: b.name.trim(),
  avatar: text(b.avatar),
  title: b.title ?? '',
  organizationId: b.organizationId,
  mobile: text(b.mobile),
  phone: text(b.phone),
  email: text(b.email),
  wechat: text(b.wechat),
  licenseNo: text(b.licenseNo),
  practiceYears: b.practiceYears ?? null,
  professions: [...new Set(list(b.professions))],
  bio: text(b.bio),
  education: list(b.education),
  workHistory: list(b.workHistory),
  honors: list(b.honors),
  cases: list(b.cases),
  area: list(b.area),
  address: text(b.address),
  video: text(b.video),
  homepage: text(b.homepage),
  sort: b.sort ?? 0,
});

/** Fields → stored columns: three real columns, the rest in jsonb `content`. */
export const toColumns = (f: CardFields) => {
  const { name, title, organizationId, ...content } = f;
  return { name, title, organizationId, content: content as Record<string, unknown> };
};

/** Stored columns → fields (rows written by older code may lack keys). */
export const fieldsOf = (row: {
  name: string;
  title: string;
  organizationId: number;
  content: Record<string, unknown>;
}): CardFields =>
  normalise({
    ...(row.content as Partial<CardBody>),
    name: row.name,
    title: row.title,
    organizationId: row.organizationId,
  });

// ---- response schemas ----

const strList: JsonSchema = { type: 'array', items: str };
const objList = (props: Record<string, JsonSchema>): JsonSchema => ({
  type: 'array',
  items: obj(props),
});

export const cardFieldsProps: Record<string, JsonSchema> = {
  name: str,
  avatar: strOrNull,
  title: str,
  organizationId: int,
  mobile: strOrNull,
  phone: strOrNull,
  email: strOrNull,
  wechat: strOrNull,
  licenseNo: strOrNull,
  practiceYears: intOrNull,
  professions: { type: 'array', items: int },
  bio: strOrNull,
  education: objList({ school: strOrNull, major: strOrNull, degree: strOrNull, period: strOrNull }),
  workHistory: objList({ company: strOrNull, position: strOrNull, period: strOrNull }),
  honors: objList({ title: strOrNull, year: { type: ['string', 'integer', 'null'] } }),
  cases: objList({ title: strOrNull, summary: strOrNull }),
  area: strList,
  address: strOrNull,
  video: strOrNull,
  homepage: strOrNull,
  sort: int,
};

export const cardListSchema = obj({
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

export const cardInfoSchema = obj({
  ...cardFieldsProps,
  id: int,
  lawyerId: int,
  status: int,
  rejectReason: strOrNull,
  version: int,
  organizationName: str,
  professionNames: strList,
  published: { ...obj(cardFieldsProps), type: ['object', 'null'] },
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
  }));
};

export const toInfo = async (app: FastifyInstance, firmId: number, c: CardWithOffice) => {
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
    published: c.published ? normalise(c.published as unknown as CardBody) : null,
  };
};
