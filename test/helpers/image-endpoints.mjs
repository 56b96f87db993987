/**
 * Test image server for `<sq-image>` tests (web-test-runner middleware).
 *
 * GET /test-images/NAME.jpg?format=750w  and  GET /test-images/NAME-750w.jpg
 *   A real SVG image (image/svg+xml) of the requested width. The original size is read from NAME
 *   when it holds `WxH` (`photo-1500x1000-k3.jpg`), else 1500x1000; without a size the original
 *   width is served. Query `delay=MS` (at most 2000) holds the answer; a NAME starting with
 *   `missing` answers 404. Query `hold=KEY` holds the answer until /test-images/release?hold=KEY
 *   (or 10 s). Any extension among jpg, jpeg, png, webp, svg works.
 * GET /test-images/release?hold=KEY
 *   Answers the requests held under KEY, and any that arrive later with it.
 * GET /test-images/log?name=TEXT
 *   JSON list of the image requests received whose URL contains TEXT, oldest first:
 *   `{ url, name, width, batch, inFlight }`, where `inFlight` counts the requests of the same
 *   `batch` query value (including this one) that were unanswered when it arrived.
 */

const PREFIX = '/test-images/';
const IMAGE_PATH = /^\/test-images\/([\w.-]+?)(?:-(\d+)w)?\.(jpe?g|png|webp|svg)$/;
const MAX_LOG = 2000;
const MAX_DELAY_MS = 2000;
const MAX_HOLD_MS = 10_000;

/** @type {{ url: string, name: string, width: number, batch: string, inFlight: number }[]} */
const log = [];
/** @type {Map<string, number>} */
const inFlight = new Map();
/** @type {Map<string, { promise: Promise<void>, release: () => void }>} */
const holds = new Map();

/** The hold of KEY, made on first use by a request or a release. */
function hold(key) {
  let entry = holds.get(key);
  if (!entry) {
    /** @type {() => void} */
    let release = () => {};
    const promise = new Promise((resolve) => {
      release = () => resolve(undefined);
    });
    entry = { promise, release };
    holds.set(key, entry);
  }
  return entry;
}

/**
 * An SVG test picture: a gradient, a sun at (0.7, 0.35) of the picture (a visible focal point)
 * and a label with the served width.
 * @param {number} width
 * @param {number} height
 * @param {string} label
 */
export function renderTestImage(width, height, label) {
  const r = Math.max(4, Math.round(Math.min(width, height) * 0.12));
  const font = Math.max(8, Math.round(Math.min(width, height) * 0.1));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" `,
    `viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#f2a65a"/>',
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${Math.round(width * 0.7)}" cy="${Math.round(height * 0.35)}" r="${r}" `,
    'fill="#ffd23f"/>',
    `<rect y="${Math.round(height * 0.8)}" width="${width}" height="${Math.ceil(height * 0.2)}" `,
    'fill="#2d3a2e"/>',
    `<text x="${Math.round(width * 0.04)}" y="${Math.round(height * 0.95)}" font-family="sans-serif" `,
    `font-size="${font}" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}

/** The original size a NAME declares (`...-1500x1000-...`), else 1500x1000. */
function originalSize(name) {
  const match = /(\d+)x(\d+)/.exec(name);
  return match
    ? { width: Number(match[1]), height: Number(match[2]) }
    : { width: 1500, height: 1000 };
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Koa middleware answering /test-images/.
 * @param {import('koa').Context} ctx
 * @param {() => Promise<unknown>} next
 */
export async function imageEndpoints(ctx, next) {
  if (!ctx.path.startsWith(PREFIX)) return next();
  if (ctx.path === `${PREFIX}log`) {
    const text = String(ctx.query.name ?? '');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(log.filter((entry) => entry.url.includes(text)));
    return;
  }
  if (ctx.path === `${PREFIX}release`) {
    hold(String(ctx.query.hold ?? '')).release();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = 'released';
    return;
  }
  const match = IMAGE_PATH.exec(ctx.path);
  if (!match) {
    ctx.status = 404;
    ctx.body = 'no such test image';
    return;
  }
  const name = match[1] ?? '';
  const original = originalSize(name);
  const formatMatch = /^(\d+)w$/.exec(String(ctx.query.format ?? ''));
  const width = Number(formatMatch?.[1] ?? match[2] ?? original.width);
  const height = Math.max(1, Math.round((width * original.height) / original.width));
  const batch = String(ctx.query.batch ?? '');
  const count = (inFlight.get(batch) ?? 0) + 1;
  inFlight.set(batch, count);
  log.push({ url: ctx.url, name, width, batch, inFlight: count });
  if (log.length > MAX_LOG) log.splice(0, log.length - MAX_LOG);
  try {
    const delay = Math.min(Number(ctx.query.delay) || 0, MAX_DELAY_MS);
    if (delay > 0) await sleep(delay);
    if (ctx.query.hold)
      await Promise.race([hold(String(ctx.query.hold)).promise, sleep(MAX_HOLD_MS)]);
    if (name.startsWith('missing')) {
      ctx.status = 404;
      ctx.body = 'missing test image';
      return;
    }
    ctx.set('Cache-Control', 'private, max-age=600');
    ctx.type = 'image/svg+xml';
    ctx.body = renderTestImage(width, height, `${width}w`);
  } finally {
    inFlight.set(batch, (inFlight.get(batch) ?? 1) - 1);
  }
}
