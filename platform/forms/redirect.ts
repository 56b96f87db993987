/** Where a form may send the visitor after a successful submission. */

const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * `target` as an address to navigate to, resolved against `base` (default: this page's
 * address), or undefined when it is blank, not a valid URL, or not http(s): `javascript:`,
 * `data:`, `mailto:` and every other scheme are refused. Relative paths ('/thanks') and other
 * origins over http(s) pass.
 */
export function safeRedirectUrl(target: string, base: string = location.href): URL | undefined {
  if (target.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(target.trim(), base);
  } catch {
    return undefined;
  }
  return SAFE_PROTOCOLS.has(url.protocol) ? url : undefined;
}
