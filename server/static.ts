/**
 * Serving files from a folder: content type by extension, ETag revalidation, and cache headers
 * (a file whose name carries a build hash is cached for a year; anything else revalidates).
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Content types by file extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** Cache-Control of a file that never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of a file that may change under its name. */
export const REVALIDATE = 'no-cache';

/**
 * Whether `name` carries a build hash: `name-HASH.ext` with an 8-character hash holding a digit
 * or an upper-case letter (so `sq-lightbox.js` is not taken for one).
 */
export function isHashedName(name: string): boolean {
  const match = /-([A-Za-z0-9_]{8})\.[A-Za-z0-9]+$/.exec(name);
  return match !== null && /[0-9A-Z]/.test(match[1]!);
}

/**
 * The file `relativePath` names inside `root`, or undefined when it does not exist, is not a
 * file, leaves `root`, or has a hidden segment.
 */
export function fileInside(
  root: string,
  relativePath: string,
): { path: string; stats: Stats } | undefined {
  if (relativePath.includes('\0') || relativePath.includes('\\')) return undefined;
  const segments = relativePath.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.'))) return undefined;
  const base = resolve(root);
  const path = resolve(base, ...segments);
  if (!path.startsWith(base + sep)) return undefined;
  try {
    const stats = statSync(path);
    return stats.isFile() ? { path, stats } : undefined;
  } catch {
    return undefined;
  }
}

/** Answers the file at `path` (GET or HEAD); 304 when the request's ETag still matches. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  stats: Stats,
): void {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  res.setHeader(
    'Content-Type',
    CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
  );
  res.setHeader('Cache-Control', isHashedName(path) ? IMMUTABLE : REVALIDATE);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', stats.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path)
    .on('error', () => res.destroy())
    .pipe(res);
}
