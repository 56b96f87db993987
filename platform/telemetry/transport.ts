/**
 * How telemetry reaches the server (SPEC §7): every call carries the crumb (CSRF token, SPEC §7)
 * read from the crumb cookie, and every failure is swallowed by the caller.
 *
 * - {@link postJson}: a `fetch` POST of JSON with the crumb in the `X-CSRF-Token` header (the
 *   header the site server checks, server/crumb.ts); a `crumbFail` answer stores the new crumb
 *   and repeats the call once.
 * - {@link beaconOrXhr}: `navigator.sendBeacon` (never blocks the page, outlives it), and an
 *   asynchronous XHR when the browser refuses the beacon (too large, or no beacon at all). A
 *   beacon cannot carry a header, so the crumb goes in the `crumb` query parameter.
 */
import { COOKIES } from '../cookies/cookie-names.ts';
import { cookiesEnabled, readCookie, writeCookie } from '../cookies/cookies.ts';

/** The header that carries the crumb on a script's write call (server/crumb.ts `CRUMB_HEADER`). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** The crumb cookie's value, or undefined when there is none. */
export function currentCrumb(): string | undefined {
  const value = readCookie(COOKIES.crumb.name);
  return value === undefined || value === '' ? undefined : value;
}

/** `path` (resolved against the page) with the crumb as `crumb` query parameter when there is one. */
export function withCrumb(path: string): string {
  const url = new URL(path, location.href);
  const crumb = currentCrumb();
  if (crumb !== undefined) url.searchParams.set('crumb', crumb);
  return url.href;
}

/** Request headers of a JSON write call: the content type and the crumb header when known. */
function jsonHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const crumb = currentCrumb();
  if (crumb !== undefined) headers[CSRF_HEADER] = crumb;
  return headers;
}

/** The new crumb of a `{crumbFail: true, crumb}` answer, else undefined. */
async function freshCrumb(response: Response): Promise<string | undefined> {
  if (!response.ok) return undefined;
  const answer: unknown = await response.json().catch(() => undefined);
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { crumbFail, crumb } = answer as { crumbFail?: unknown; crumb?: unknown };
  return crumbFail === true && typeof crumb === 'string' && crumb !== '' ? crumb : undefined;
}

/**
 * POSTs `body` (JSON text) to `path` with the crumb header. When the server answers that the
 * crumb is stale, the new crumb is stored and the call repeated once (when cookies work).
 * Rejects on a network failure; the caller swallows it.
 */
export async function postJson(path: string, body: string): Promise<void> {
  const send = () =>
    fetch(path, { method: 'POST', credentials: 'same-origin', headers: jsonHeaders(), body });
  const crumb = await freshCrumb(await send());
  if (crumb === undefined || !cookiesEnabled()) return;
  writeCookie(COOKIES.crumb.name, crumb);
  await send();
}

/** How {@link beaconOrXhr} sent: by beacon, by XHR (the beacon was refused), or not at all. */
export type BeaconResult = 'beacon' | 'xhr' | 'failed';

/**
 * Sends `body` (JSON text) to `path` without blocking the page: `navigator.sendBeacon` first
 * (as `text/plain`, which the site server reads as JSON), an asynchronous XHR when the browser
 * refuses the beacon. Never throws.
 */
export function beaconOrXhr(path: string, body: string): BeaconResult {
  const url = withCrumb(path);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) {
      return 'beacon';
    }
  } catch {
    // A beacon that throws is refused like one that answers false.
  }
  try {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url, true);
    for (const [name, value] of Object.entries(jsonHeaders())) xhr.setRequestHeader(name, value);
    xhr.send(body);
    return 'xhr';
  } catch {
    return 'failed';
  }
}
