/**
 * The SPEC §9 limits every page's runtime needs from the start: cookie lifetimes (consent and the
 * tracking cookies it clears), how many script errors are kept before the error reporter's code
 * arrives, and the chunk time-out (SPEC §2). limits.ts re-exports them: it stays the one table.
 */

export const VISITOR_COOKIE_LIFETIME_MS = 63_072_000_000; // 2 years
export const VISIT_TIMESTAMP_COOKIE_LIFETIME_MS = 30 * 60 * 1000; // 30 minutes
export const ANALYTICS_COOKIE_LIFETIME_MS = 390 * 24 * 60 * 60 * 1000; // 390 days
export const CONSENT_COOKIE_LIFETIME_MS = 2_592_000_000; // 30 days
export const ERROR_REPORT_MAX_QUEUED = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000; // SPEC §2
