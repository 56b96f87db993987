/**
 * Compression of answers: which answers are gzipped (a compressible type of at least
 * {@link MIN_GZIP_BYTES}, to a GET that accepts gzip) and the Vary header that goes with them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Smallest body worth compressing, in bytes. */
export const MIN_GZIP_BYTES = 1024;

/** Media types that shrink under gzip (images other than SVG are compressed already). */
const COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set([
  'text/html',
  'text/css',
  'text/javascript',
  'text/plain',
  'application/javascript',
  'application/json',
  'application/xml',
  'image/svg+xml',
]);

/** Whether `contentType` (parameters allowed) is a type worth compressing. */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return COMPRESSIBLE_TYPES.has(type);
}

/**
 * Whether an answer of `contentType` and `size` bytes depends on the request's Accept-Encoding
 * (it is gzipped for a request that accepts gzip): such an answer carries `Vary: Accept-Encoding`.
 */
export function variesByEncoding(contentType: string, size: number): boolean {
  return size >= MIN_GZIP_BYTES && isCompressibleType(contentType);
}

function qValue(params: readonly string[]): number {
  for (const param of params) {
    const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
    if (match) {
      const q = Number(match[1]);
      return Number.isFinite(q) ? q : 0;
    }
  }
  return 1;
}

/**
 * Whether an Accept-Encoding header value accepts gzip: `gzip` (or `x-gzip`) with a q-value
 * above 0, or else `*` with a q-value above 0. No header accepts nothing but identity.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let named: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim());
    const name = coding.toLowerCase();
    if (name === 'gzip' || name === 'x-gzip') named = Math.max(named ?? 0, qValue(params));
    else if (name === '*') any = qValue(params);
  }
  return (named ?? any ?? 0) > 0;
}

/** Whether `req` gets the gzipped variant of an answer that varies by encoding (never HEAD). */
export function wantsGzip(req: IncomingMessage): boolean {
  return req.method !== 'HEAD' && acceptsGzip(req.headers['accept-encoding']);
}

/** Adds `Accept-Encoding` to the answer's Vary header, keeping the names it holds already. */
export function varyOnEncoding(res: ServerResponse): void {
  const current = res.getHeader('Vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  res.setHeader('Vary', [...names, 'Accept-Encoding'].join(', '));
}
