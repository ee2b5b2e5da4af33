/** Spec §8: a page chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Wraps a dynamic import so a chunk that never arrives fails after 120 s instead of spinning for ever. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
      load().then(
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

/** A lazily loaded route (its own chunk, failing after 120 s) rendering the module's named export. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return () =>
    withChunkTimeout(load)().then((m) => ({
      Component: m[name] as React.ComponentType,
      ...('loader' in m ? { loader: m.loader as never } : {}),
    }));
}

type PageLoaders = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * A page of an area whose route table reaches its pages through one small chunk of loaders
 * (features/<area>/page-loaders.ts): the always-loaded bundle then carries one preload list per area, not per page.
 */
export function lazyAreaPage<L extends PageLoaders>(loaders: () => Promise<L>, name: keyof L & string) {
  return lazyPage<Record<string, unknown>>(() => loaders().then((all) => (all[name] as L[string])()), name);
}
