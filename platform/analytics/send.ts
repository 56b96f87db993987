/**
 * How analytics calls travel (SPEC §7): form-encoded POSTs carrying the crumb, with the SPEC §9
 * tracking time-out, and `navigator.sendBeacon` for what must leave while the page is hidden.
 * Nothing here throws or logs: callers decide what a failure means (SPEC §7: swallowed).
 */
import { TRACKING_TIMEOUT_MS } from '../constants/limits.ts';
import { COOKIES } from '../cookies/cookie-names.ts';
import { readCookie } from '../cookies/cookies.ts';

/** Fields of a form-encoded analytics call; undefined values are left out. */
export type FormFields = Record<string, unknown>;

/**
 * `fields` as a form body with the `crumb` cookie's value as its `crumb` field (SPEC §7): strings
 * and numbers as they are, `null` as an empty value, objects and arrays as JSON text.
 */
export function formBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  const crumb = readCookie(COOKIES.crumb.name);
  if (crumb !== undefined && fields.crumb === undefined) body.set('crumb', crumb);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) body.append(key, '');
    else if (typeof value === 'object') body.append(key, JSON.stringify(value));
    else body.append(key, String(value));
  }
  return body;
}

/** Options of {@link postForm}. */
export interface PostFormOptions {
  /** Lets the request outlive the page (a click that navigates away). */
  keepalive?: boolean;
}

/**
 * POSTs `fields` form-encoded to `url`, giving up after `TRACKING_TIMEOUT_MS` (2500 ms, SPEC §9).
 * @returns the answer's HTTP status; 0 when no answer came (network failure or time-out).
 */
export async function postForm(
  url: string,
  fields: FormFields,
  options: PostFormOptions = {},
): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: formBody(fields),
      credentials: 'same-origin',
      keepalive: options.keepalive ?? false,
      signal: AbortSignal.timeout(TRACKING_TIMEOUT_MS),
    });
    // The body is never read (SPEC §7: the response is unused); let the connection finish.
    void response.body?.cancel().catch(() => undefined);
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Hands `fields`, form-encoded, to `navigator.sendBeacon` for `url`: the browser sends it even
 * while the page is hidden or unloading, without holding up the main thread.
 * @returns whether the browser accepted the beacon
 */
export function beaconForm(url: string, fields: FormFields): boolean {
  try {
    return (
      typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, formBody(fields))
    );
  } catch {
    return false;
  }
}
