import { describe, expect, it } from 'vitest';
import { loadSchema, readSchemas } from './schemas';

describe('schemas loaded on demand', () => {
  it('loads a schema file by name, once', async () => {
    const list = await loadSchema('lists', 'lawyer');
    expect(list.call).toBe('lawyer.pageList');
    expect(await loadSchema('lists', 'lawyer')).toBe(list);
  });

  it('suspends a render until the files are here, then returns them in order', async () => {
    let thrown: unknown;
    try {
      readSchemas('forms', ['office', 'card-reject']);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    const [office, reject] = readSchemas('forms', ['office', 'card-reject']);
    expect(office.title).toBe('机构');
    expect(reject.schema.properties).toHaveProperty('reason');
  });

  it('throws a missing file to the error boundary once, then tries again', async () => {
    let thrown: unknown;
    try {
      readSchemas('lists', ['no-such-list']);
    } catch (e) {
      thrown = e;
    }
    await expect(thrown).rejects.toThrow('schemas/lists/no-such-list.json does not exist');
    expect(() => readSchemas('lists', ['no-such-list'])).toThrow(
      'schemas/lists/no-such-list.json does not exist',
    );
    // The error boundary's retry renders again: a new load, not the same error forever.
    let retried: unknown;
    try {
      readSchemas('lists', ['no-such-list']);
    } catch (e) {
      retried = e;
    }
    expect(retried).toBeInstanceOf(Promise);
    await expect(retried).rejects.toThrow('schemas/lists/no-such-list.json does not exist');
  });
});
