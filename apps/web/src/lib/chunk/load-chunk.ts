import { CHUNK_LOAD_TIMEOUT_MS } from '@lumus/contract/constants';

/**
 * A page's code that could not be loaded: the network failed, the chunk vanished with a new
 * deploy, or it took longer than the spec's 120 s (§8). The router's error page offers a reload,
 * which fetches the current index.html and its chunks.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading a page chunk took longer than ${timeoutMs} ms.`));
    }, timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('A page chunk could not be loaded.', { cause: error }));
      },
    );
  });
}
