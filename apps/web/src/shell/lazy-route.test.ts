import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withChunkTimeout } from './lazy-route';

afterEach(() => vi.useRealTimers());

describe('chunk load timeout (spec §8: 120 s)', () => {
  it('fails a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => {}))();
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk that arrives in time, and its own failure', async () => {
    await expect(withChunkTimeout(async () => 'module')()).resolves.toBe('module');
    await expect(withChunkTimeout(() => Promise.reject(new Error('404')))()).rejects.toThrow('404');
  });
});
