/**
 * Serving files from a folder: content type by extension, ETag revalidation, cache headers
 * (a file whose name carries a build hash is cached for a year; anything else revalidates), and
 * gzip for compressible files of 1 kB or more, compressed once per file version and kept in
 * memory.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { variesByEncoding, varyOnEncoding, wantsGzip } from './http/compress.ts';

const gzipAsync = promisify(gzip);

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
  '.wav': 'audio/wav',
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

/** Largest file served gzipped; a bigger one is sent as it is. */
export const MAX_GZIP_FILE_BYTES = 8 * 1024 * 1024;
/** Gzipped bytes kept in memory, in all; the least recently used files leave first. */
const GZIP_CACHE_BYTES = 64 * 1024 * 1024;

interface GzippedFile {
  readonly mtimeMs: number;
  readonly size: number;
  readonly bytes: Promise<Buffer>;
  length: number;
}

/** Gzipped files by path; an entry holds one version (mtime and size) of its file. */
const gzipCache = new Map<string, GzippedFile>();
let gzipCacheBytes = 0;

function forget(path: string, entry: GzippedFile): void {
  if (gzipCache.get(path) !== entry) return;
  gzipCache.delete(path);
  gzipCacheBytes -= entry.length;
}

/** The gzipped bytes of the file at `path` as `stats` describe it, compressed at most once. */
function gzippedFile(path: string, stats: Stats): Promise<Buffer> {
  const cached = gzipCache.get(path);
  if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
    gzipCache.delete(path);
    gzipCache.set(path, cached);
    return cached.bytes;
  }
  if (cached) forget(path, cached);
  const entry: GzippedFile = {
    mtimeMs: stats.mtimeMs,
    size: stats.size,
    bytes: readFile(path).then((data) => gzipAsync(data)),
    length: 0,
  };
  gzipCache.set(path, entry);
  entry.bytes.then(
    (bytes) => {
      if (gzipCache.get(path) !== entry) return;
      entry.length = bytes.length;
      gzipCacheBytes += bytes.length;
      for (const [oldPath, old] of gzipCache) {
        if (gzipCacheBytes <= GZIP_CACHE_BYTES || old === entry) break;
        forget(oldPath, old);
      }
    },
    () => forget(path, entry),
  );
  return entry.bytes;
}

/** Whether an If-None-Match header value names `etag` (weak comparison) or is `*`. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The byte range a `Range: bytes=…` header asks of a file of `size` bytes: `{start, end}`
 * (inclusive), `'unsatisfiable'` for a range past the end, undefined when there is no single
 * byte range to honour (no header, several ranges, another unit: the whole file is sent).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    // A suffix range: the last N bytes.
    const length = Math.min(Number(last), size);
    return length > 0 ? { start: size - length, end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start < size && start <= end ? { start, end } : 'unsatisfiable';
}

/**
 * Answers the file at `path` (GET or HEAD); 304 when the request's ETag still matches. A
 * compressible file of 1 kB to {@link MAX_GZIP_FILE_BYTES} carries `Vary: Accept-Encoding`, and
 * a GET that accepts gzip gets it gzipped, with its own ETag (`-gz` added). Other files honour a
 * single byte range (206, or 416 past the end), so a video can seek.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  stats: Stats,
): void {
  const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const varies = variesByEncoding(contentType, stats.size) && stats.size <= MAX_GZIP_FILE_BYTES;
  const gzipped = varies && wantsGzip(req);
  const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  const etag = gzipped ? `W/"${version}-gz"` : `W/"${version}"`;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', isHashedName(path) ? IMMUTABLE : REVALIDATE);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (varies) varyOnEncoding(res);
  if (etagMatches(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  if (gzipped) {
    gzippedFile(path, stats).then(
      (bytes) => {
        if (res.destroyed) return;
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', bytes.length);
        res.end(bytes);
      },
      () => res.destroy(),
    );
    return;
  }
  if (!varies) res.setHeader('Accept-Ranges', 'bytes');
  const range = varies ? undefined : requestedRange(req.headers.range, stats.size);
  if (range === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${stats.size}`);
    res.end();
    return;
  }
  if (range) {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`);
  }
  res.setHeader('Content-Length', range ? range.end - range.start + 1 : stats.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path, range)
    .on('error', () => res.destroy())
    .pipe(res);
}
