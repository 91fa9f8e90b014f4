import type { CallSpec } from './calls';

// The calls of a resource without server code (schemas/resources/<name>.json, no `code`): the
// server serves them at /resource/<name>/<verb> (server/src/resources/derived-routes.ts), and the
// console resolves their names from the same file, so a new screen needs no row in calls.ts
// (docs/architecture.md, Resources). Pure: the schema check and the server read it too.

/** The operations a resource declares access for, and the verb of each derived call. */
export const resourceVerbs = {
  list: 'list',
  read: 'info',
  create: 'create',
  update: 'update',
  delete: 'delete',
} as const;
export type ResourceOp = keyof typeof resourceVerbs;

/** What a resource file says about its calls (the engine's ResourceSchema holds the rest). */
export interface ResourceCallSource {
  name: string;
  /** Built-in entities name their code; their calls are rows of calls.ts. */
  code?: string;
  access: Partial<Record<ResourceOp, unknown>>;
  /** Another name for a derived call (its method and url stay derived). */
  calls?: Partial<Record<ResourceOp, string>>;
}

/**
 * Method and url of a derived call: GET list and info/{id}, POST create and delete, PUT update.
 *
 * @example derivedCallSpec('announcement', 'info') // { method: 'GET', url: '/resource/announcement/info/{id}' }
 */
export const derivedCallSpec = (resource: string, verb: string): CallSpec => ({
  method: verb === 'list' || verb === 'info' ? 'GET' : verb === 'update' ? 'PUT' : 'POST',
  url: `/resource/${resource}/${verb}${verb === 'info' ? '/{id}' : ''}`,
});

/**
 * The calls a resource without code answers, by operation: one per operation it grants access
 * to, named `<name>.<verb>` unless its `calls` names it otherwise. A resource with code: none.
 */
export const derivedCallsOf = (
  r: ResourceCallSource,
): Partial<Record<ResourceOp, { name: string; spec: CallSpec }>> =>
  r.code
    ? {}
    : Object.fromEntries(
        Object.entries(resourceVerbs)
          .filter(([op]) => r.access[op as ResourceOp])
          .map(([op, verb]) => [
            op,
            {
              name: r.calls?.[op as ResourceOp] ?? `${r.name}.${verb}`,
              spec: derivedCallSpec(r.name, verb),
            },
          ]),
      );

/**
 * Call name → method and url of every call the resources without code answer.
 *
 * @example derivedCallTable([announcement])['announcement.delete'] // { method: 'POST', url: '/resource/announcement/delete' }
 */
export const derivedCallTable = (resources: ResourceCallSource[]): Record<string, CallSpec> =>
  Object.fromEntries(
    resources.flatMap((r) =>
      Object.values(derivedCallsOf(r)).map((c) => [c.name, c.spec] as const),
    ),
  );
