/**
 * Loads script chunks on demand (SPEC §2: from a static assets base, one file per chunk, with a
 * 120-second time-out) and reports failures as `ChunkLoadError` (SPEC §8).
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../constants/page-limits.ts';

/**
 * Why a chunk failed to load:
 * - `missing`: the file could not be fetched (404, network failure, not a JavaScript module);
 * - `timeout`: no answer within the time-out;
 * - `error`: the module failed to parse or threw while it ran.
 */
export type ChunkLoadErrorType = 'missing' | 'timeout' | 'error';

/** A chunk that did not load (SPEC §8). The original failure, if any, is in `cause`. */
export class ChunkLoadError extends Error {
  /** Always `ChunkLoadError`. */
  override readonly name = 'ChunkLoadError';
  /** Why it failed, see {@link ChunkLoadErrorType}. */
  readonly type: ChunkLoadErrorType;
  /** The address of the chunk that was requested. */
  readonly request: string;

  constructor(type: ChunkLoadErrorType, request: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${request} failed (${type})`, options);
    this.type = type;
    this.request = request;
  }
}

/** Where chunks are served when nothing else is configured (ARCHITECTURE.md: `/assets/`). */
export const DEFAULT_ASSETS_BASE = '/assets/';

let configuredBase: string | null = null;

/**
 * Sets the static assets base that chunk names resolve against (SPEC §2), e.g.
 * `https://static.example.com/site/assets/` or `/assets/`. A missing trailing slash is added,
 * so `chunkUrl('gallery.js')` lands inside the folder. A relative base resolves against the
 * document's base URL when a chunk is requested.
 */
export function configureAssetsBase(base: string | URL): void {
  const text = String(base);
  configuredBase = text.endsWith('/') ? text : `${text}/`;
}

/** The absolute assets base chunks resolve against now. */
export function assetsBase(): string {
  return new URL(configuredBase ?? DEFAULT_ASSETS_BASE, document.baseURI).href;
}

/**
 * The absolute address of chunk `name`: a bare name (`gallery.js`, `chunks/map.js`) is taken
 * from the assets base; a root-relative path (`/x.js`) or an absolute URL is kept as is
 * (root-relative resolves against the base's origin).
 */
export function chunkUrl(name: string): string {
  return new URL(name, assetsBase()).href;
}

/** Options of {@link loadChunk}. */
export interface LoadChunkOptions {
  /** Time-out in ms; default `CHUNK_LOAD_TIMEOUT_MS` (120 s). */
  timeoutMs?: number;
  /** Address reported in a `ChunkLoadError` of a loader function (a URL knows its own). */
  request?: string;
}

/** A loader function, such as `() => import('./gallery.ts')`. */
export type ChunkLoader<M> = () => Promise<M>;

/** Loads in flight or done, by chunk address or loader function. */
const loads = new Map<string | ChunkLoader<unknown>, Promise<unknown>>();

/** Messages browsers give when a module script could not be fetched at all. */
const FETCH_FAILURE = /dynamically imported module|Importing a module script failed/i;

function classify(error: unknown): 'missing' | 'error' {
  return error instanceof TypeError && FETCH_FAILURE.test(error.message) ? 'missing' : 'error';
}

/** The module address a browser names in its fetch-failure message, if any. */
function addressIn(error: unknown): string | undefined {
  return error instanceof Error ? /\bhttps?:\/\/\S+/.exec(error.message)?.[0] : undefined;
}

function withTimeout<M>(load: Promise<M>, timeoutMs: number, request: () => string): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', request())), timeoutMs);
    load.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(classify(error), addressIn(error) ?? request(), { cause: error }),
        );
      },
    );
  });
}

/**
 * Loads a chunk on demand: a chunk name or address (resolved with {@link chunkUrl} and loaded
 * with `import()`), or a loader function such as `() => import('./gallery.ts')`.
 * Calls for the same address (or the same loader function) share one promise while it loads
 * and after it has loaded; a failed load is forgotten, so a later call tries again.
 * @returns the module's namespace object
 * @throws {ChunkLoadError} (as a rejection) `missing`, `timeout` (after `timeoutMs`, default
 *   120 s) or `error`, with `request` the chunk's address
 */
export function loadChunk<M>(loader: ChunkLoader<M>, options?: LoadChunkOptions): Promise<M>;
export function loadChunk<M = Record<string, unknown>>(
  url: string,
  options?: LoadChunkOptions,
): Promise<M>;
export function loadChunk<M>(
  source: string | ChunkLoader<M>,
  options: LoadChunkOptions = {},
): Promise<M> {
  const key = typeof source === 'string' ? chunkUrl(source) : source;
  const existing = loads.get(key);
  if (existing) return existing as Promise<M>;

  const request = () =>
    typeof key === 'string' ? key : (options.request ?? (key.name || 'anonymous chunk'));
  let started: Promise<M>;
  try {
    started = typeof key === 'string' ? import(/* @vite-ignore */ key) : key();
  } catch (error) {
    // A loader function that throws instead of rejecting.
    started = Promise.reject(error);
  }
  const load = withTimeout(started, options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS, request);
  loads.set(key, load);
  load.catch(() => {
    if (loads.get(key) === load) loads.delete(key);
  });
  return load;
}
