import type { PublishedFile } from '../engine/schema/published';

/**
 * A stand-in for the server's GET /schema/published, for tests that mock api/call's `call`:
 * `publish` changes what it serves (each change is a new revision), `handle` answers a call as
 * the server would (files omitted when `since` is the current revision) and throws
 * "<name> is not stubbed" for any other call, so a test notices a call it did not expect.
 *
 * @example const server = publishedServer(); call.mockImplementation(server.handle)
 */
export const publishedServer = () => {
  let revision = 0;
  let files: Record<string, PublishedFile> = {};
  const asked: Array<number | undefined> = [];
  return {
    /** The `since` of every read so far (undefined: a first, full read). */
    asked,
    publish(file: string, version: number, content: unknown) {
      files = { ...files, [file]: { version, content } };
      revision += 1;
    },
    /** 恢复默认: the file is no longer listed. */
    reset(file: string) {
      files = Object.fromEntries(Object.entries(files).filter(([key]) => key !== file));
      revision += 1;
    },
    handle: async (name: string, args?: { query?: { since?: number } }) => {
      if (name !== 'schema.published') throw new Error(`${name} is not stubbed`);
      const since = args?.query?.since;
      asked.push(since);
      return since === revision ? { revision } : { revision, files };
    },
  };
};
