/**
 * The one table of cookies the client reads and writes, with their lifetimes (SPEC §9, §3, §4).
 *
 * SPEC names only the visitor cookie (`ss_cvr`, SPEC §7) and the crumb; the other names are ours,
 * chosen in the same short `ss_` style. Lifetimes come from limits.ts; a cookie SPEC gives no
 * lifetime for is a session cookie (`maxAgeMs` undefined).
 */
import {
  ANALYTICS_COOKIE_LIFETIME_MS,
  CONSENT_COOKIE_LIFETIME_MS,
  VISIT_TIMESTAMP_COOKIE_LIFETIME_MS,
  VISITOR_COOKIE_LIFETIME_MS,
} from '../constants/page-limits.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

/** A named cookie: its name and lifetime in ms (undefined: ends with the browser session). */
export interface CookieSpec {
  readonly name: string;
  readonly maxAgeMs: number | undefined;
}

/** Every named cookie, keyed by what it holds. */
export const COOKIES = {
  /** CSRF token the server issues; sent back as the `crumb` field or query parameter (SPEC §7). */
  crumb: { name: 'crumb', maxAgeMs: undefined },
  /** Visitor record: id|first|previous|latest|count (SPEC §3, §5); 2 years. Name from SPEC §7. */
  visitor: { name: 'ss_cvr', maxAgeMs: VISITOR_COOKIE_LIFETIME_MS },
  /** Visit timestamp (SPEC §3, §5); 30 minutes. */
  visitTimestamp: { name: 'ss_cvt', maxAgeMs: VISIT_TIMESTAMP_COOKIE_LIFETIME_MS },
  /** Persistent analytics identifier (SPEC §3); 390 days. */
  analyticsId: { name: 'ss_cid', maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS },
  /** Cookie-banner consent, value `true` or `false` (SPEC §5); 30 days. */
  consent: { name: 'ss_cookieAllowed', maxAgeMs: CONSENT_COOKIE_LIFETIME_MS },
  /** Customer id, a tracking cookie (SPEC §4). */
  customerId: { name: 'ss_custid', maxAgeMs: undefined },
  /** Page visit, a tracking cookie (SPEC §4). */
  pageVisit: { name: 'ss_pvisit', maxAgeMs: undefined },
  /** Visit, a tracking cookie (SPEC §4). */
  visit: { name: 'ss_cvisit', maxAgeMs: undefined },
  /** Cart token; checkout needs it or a cart value (SPEC §2, §5). */
  cart: { name: 'ss_cart', maxAgeMs: undefined },
  /** Shared last-site cookie, removed on logout (SPEC §2). */
  lastSite: { name: 'ss_lastsite', maxAgeMs: undefined },
} as const satisfies Record<string, CookieSpec>;

/**
 * The cookies of the editor's preview frame (SPEC §9), session cookies with the value `true`. A
 * table of their own: the editor and the site server read them, a visitor's page never does.
 */
export const PREVIEW_COOKIES = {
  /** The editor's preview frame is expanded (its panels folded away). */
  expandedPreview: { name: 'ss_expandedpreview', maxAgeMs: undefined },
  /**
   * Safe mode of the preview frame: the server serves the site's pages without the site's own
   * scripts, so a broken one cannot stop its owner editing.
   */
  disableUserScripts: { name: 'ss_disableuserscripts', maxAgeMs: undefined },
} as const satisfies Record<string, CookieSpec>;

/** Key of a named cookie in {@link COOKIES}. */
export type CookieKey = keyof typeof COOKIES;

/**
 * The tracking cookies (SPEC §4: customer id, page visit, visit, visitor, visit time), cleared
 * when a restrictive cookie policy is on and consent is not `true`.
 */
export const TRACKING_COOKIES: readonly string[] = Object.freeze([
  COOKIES.customerId.name,
  COOKIES.pageVisit.name,
  COOKIES.visit.name,
  COOKIES.visitor.name,
  COOKIES.visitTimestamp.name,
]);

/** Writes the named cookie `key` with its table lifetime. */
export function writeNamedCookie(key: CookieKey, value: string): void {
  const { name, maxAgeMs } = COOKIES[key];
  writeCookie(name, value, maxAgeMs === undefined ? {} : { maxAgeMs });
}

/**
 * Deletes every tracking cookie (SPEC §4) at `path` (default `/`). Only those the page has are
 * written: each write makes the browser read the cookie store again at the next read.
 */
export function clearTrackingCookies(path = '/'): void {
  for (const name of TRACKING_COOKIES) if (readCookie(name) !== undefined) deleteCookie(name, path);
}
