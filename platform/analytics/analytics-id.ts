/**
 * The persistent analytics identifier (SPEC §3 "Visit cookies", §4, §8, §9): a random id kept
 * in the `ss_cid` cookie and in local storage with an expiry key, both living 390 days from the
 * id's creation. Once the expiry passes, the stored id is cleared and a new one is made.
 */
import { ANALYTICS_COOKIE_LIFETIME_MS } from '../constants/limits.ts';
import { COOKIES } from '../cookies/cookie-names.ts';
import { deleteCookie, readCookie, writeCookie } from '../cookies/cookies.ts';
import { trackingAllowed } from '../consent/consent.ts';

/** Local-storage key of the analytics id (the cookie's name). */
export const ANALYTICS_ID_STORAGE_KEY = COOKIES.analyticsId.name;
/** Local-storage key of the id's expiry, ms since the epoch. */
export const ANALYTICS_ID_EXPIRY_KEY = `${COOKIES.analyticsId.name}_expires`;
/**
 * The console warning when the id cannot be stored in local storage (SPEC §8: only warned
 * about); the failure itself is the warning's second argument.
 */
export const ANALYTICS_ID_STORE_WARNING = '[sq-analytics] could not store the analytics id';

/** What local storage holds: a live id with its expiry, an expired one (now cleared), or none. */
type Stored = { id: string; expires: number } | 'expired' | 'none';

function readStored(now: number): Stored {
  try {
    const store = window.localStorage;
    const id = store.getItem(ANALYTICS_ID_STORAGE_KEY);
    if (id === null) return 'none';
    const expires = Number(store.getItem(ANALYTICS_ID_EXPIRY_KEY) ?? NaN);
    if (id !== '' && Number.isFinite(expires) && expires > now) return { id, expires };
    // SPEC §4: analytics-id expiry clears the stored id once passed.
    store.removeItem(ANALYTICS_ID_STORAGE_KEY);
    store.removeItem(ANALYTICS_ID_EXPIRY_KEY);
    return 'expired';
  } catch {
    return 'none';
  }
}

/**
 * The analytics id: the one in local storage while its expiry has not passed, else the cookie's.
 * An expired id is cleared from storage and cookie (SPEC §4).
 * @returns the id, or undefined when there is none
 */
export function readAnalyticsId(now: number = Date.now()): string | undefined {
  const stored = readStored(now);
  if (typeof stored === 'object') return stored.id;
  if (stored === 'expired') {
    deleteCookie(COOKIES.analyticsId.name);
    return undefined;
  }
  const cookie = readCookie(COOKIES.analyticsId.name);
  return cookie === undefined || cookie === '' ? undefined : cookie;
}

/**
 * The analytics id, kept when tracking is allowed (consent): the live id (local storage, then
 * the cookie) or a new random one. The cookie and local storage both get it, expiring 390 days
 * (SPEC §9) after the id was made. A local-storage failure (private mode, full storage) is
 * only warned about, `console.warn(ANALYTICS_ID_STORE_WARNING, error)` (SPEC §8); the cookie
 * still holds the id.
 * @returns the id; undefined when tracking is not allowed (nothing is read, made or written)
 */
export function ensureAnalyticsId(now: number = Date.now()): string | undefined {
  if (!trackingAllowed()) return undefined;
  const stored = readStored(now);
  let id: string;
  let expires = now + ANALYTICS_COOKIE_LIFETIME_MS;
  if (typeof stored === 'object') ({ id, expires } = stored);
  else {
    const cookie = stored === 'none' ? readCookie(COOKIES.analyticsId.name) : undefined;
    id = cookie === undefined || cookie === '' ? crypto.randomUUID() : cookie;
  }
  writeCookie(COOKIES.analyticsId.name, id, { maxAgeMs: expires - now });
  try {
    window.localStorage.setItem(ANALYTICS_ID_STORAGE_KEY, id);
    window.localStorage.setItem(ANALYTICS_ID_EXPIRY_KEY, String(expires));
  } catch (error) {
    console.warn(ANALYTICS_ID_STORE_WARNING, error);
  }
  return id;
}
