/**
 * A bounded-concurrency task queue, and the page-wide queue images load through
 * (SPEC §9: 16 at a time, 1 on mobile).
 */
import {
  BREAKPOINTS,
  IMAGE_LOAD_CONCURRENCY,
  IMAGE_LOAD_CONCURRENCY_MOBILE,
} from '../constants/limits.ts';

interface Entry {
  start: () => void;
  cancel: (reason: unknown) => void;
}

/**
 * Runs tasks first-in first-out with at most `concurrency` running at once. A task counts as
 * running until the promise it returns settles.
 */
export class LoadQueue {
  #concurrency: number;
  #running = 0;
  readonly #waiting: Entry[] = [];

  constructor(concurrency: number) {
    this.#concurrency = checkConcurrency(concurrency);
  }

  /** Most tasks running at once. Raising it starts waiting tasks at once. */
  get concurrency(): number {
    return this.#concurrency;
  }

  set concurrency(value: number) {
    this.#concurrency = checkConcurrency(value);
    this.#drain();
  }

  /** Tasks started and not yet settled. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a free slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Queues `task` and settles as it does. An abort of `signal` before the task starts removes
   * it from the queue and rejects with the signal's reason; once started, the task sees the
   * signal itself.
   */
  run<T>(task: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = (): void => {
        const index = this.#waiting.indexOf(entry);
        if (index >= 0) this.#waiting.splice(index, 1);
        entry.cancel(signal?.reason);
      };
      const entry: Entry = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.#running++;
          let result: Promise<T>;
          try {
            result = Promise.resolve(task(signal));
          } catch (error) {
            result = Promise.reject(error);
          }
          result.then(resolve, reject).finally(() => {
            this.#running--;
            this.#drain();
          });
        },
        cancel: reject,
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(entry);
      this.#drain();
    });
  }

  #drain(): void {
    while (this.#running < this.#concurrency) {
      const next = this.#waiting.shift();
      if (!next) return;
      next.start();
    }
  }
}

function checkConcurrency(value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`LoadQueue concurrency must be a whole number ≥ 1, got ${value}`);
  }
  return value;
}

/**
 * The media query that counts a device as mobile for image loading: a touch screen as its
 * primary pointer and a viewport no wider than a tablet (SPEC §9 breakpoints: tablets up to
 * 1024 px). Phones and tablets match; desktops and touch laptops with wide windows do not.
 */
export const MOBILE_IMAGE_QUERY = `(pointer: coarse) and (max-width: ${BREAKPOINTS.tabletMax}px)`;

/** Images loading at once (SPEC §9): 1 on mobile, 16 otherwise. */
export function imageLoadConcurrency(mobile: boolean): number {
  return mobile ? IMAGE_LOAD_CONCURRENCY_MOBILE : IMAGE_LOAD_CONCURRENCY;
}

/** The part of `MediaQueryList` the image queue follows. */
export type MobileQuery = Pick<MediaQueryList, 'matches' | 'addEventListener'>;

/**
 * A queue whose concurrency follows `query` (default `MOBILE_IMAGE_QUERY`): 1 while it
 * matches, 16 otherwise, updated when it starts or stops matching.
 */
export function createImageLoadQueue(
  query: MobileQuery = matchMedia(MOBILE_IMAGE_QUERY),
): LoadQueue {
  const queue = new LoadQueue(imageLoadConcurrency(query.matches));
  query.addEventListener('change', () => {
    queue.concurrency = imageLoadConcurrency(query.matches);
  });
  return queue;
}

let pageQueue: LoadQueue | undefined;

/** The page-wide queue every image element loads through (created on first use). */
export function imageLoadQueue(): LoadQueue {
  pageQueue ??= createImageLoadQueue();
  return pageQueue;
}
