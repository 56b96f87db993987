/**
 * Reading the Cookie header and writing Set-Cookie headers.
 */
import type { ServerResponse } from 'node:http';

/** The cookies of a Cookie header, values URI-decoded (first of a repeated name wins). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (name === '' || name in cookies) continue;
    const raw = pair
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** Attributes of a Set-Cookie header. */
export interface SetCookieOptions {
  /** Lifetime in seconds; omitted: a session cookie; 0: delete. */
  maxAgeS?: number;
  httpOnly?: boolean;
  path?: string;
  /** Default `Lax`. */
  sameSite?: 'Strict' | 'Lax';
}

/** A Set-Cookie header value (`Path=/`, `SameSite=Lax` unless told). */
export function serializeCookie(
  name: string,
  value: string,
  options: SetCookieOptions = {},
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.maxAgeS !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeS)}`);
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** Adds a Set-Cookie header to `res` (several may be added). */
export function setCookie(
  res: ServerResponse,
  name: string,
  value: string,
  options?: SetCookieOptions,
): void {
  res.appendHeader('Set-Cookie', serializeCookie(name, value, options));
}

/** Adds a Set-Cookie header that deletes cookie `name` (set with `options`' path and flags). */
export function clearCookie(
  res: ServerResponse,
  name: string,
  options: Omit<SetCookieOptions, 'maxAgeS'> = {},
): void {
  setCookie(res, name, '', { ...options, maxAgeS: 0 });
}
