/**
 * Writing answers: JSON, HTML, bytes and redirects. A compressible body of 1 kB or more is
 * gzipped for a request that accepts gzip (see ./compress.ts).
 */
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { variesByEncoding, varyOnEncoding, wantsGzip } from './compress.ts';

/** Answers `body` as JSON with `status`. Never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), 'no-store');
}

/** Answers an HTML document with `status`. Never cached (pages carry the visitor's session). */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  send(res, status, 'text/html; charset=utf-8', html, 'no-store');
}

/**
 * Answers `body` with a content type and cache policy; a HEAD request gets the headers only.
 * A compressible body of 1 kB or more carries `Vary: Accept-Encoding` and is gzipped when the
 * request accepts gzip.
 */
export function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  cacheControl: string,
): void {
  if (res.headersSent || res.destroyed) return;
  let bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (variesByEncoding(contentType, bytes.length)) {
    varyOnEncoding(res);
    if (wantsGzip(res.req)) {
      bytes = gzipSync(bytes);
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('Content-Length', bytes.length);
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

/** Answers a redirect (`302` unless told) to `location`. */
export function redirect(res: ServerResponse, location: string, status = 302): void {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', 0);
  res.end();
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
