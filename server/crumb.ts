/**
 * The crumb (CSRF token, SPEC §7). Every page answer sets a `crumb` cookie when the visitor has
 * no valid one. Every write call under `/api/` (POST, PUT, DELETE) must send the same value back
 * as a `crumb` query parameter, a `crumb` form or JSON field, or an `X-CSRF-Token` header. A
 * missing, stale (not issued by this store) or mismatching crumb is answered with 200
 * `{crumbFail: true, crumb: NEW}` and a fresh cookie, so the client can store it and retry once.
 *
 * A crumb is 16 random characters followed by 16 characters of their HMAC under a secret kept
 * in the store, so crumbs stay valid across restarts of the same data folder.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Cookie name of the crumb (platform/cookies/cookie-names.ts `COOKIES.crumb`). */
export const CRUMB_COOKIE = 'crumb';

/** Header a script may carry the crumb in. */
export const CRUMB_HEADER = 'x-csrf-token';

const PART = 16;

/** Issues and verifies crumbs signed with one secret. */
export class Crumbs {
  constructor(private readonly secret: string) {}

  /** A new crumb. */
  issue(): string {
    const nonce = randomBytes(12).toString('base64url');
    return nonce + this.sign(nonce);
  }

  /** Whether `crumb` was issued with this secret. */
  isValid(crumb: string | undefined): crumb is string {
    if (crumb === undefined || crumb.length !== PART * 2) return false;
    const expected = Buffer.from(this.sign(crumb.slice(0, PART)));
    const given = Buffer.from(crumb.slice(PART));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(nonce: string): string {
    return createHmac('sha256', this.secret).update(nonce).digest('base64url').slice(0, PART);
  }
}

/** The crumb a request carries: query parameter, then header, then body field. */
export function requestCrumb(
  url: URL,
  headers: IncomingHttpHeaders,
  body: unknown,
): string | undefined {
  const fromQuery = url.searchParams.get('crumb');
  if (fromQuery) return fromQuery;
  const header = headers[CRUMB_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const field = (body as Record<string, unknown>).crumb;
    if (typeof field === 'string' && field !== '') return field;
  }
  return undefined;
}

/** Whether a write request's crumb is good: the cookie is valid and the request sent the same. */
export function crumbAccepted(
  crumbs: Crumbs,
  cookie: string | undefined,
  sent: string | undefined,
): boolean {
  return crumbs.isValid(cookie) && sent !== undefined && sent === cookie;
}
