/**
 * Counting events per key within a sliding time window, in memory (rate limits: accepted form
 * submissions, failed sign-ins).
 */

/** The times of events per key; times older than the window asked about are dropped. */
export class WindowCounter {
  readonly #times = new Map<string, number[]>();

  /** The times (ms since the epoch, oldest first) of `key`'s events in the last `windowMs`. */
  recent(key: string, windowMs: number, now = Date.now()): readonly number[] {
    const times = (this.#times.get(key) ?? []).filter((time) => time > now - windowMs);
    if (times.length) this.#times.set(key, times);
    else this.#times.delete(key);
    return times;
  }

  /** Counts one event of `key` now (keeping the events of the last `windowMs`). */
  add(key: string, windowMs: number, now = Date.now()): void {
    this.#times.set(key, [...this.recent(key, windowMs, now), now]);
  }

  /** Forgets `key`'s events. */
  clear(key: string): void {
    this.#times.delete(key);
  }
}
