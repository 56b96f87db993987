/**
 * Adaptive throttle (SPEC §9: the throttle keeps 22 samples and waits twice the average run
 * time).
 */
import { THROTTLE_SAMPLES, THROTTLE_WAIT_FACTOR } from '../constants/limits.ts';

/** The time source and timers a throttle uses; tests pass a fake one. */
export interface ThrottleClock {
  /** Current time in ms. */
  now(): number;
  /** Calls `callback` after `ms` ms; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a call scheduled by `setTimeout`. */
  clearTimeout(handle: unknown): void;
}

/** Wall-clock time from `performance.now()` with the page's timers. */
export const browserClock: ThrottleClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A throttled function; calling it never returns the wrapped function's result. */
export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a waiting trailing call and ends the current wait, so the next call runs at once. */
  cancel(): void;
  /** Average duration in ms of the last runs (at most `THROTTLE_SAMPLES`); 0 before any run. */
  readonly averageRunMs: number;
  /** The wait after a run: `THROTTLE_WAIT_FACTOR` times the average run time. */
  readonly waitMs: number;
  /** Whether a trailing call is waiting to run. */
  readonly pending: boolean;
}

/**
 * Wraps `fn` so that it runs at most once per wait (SPEC §9). Each run's duration is measured
 * (for a function returning a promise, until the promise settles) and the last 22 durations are
 * kept; after a run ends the wrapper waits twice their average before the next run.
 *
 * A call while idle runs `fn` at once. Calls during a run or a wait are coalesced into one
 * trailing run, with the latest arguments, when the wait ends. An error thrown by an immediate
 * run reaches the caller; errors of trailing runs and rejected promises go to `reportError`.
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => unknown,
  options: { clock?: ThrottleClock } = {},
): Throttled<Args> {
  const clock = options.clock ?? browserClock;
  const samples: number[] = [];
  let running = false;
  let timer: unknown;
  let waiting = false;
  let pendingArgs: Args | undefined;

  const averageRunMs = () =>
    samples.length === 0 ? 0 : samples.reduce((sum, ms) => sum + ms, 0) / samples.length;

  const endWait = () => {
    waiting = false;
    timer = undefined;
    const args = pendingArgs;
    pendingArgs = undefined;
    if (args) {
      try {
        run(args);
      } catch (error) {
        reportError(error);
      }
    }
  };

  const finishRun = (startedAt: number) => {
    samples.push(clock.now() - startedAt);
    if (samples.length > THROTTLE_SAMPLES) samples.shift();
    running = false;
    waiting = true;
    timer = clock.setTimeout(endWait, THROTTLE_WAIT_FACTOR * averageRunMs());
  };

  const run = (args: Args) => {
    running = true;
    const startedAt = clock.now();
    let result: unknown;
    try {
      result = fn(...args);
    } catch (error) {
      finishRun(startedAt);
      throw error;
    }
    if (isThenable(result)) {
      result.then(
        () => finishRun(startedAt),
        (error: unknown) => {
          finishRun(startedAt);
          reportError(error);
        },
      );
    } else {
      finishRun(startedAt);
    }
  };

  const throttled = (...args: Args) => {
    if (running || waiting) {
      pendingArgs = args;
      return;
    }
    run(args);
  };

  return Object.defineProperties(throttled, {
    cancel: {
      value: () => {
        pendingArgs = undefined;
        if (waiting) clock.clearTimeout(timer);
        waiting = false;
        timer = undefined;
      },
    },
    averageRunMs: { get: averageRunMs },
    waitMs: { get: () => THROTTLE_WAIT_FACTOR * averageRunMs() },
    pending: { get: () => pendingArgs !== undefined },
  }) as Throttled<Args>;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
