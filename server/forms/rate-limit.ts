/**
 * Per-visitor submission counting for a form's `rateLimit` (SPEC §8 429 form status): the times
 * of accepted submissions are kept in memory, per form and visitor, for the form's window.
 */
import { WindowCounter } from '../http/window-counter.ts';
import type { RateLimitConfig } from './form-config.ts';

/** Counts accepted submissions per form and visitor. */
export class SubmissionRateLimiter {
  readonly #accepted = new WindowCounter();

  /** Whether `visitor` has used up `limit` for `formId` (false without a limit). */
  exceeded(formId: string, visitor: string, limit: RateLimitConfig | undefined): boolean {
    if (!limit) return false;
    return (
      this.#accepted.recent(JSON.stringify([formId, visitor]), limit.windowMs).length >= limit.max
    );
  }

  /** Counts one accepted submission of `visitor` to `formId` (kept only under a limit). */
  record(formId: string, visitor: string, limit: RateLimitConfig | undefined): void {
    if (!limit) return;
    this.#accepted.add(JSON.stringify([formId, visitor]), limit.windowMs);
  }
}
