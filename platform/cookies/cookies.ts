/** Reads, writes and deletes cookies of the current document. */

export interface CookieOptions {
  /** Lifetime in milliseconds; omitted means a session cookie. */
  maxAgeMs?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The value of cookie `name`, decoded, or undefined when absent. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Writes cookie `name`; `maxAgeMs` becomes `max-age` in whole seconds. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeMs !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeMs / 1000)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Removes cookie `name` (at `path`, default `/`). */
export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0`;
}

/** Whether the browser accepts cookies for this document. */
export function cookiesEnabled(): boolean {
  return navigator.cookieEnabled;
}
