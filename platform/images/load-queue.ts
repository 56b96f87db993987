/**
 * A bounded-concurrency task queue, and the page-wide queue images load through
 * (SPEC §9: 16 at a time, 1 on mobile).
 */
import {
  BREAKPOINTS,
  IMAGE_LOAD_CONCURRENCY,
  IMAGE_LOAD_CONCURRENCY_MOBILE,
} from '../constants/limits.ts';

/**
 * Runs tasks first-in first-out with at most `concurrency` running at once. A task counts as
 * running until the promise it returns settles.
 */
export class LoadQueue {
  #concurrency!: number;
  #running = 0;
  /** The start functions of the waiting tasks, in order. */
  readonly #waiting: (() => void)[] = [];

  constructor(concurrency: number) {
    this.concurrency = concurrency;
  }

  /** Most tasks running at once. Raising it starts waiting tasks at once. */
  get concurrency(): number {
    return this.#concurrency;
  }

  /** @throws {RangeError} when `value` is not a whole number ≥ 1 (the concurrency stays as it was). */
  set concurrency(value: number) {
    if (!Number.isInteger(value) || value < 1) {
      throw new RangeError(`LoadQueue concurrency must be a whole number ≥ 1, got ${value}`);
    }
    this.#concurrency = value;
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
      signal?.throwIfAborted();
      const drop = (): void => {
        this.#waiting.splice(this.#waiting.indexOf(start), 1);
        reject(signal!.reason);
      };
      const start = (): void => {
        signal?.removeEventListener('abort', drop);
        this.#running++;
        // A task that throws instead of rejecting rejects all the same.
        new Promise<T>((settle) => settle(task(signal))).then(resolve, reject).finally(() => {
          this.#running--;
          this.#drain();
        });
      };
      signal?.addEventListener('abort', drop, { once: true });
      this.#waiting.push(start);
      this.#drain();
    });
  }

  #drain(): void {
    while (this.#running < this.#concurrency && this.#waiting.length) this.#waiting.shift()!();
  }
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
