// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RELOAD_GUARD_MS,
  ChunkLoadTimeoutError,
  isChunkLoadError,
  loadChunk,
} from './chunk-load';

const originalLocation = Object.getOwnPropertyDescriptor(window, 'location')!;
let reload: ReturnType<typeof vi.fn>;

/** Lets the rejection of a failed import reach loadChunk's handler. */
async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, href: window.location.href, reload },
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', originalLocation);
    vi.useRealTimers();
  });

  it("reloads the page 400 ms after a chunk fails with 'missing'", async () => {
    const settled = vi.fn();
    loadChunk(() => Promise.reject(new Error('Chunk assets/page-1a2b.js is missing'))).then(settled, settled);
    await flush();
    await vi.advanceTimersByTimeAsync(CHUNK_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // the page is going away: no error view flashes in between
    expect(settled).not.toHaveBeenCalled();
  });

  it("reloads for 'not available' and the browsers' dynamic-import failures", () => {
    for (const message of [
      'Module not available',
      'Failed to fetch dynamically imported module: https://h5.example.com/assets/a.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
    ]) {
      expect(isChunkLoadError(new Error(message))).toBe(true);
    }
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  it('does not reload for other errors, which reach the error view', async () => {
    const failure = loadChunk(() => Promise.reject(new TypeError('x is not a function')));
    await expect(failure).rejects.toThrow('x is not a function');
    await vi.advanceTimersByTimeAsync(CHUNK_RELOAD_DELAY_MS * 10);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload again within 10 s of the last reload (no loops)', async () => {
    loadChunk(() => Promise.reject(new Error('chunk missing')));
    await flush();
    await vi.advanceTimersByTimeAsync(CHUNK_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);

    // the reloaded page fails again at once: give up and show the error
    await expect(loadChunk(() => Promise.reject(new Error('chunk missing')))).rejects.toThrow('missing');
    await vi.advanceTimersByTimeAsync(CHUNK_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);

    // much later (a new deploy), it may reload again
    await vi.advanceTimersByTimeAsync(CHUNK_RELOAD_GUARD_MS);
    loadChunk(() => Promise.reject(new Error('chunk missing')));
    await flush();
    await vi.advanceTimersByTimeAsync(CHUNK_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('rejects a chunk that takes over 120 s', async () => {
    const slow = loadChunk(() => new Promise<never>(() => {}));
    const settled = vi.fn();
    slow.then(settled, settled);
    const outcome = expect(slow).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes a chunk that loads through', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({ default: 'page' });
  });
});
