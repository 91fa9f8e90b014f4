import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryImport } from './retry-import';

afterEach(() => vi.useRealTimers());

describe('retryImport', () => {
  it('answers with the module once a later try succeeds', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const result = retryImport(load, [500])();
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after one try per delay, with the last error, instead of retrying forever', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('gone'));
    const result = retryImport(load, [500, 1000, 2000])();
    const settled = expect(result).rejects.toThrow('gone');
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3500);
    await settled;
    expect(load).toHaveBeenCalledTimes(4);
  });
});
