// TEMPORARY stand-in for server/src/resources/live-schemas.ts (app.liveSchemas), used only while
// that module is not on this branch; deleted when it is merged. It keeps overlays and runs the
// same check as `npm run check` on the firm's set with one file replaced.
import type { FastifyInstance } from 'fastify';
import { loadSchemas } from '../../../../scripts/load-schemas';
import { checkSchemas, type Problem } from '../../../../src/engine/schema/check';
import type { SchemaDir } from '../../resources/schema-dir';

export interface LiveSchemas {
  forFirm(firmId: number): SchemaDir;
  check(firmId: number, file: string, content: unknown): Problem[];
  setOverlay(firmId: number, files: Record<string, unknown>, revision: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveSchemas: LiveSchemas;
  }
}

export const decorateStandIn = (app: FastifyInstance) => {
  if (app.hasDecorator('liveSchemas')) return;
  const overlays = new Map<number, Record<string, unknown>>();
  const live: LiveSchemas = {
    forFirm: () => app.schemas,
    check(firmId, file, content) {
      const { input } = loadSchemas(app.schemas.dir);
      const files = { ...overlays.get(firmId), [file]: content };
      for (const [key, data] of Object.entries(files)) {
        if (key === 'routes') input.routes = { ...input.routes, data };
        const [kind, name] = key.split('/') as ['forms' | 'lists', string];
        if (kind === 'forms' || kind === 'lists') {
          const prev = input[kind][name];
          input[kind][name] = { file: prev?.file ?? `schemas/${key}.json`, data };
        }
      }
      return checkSchemas(input);
    },
    setOverlay(firmId, files) {
      overlays.set(firmId, files);
    },
  };
  app.decorate('liveSchemas', live);
};
