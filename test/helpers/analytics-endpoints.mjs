/**
 * A double of the site's analytics calls for the browser tests (SPEC §7), mounted as
 * web-test-runner (Koa) middleware. It records what each call receives:
 *
 * - `POST /api/census/RecordHit`, `/api/census/button-render`, `/api/census/button-click`,
 *   `/api/census/overlay`,
 *   `/api/events/RecordEvent`, `/api/events/Trace` (form-encoded or JSON bodies) and
 *   `GET /api/track/Track` (answers a 1x1 GIF).
 * - Requests are recorded under the value of the cookie `sq-test-analytics` (a test sets a fresh
 *   run id per test), as `{method, path, query, body, contentType, cookies, aborted}`.
 * - The cookie `sq-test-analytics-answer` chooses the answer: a status (`202`, `404`, `500`),
 *   `slow` (answers after 4000 ms; `aborted` turns true if the client gives up first) or `drop`
 *   (the socket is closed without an answer). Otherwise 200 `{}`.
 * - `GET /test-analytics/received?run=X`: JSON array of the requests recorded under run X.
 */
import { json, parseBody, parseCookies, readBody } from './http-helpers.mjs';

const RUN_COOKIE = 'sq-test-analytics';
const ANSWER_COOKIE = 'sq-test-analytics-answer';
/** How long a `slow` answer waits: longer than the 2500 ms tracking time-out (SPEC §9). */
const SLOW_MS = 4000;

const POSTS = new Set([
  '/api/census/RecordHit',
  '/api/census/button-render',
  '/api/census/button-click',
  '/api/census/overlay',
  '/api/events/RecordEvent',
  '/api/events/Trace',
]);
const TRACK = '/api/track/Track';
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Recorded requests per run id. */
const runs = new Map();

function record(run, entry) {
  if (!runs.has(run)) runs.set(run, []);
  runs.get(run).push(entry);
}

/** Answers as the `sq-test-analytics-answer` cookie says (see the module comment). */
async function answer(ctx, entry, mode, ok) {
  if (mode === 'drop') {
    ctx.respond = false;
    ctx.req.socket.destroy();
    return;
  }
  if (mode === 'slow') {
    const closed = new Promise((resolve) => ctx.res.once('close', () => resolve(true)));
    const waited = new Promise((resolve) => setTimeout(() => resolve(false), SLOW_MS));
    entry.aborted = await Promise.race([closed, waited]);
    if (entry.aborted) {
      ctx.respond = false;
      return;
    }
  }
  if (/^\d{3}$/.test(mode ?? '')) return json(ctx, Number(mode), { error: `Status ${mode}` });
  return ok();
}

/** Koa middleware serving the analytics doubles (see the module comment). */
export async function analyticsEndpoints(ctx, next) {
  if (ctx.method === 'GET' && ctx.path === '/test-analytics/received') {
    return json(ctx, 200, runs.get(String(ctx.query.run ?? '')) ?? []);
  }
  const isPost = ctx.method === 'POST' && POSTS.has(ctx.path);
  const isTrack = ctx.method === 'GET' && ctx.path === TRACK;
  if (!isPost && !isTrack) return next();

  const cookies = parseCookies(ctx.get('Cookie'));
  const contentType = ctx.get('Content-Type');
  const body = isPost ? parseBody(contentType, await readBody(ctx.req)) : {};
  const entry = {
    method: ctx.method,
    path: ctx.path,
    query: { ...ctx.query },
    body,
    contentType,
    cookies,
    aborted: false,
  };
  record(cookies[RUN_COOKIE] ?? '', entry);
  return answer(ctx, entry, cookies[ANSWER_COOKIE], () => {
    if (isPost) return json(ctx, 200, {});
    ctx.status = 200;
    ctx.type = 'image/gif';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = PIXEL_GIF;
  });
}
