/**
 * Whether an error is a page's code that could not be fetched (network, or a new deploy). Plain,
 * without antd: the public card's own error page uses it outside the console's shell.
 */
export const isChunkError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Loading chunk|Importing a module script failed|preload CSS/i.test(
    error.message,
  );
