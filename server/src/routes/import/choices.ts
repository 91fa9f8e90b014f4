// What a `choice` column's cells may name (a RemoteSelect's call, read on the server): the firm's
// records by name, and which of them the caller may use. One entry per call an importable form
// field names; the schema check cannot know these, so a column naming another call reads every
// name as unknown (and the import's test of that form fails).
import type { FastifyInstance } from 'fastify';
import { seesAllOffices } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';
import type { ImportColumn } from '../../../../src/engine/schema/import-columns';
import type { Choices } from './rows';

type Source = (app: FastifyInstance, u: AuthUser) => Promise<Choices>;

const sources: Record<string, Source> = {
  // The firm's enabled offices; levels 3–4 may put records in their own office only.
  'organization.validList': async (app, u) => {
    const offices = await app.organizations.validList({ firmId: u.firmId });
    return {
      options: offices.map((o) => ({ value: o.id, label: o.name })),
      allowed: (id) => seesAllOffices(u) || id === u.organizationId,
      outOfScope: '只能导入到您所在的机构',
    };
  },
  // The firm's practice areas (专业领域).
  'profession.wxList': async (app, u) => {
    const areas = await app.professions.wxList(u.firmId);
    return { options: areas.map((a) => ({ value: a.id, label: a.name })) };
  },
};

/** The choices of every choice column of an import, read once per request. */
export const choicesFor = async (
  app: FastifyInstance,
  u: AuthUser,
  columns: ImportColumn[],
): Promise<Map<string, Choices>> => {
  const calls = [...new Set(columns.map((c) => c.call).filter((c): c is string => Boolean(c)))];
  const out = new Map<string, Choices>();
  for (const call of calls) out.set(call, (await sources[call]?.(app, u)) ?? { options: [] });
  return out;
};
