/** Waits before each retry of a chunk that failed to load: three more tries over 3.5 s. */
export const RETRY_DELAYS_MS = [500, 1000, 2000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A dynamic import tried again, a bounded number of times with growing pauses, before its error
 * reaches the route's error page (加载失败 with 重试). A dropped connection often comes back within
 * seconds; a chunk that a deploy replaced never does, and then the page must say so instead of
 * asking the server for it again and again.
 *
 * @example const load = retryImport(() => import('./route-page'));
 */
export const retryImport = <T>(
  load: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): (() => Promise<T>) => {
  return async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await load();
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) throw error;
        await wait(delay);
      }
    }
  };
};

/**
 * One fetch at a time for everyone who asks (the start-up preload and the render share it); after
 * a failure the next call starts again.
 */
export const sharedLoad = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};
