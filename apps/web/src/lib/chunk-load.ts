/**
 * Loading a route's code: a chunk that is gone after a deploy ('missing', 'not available', the browsers'
 * dynamic-import failures) reloads the page after 400 ms, at most once per 10 s (a sessionStorage
 * timestamp guards against reload loops); a chunk that takes over 120 s fails with a time-out.
 */

export const CHUNK_RELOAD_DELAY_MS = 400;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** No second automatic reload within this window after the last one. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'app:chunkReloadAt';

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`页面加载超时（${Math.round(ms / 1000)} 秒）`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

const CHUNK_ERROR_PATTERN =
  /missing|not available|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : String(error ?? '');
  return CHUNK_ERROR_PATTERN.test(message);
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page after 400 ms unless it did so less than 10 s ago.
 * Returns whether a reload was scheduled. Without a usable sessionStorage it never reloads (no loops).
 */
export function scheduleChunkReload(now: number = Date.now()): boolean {
  const storage = session();
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS)
      return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY_MS);
  return true;
}

/** Rejects with ChunkLoadTimeoutError when `promise` does not settle within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Runs a dynamic import with the time-out and the reload-on-stale-chunk rule. When a reload is
 * scheduled the promise stays pending (the page is about to go away; no error view flashes).
 */
export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return withTimeout(importer(), timeoutMs).catch((error: unknown) => {
    if (isChunkLoadError(error) && scheduleChunkReload()) return new Promise<T>(() => {});
    throw error;
  });
}
