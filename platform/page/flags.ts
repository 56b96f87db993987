/**
 * The query flags every page answers to (SPEC §2, ARCHITECTURE.md public contract 7):
 *
 * - `noredirect`: a signed-in editor stays on the public site instead of being sent to the
 *   configuration area; remembered for the browser session (sessionStorage), so the next pages
 *   opened in the same tab need not carry it. `noredirect=false` (or `0`) does not count;
 * - `logout=true`: the page shows the notice 'Logout Successful';
 * - `sqsscreenshot=true`: popups and the cookie banner stay hidden (screenshots of the site);
 * - `nomotion=true`: no gallery autoplay and no animations.
 *
 * Each reader takes the page address (default: the current one), so it can be asked about any
 * URL; an invalid URL reads as no flags (and is reported once by the query-param helper).
 */
import { getQueryParams } from '../url/query-param.ts';

/** The flag names, as they appear in the query string. */
export const QUERY_FLAGS = {
  noRedirect: 'noredirect',
  logout: 'logout',
  screenshot: 'sqsscreenshot',
  noMotion: 'nomotion',
} as const;

/** The sessionStorage key under which `noredirect` is remembered for the session. */
export const NO_REDIRECT_STORAGE_KEY = 'sq-noredirect';

/** Whether flag `name` is `true` in `url`'s query. */
function isTrue(name: string, url: string | URL): boolean {
  return getQueryParams(url).get(name) === 'true';
}

/** Session storage, or undefined when the browser refuses it (privacy modes, sandboxed frames). */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether `url` carries `noredirect` now: `?noredirect`, `?noredirect=true` or any value other
 * than `false` and `0`.
 */
export function hasNoRedirectParam(url: string | URL = location.href): boolean {
  const value = getQueryParams(url).get(QUERY_FLAGS.noRedirect);
  return value !== null && value !== 'false' && value !== '0';
}

/**
 * Whether the owner redirect is suppressed (SPEC §2): `noredirect` is in `url`, or it was in an
 * earlier page of this browser session. Seeing it in `url` remembers it in sessionStorage (a
 * browser refusing storage only loses the memory; nothing throws).
 */
export function isNoRedirect(url: string | URL = location.href): boolean {
  const store = sessionStore();
  if (hasNoRedirectParam(url)) {
    try {
      store?.setItem(NO_REDIRECT_STORAGE_KEY, 'true');
    } catch {
      // Storage full or refused: the flag still holds for this page.
    }
    return true;
  }
  try {
    return store?.getItem(NO_REDIRECT_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Forgets a remembered `noredirect` (the session's later pages redirect again). */
export function forgetNoRedirect(): void {
  try {
    sessionStore()?.removeItem(NO_REDIRECT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** Whether the page was opened after a logout, `logout=true` (SPEC §2). */
export function isLogoutFlag(url: string | URL = location.href): boolean {
  return isTrue(QUERY_FLAGS.logout, url);
}

/**
 * Whether the page is being captured for a screenshot, `sqsscreenshot=true` (SPEC §2): popups
 * and the cookie banner are not shown.
 */
export function isScreenshotMode(url: string | URL = location.href): boolean {
  return isTrue(QUERY_FLAGS.screenshot, url);
}

/**
 * Whether motion is turned off by `nomotion=true` (SPEC §2): galleries do not autoplay and
 * elements skip their animations. (The visitor's `prefers-reduced-motion` is a separate
 * question; elements ask both through `prefersReducedMotion()` in elements/shared/motion.ts.)
 */
export function isMotionDisabled(url: string | URL = location.href): boolean {
  return isTrue(QUERY_FLAGS.noMotion, url);
}

/** `url` without query parameter `name` (other parameters and the hash kept), as a string. */
export function withoutQueryParam(url: string | URL, name: string): string {
  const next = new URL(url, location.href);
  next.searchParams.delete(name);
  return next.href;
}
