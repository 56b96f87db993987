/**
 * Whether a form POST comes from this site: its `Origin`, else its `Referer`, names this host
 * (a browser sends one of them with every form POST; a POST with neither is refused).
 */
import type { IncomingMessage } from 'node:http';

export function isSameOrigin(req: IncomingMessage): boolean {
  const from = req.headers.origin ?? req.headers.referer;
  if (!from) return false;
  try {
    return new URL(from).host === req.headers.host;
  } catch {
    return false;
  }
}
