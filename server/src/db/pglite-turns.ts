// PGlite runs PostgreSQL inside this process, on the event loop's own thread, and its calls resolve
// through promises only. While requests are in flight, one query's end starts the next request's
// query in the same run of microtasks, so the event loop does not come round to its poll phase
// until every request in flight is done: requests that arrived meanwhile are not read, and new
// connections are not accepted (Node, libuv ≥ 1.45, accepts one per loop turn). With 50
// connections the API load bench saw most of them wait in the listen backlog past autocannon's
// 10 s timeout, while the first few were served again and again.
//
// So database calls take turns here: first come first served, and a call that would run more
// than SLICE_MS after the event loop last turned waits for setImmediate, which lets the loop read,
// accept and answer in between. PGlite ran one call at a time anyway, so waiting in this queue
// costs no concurrency, only a loop turn per slice.
import type { PGlite } from '@electric-sql/pglite';

const SLICE_MS = 10;

const createTurns = () => {
  const waiting: (() => void)[] = [];
  let busy = false;
  let sliceOpen = false;
  let sliceStart = 0;
  let resumeScheduled = false;

  // A slice begins with the first call after the event loop turned and ends at its next turn:
  // setImmediate runs only once the current run of microtasks is over.
  const sliceLeft = () => {
    if (!sliceOpen) {
      sliceOpen = true;
      sliceStart = performance.now();
      setImmediate(() => {
        sliceOpen = false;
      });
    }
    return performance.now() - sliceStart < SLICE_MS;
  };
  const next = () => {
    if (busy || !waiting.length) return;
    if (!sliceLeft()) {
      if (resumeScheduled) return;
      resumeScheduled = true;
      setImmediate(() => {
        resumeScheduled = false;
        next();
      });
      return;
    }
    busy = true;
    waiting.shift()!();
  };

  return async <T>(call: () => Promise<T>): Promise<T> => {
    if (!busy && !waiting.length && sliceLeft()) busy = true;
    else
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        next();
      });
    try {
      return await call();
    } finally {
      busy = false;
      next();
    }
  };
};

// What Drizzle calls on the client; a transaction is one turn, its own queries run inside it.
const TAKING_TURNS = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/** The same client, its queries and transactions taking turns with the event loop's other work. */
export const takingTurns = (client: PGlite): PGlite => {
  const turn = createTurns();
  return new Proxy(client, {
    get(target, prop) {
      // Bound to the client itself: PGlite keeps its state in private fields, which a call
      // through the proxy as `this` could not reach.
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!TAKING_TURNS.has(prop)) return method;
      return (...args: unknown[]) => turn(() => method(...args) as Promise<unknown>);
    },
  });
};
