/**
 * Per-visitor submission counting for a form's `rateLimit` (SPEC §8 429 form status): the times
 * of accepted submissions are kept in memory, per form and visitor, for the form's window.
 */
import type { RateLimitConfig } from './form-config.ts';

/** Counts accepted submissions per form and visitor. */
export class SubmissionRateLimiter {
  readonly #accepted = new Map<string, number[]>();

  #recent(formId: string, visitor: string, windowMs: number): number[] {
    const key = JSON.stringify([formId, visitor]);
    const since = Date.now() - windowMs;
    const times = (this.#accepted.get(key) ?? []).filter((time) => time > since);
    if (times.length) this.#accepted.set(key, times);
    else this.#accepted.delete(key);
    return times;
  }

  /** Whether `visitor` has used up `limit` for `formId` (false without a limit). */
  exceeded(formId: string, visitor: string, limit: RateLimitConfig | undefined): boolean {
    if (!limit) return false;
    return this.#recent(formId, visitor, limit.windowMs).length >= limit.max;
  }

  /** Counts one accepted submission of `visitor` to `formId` (kept only under a limit). */
  record(formId: string, visitor: string, limit: RateLimitConfig | undefined): void {
    if (!limit) return;
    const times = this.#recent(formId, visitor, limit.windowMs);
    times.push(Date.now());
    this.#accepted.set(JSON.stringify([formId, visitor]), times);
  }
}
