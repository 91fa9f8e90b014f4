// Keeps app.liveSchemas in step with the versions table: every firm's overlay at start, a firm's
// again after a publish through this server, and by polling every `everyMs` for publishes made
// through other servers on the same PostgreSQL (README, several servers). The poll is one query,
// each firm's row count (its revision); only firms whose count moved are read again. Its timer is
// unref'd and stopped on close, after a tick in flight, so tests and shutdown do not hang.
import type { FastifyInstance } from 'fastify';

export interface Follower {
  /** Reads firm `firmId`'s current versions into its overlay. */
  refresh(firmId: number): Promise<void>;
}

export const followVersions = (app: FastifyInstance, everyMs = 1000): Follower => {
  const seen = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const load = async (firmId: number, revision: number) => {
    const rows = await app.schemaVersions.latest(firmId);
    // A reset (content null) is the deployed file: absent from the overlay.
    const files = Object.fromEntries(
      rows.filter((r) => r.content !== null).map((r) => [r.file, r.content]),
    );
    // Marked seen either way: a set the check refuses stays refused until the next version.
    seen.set(firmId, revision);
    try {
      app.liveSchemas.setOverlay(firmId, files, revision);
    } catch (err) {
      // The firm keeps the set it had (live-schemas.ts); the version stays in the history, where
      // a `system` admin can roll it back.
      app.log.error({ err, firmId, revision }, 'schema versions: published set refused');
    }
  };

  // After a publish that committed: a failure here must not turn it into an error answer; the
  // next poll catches up.
  const refresh = async (firmId: number) => {
    try {
      await load(firmId, await app.schemaVersions.revision(firmId));
    } catch (err) {
      app.log.warn({ err, firmId }, 'schema versions: reload after a write failed');
    }
  };

  const catchUp = async () => {
    for (const [firmId, revision] of await app.schemaVersions.revisions()) {
      if (seen.get(firmId) !== revision) await load(firmId, revision);
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = catchUp()
        .catch((err: unknown) => app.log.warn({ err }, 'schema versions: poll failed'))
        .finally(schedule);
    }, everyMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    await catchUp();
    schedule();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
  return { refresh };
};
