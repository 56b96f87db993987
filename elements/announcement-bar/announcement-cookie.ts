/**
 * The cookie that remembers a dismissed announcement (see server/pages/announcement-bar.ts, which
 * reads it, and a server test that keeps the two names in step): its value is the announcement's
 * id, a hash of the site's own text, so it identifies no one. A preference, kept for a year.
 */
export const ANNOUNCEMENT_COOKIE = 'sq-announcement-dismissed';

/** How long a dismissal is remembered: a year, in ms. */
export const ANNOUNCEMENT_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
