/**
 * Test video server for `<sq-video>` tests (web-test-runner middleware).
 *
 * GET /test-videos/NAME.webm
 *   The demo video (demo/videos/glaze.webm, a 4 s VP9 clip) under any NAME, so each test can ask
 *   for an address no earlier test used. Answers byte ranges (`Range: bytes=a-b`, 206) as media
 *   players expect. A NAME starting with `missing` answers 404.
 * GET /test-videos/log?name=TEXT
 *   JSON list of the video requests received whose URL contains TEXT, oldest first: `{ url, range }`.
 */
import { readFileSync } from 'node:fs';

const PREFIX = '/test-videos/';
const VIDEO_PATH = /^\/test-videos\/([\w.-]+)\.webm$/;
const MAX_LOG = 500;
const VIDEO = readFileSync(new URL('../../demo/videos/glaze.webm', import.meta.url));

/** @type {{ url: string, range: string }[]} */
const log = [];

/**
 * The byte range a `Range` header asks for, clamped to `size`; null when absent or unusable.
 * @param {string | undefined} header
 * @param {number} size
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Koa middleware answering /test-videos/.
 * @param {import('koa').Context} ctx
 * @param {() => Promise<unknown>} next
 */
export async function videoEndpoints(ctx, next) {
  if (!ctx.path.startsWith(PREFIX)) return next();
  ctx.set('Cache-Control', 'no-store');
  if (ctx.path === `${PREFIX}log`) {
    const text = String(ctx.query.name ?? '');
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(log.filter((entry) => entry.url.includes(text)));
    return;
  }
  const match = VIDEO_PATH.exec(ctx.path);
  log.push({ url: ctx.url, range: ctx.get('Range') });
  if (log.length > MAX_LOG) log.splice(0, log.length - MAX_LOG);
  if (!match || match[1].startsWith('missing')) {
    ctx.status = 404;
    ctx.body = 'no such test video';
    return;
  }
  ctx.type = 'video/webm';
  ctx.set('Accept-Ranges', 'bytes');
  const range = byteRange(ctx.get('Range'), VIDEO.length);
  if (!range) {
    ctx.body = VIDEO;
    return;
  }
  ctx.status = 206;
  ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${VIDEO.length}`);
  ctx.body = VIDEO.subarray(range.start, range.end + 1);
}
