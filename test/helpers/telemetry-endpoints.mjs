/**
 * A double of the site's telemetry calls for the browser tests (SPEC §7), mounted as
 * web-test-runner (Koa) middleware. It records what it receives; behaviour is chosen by a cookie:
 *
 * - `GET /api/1/performance/settings` answers `{pageLoadId: 'pl-<uuid>', experiments: {}}`.
 *   Cookie `sq-test-perf-settings`: `slow` answers after 1500 ms (tests use a shorter
 *   time-out), `fail-500` / `fail-503` answer that status, `no-id` answers `{experiments: {}}`.
 * - `POST /api/1/performance/records` (JSON or text/plain JSON `{pageLoadId, records}`) records
 *   `{body, query, contentType, csrfHeader}` under the batch's pageLoadId; answers `{}`.
 * - `POST /api/events/RecordJavascriptErrors` (a JSON array) records `{body, query, contentType,
 *   csrfHeader, cookies}`. Cookie `sq-test-errors`: `fail-500` answers 500 (after recording);
 *   `crumb-fail` answers `{crumbFail: true, crumb: 'fresh-crumb'}` with that crumb cookie unless
 *   the request's `X-CSRF-Token` is already `fresh-crumb`.
 * - `GET /test-telemetry/records?pageLoadId=X`: the record requests of that page-load id.
 *   `GET /test-telemetry/errors`: every error-report request (tests look for their own unique
 *   messages). `GET /test-telemetry/settings-requests`: how many settings requests came.
 */
import { randomUUID } from 'node:crypto';
import { json, parseCookies, readBody } from './http-helpers.mjs';

/** How long a `slow` settings answer waits. */
const SLOW_MS = 1500;
/** Most requests kept per store (older ones are dropped): the double stays small. */
const KEEP = 500;

const records = new Map();
const errors = [];
let settingsRequests = 0;

function keep(list, entry) {
  list.push(entry);
  if (list.length > KEEP) list.shift();
}

function parseJson(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return { unparsed: raw };
  }
}

/** What the double records of one request. */
async function received(ctx) {
  return {
    body: parseJson(await readBody(ctx.req)),
    query: { ...ctx.query },
    contentType: ctx.get('Content-Type'),
    csrfHeader: ctx.get('X-CSRF-Token') || null,
    cookies: parseCookies(ctx.get('Cookie')),
  };
}

async function answerSettings(ctx) {
  settingsRequests += 1;
  const mode = parseCookies(ctx.get('Cookie'))['sq-test-perf-settings'];
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  if (mode === 'fail-500') return json(ctx, 500, { error: 'Settings are down.' });
  if (mode === 'fail-503') return json(ctx, 503, { error: 'Settings are busy.' });
  if (mode === 'no-id') return json(ctx, 200, { experiments: {} });
  return json(ctx, 200, { pageLoadId: `pl-${randomUUID()}`, experiments: { trial: 'a' } });
}

async function answerErrors(ctx) {
  const entry = await received(ctx);
  keep(errors, entry);
  const mode = entry.cookies['sq-test-errors'];
  if (mode === 'fail-500') return json(ctx, 500, { error: 'Reports are down.' });
  if (mode === 'crumb-fail' && entry.csrfHeader !== 'fresh-crumb') {
    ctx.set('Set-Cookie', 'crumb=fresh-crumb; Path=/; SameSite=Lax');
    return json(ctx, 200, { crumbFail: true, crumb: 'fresh-crumb' });
  }
  return json(ctx, 200, {});
}

/** Koa middleware serving the telemetry doubles (see the module comment). */
export async function telemetryEndpoints(ctx, next) {
  const { path, method } = ctx;
  if (method === 'GET' && path === '/test-telemetry/records') {
    return json(ctx, 200, records.get(String(ctx.query.pageLoadId ?? '')) ?? []);
  }
  if (method === 'GET' && path === '/test-telemetry/errors') return json(ctx, 200, errors);
  if (method === 'GET' && path === '/test-telemetry/settings-requests') {
    return json(ctx, 200, { count: settingsRequests });
  }
  if (method === 'GET' && path === '/api/1/performance/settings') return answerSettings(ctx);
  if (method === 'POST' && path === '/api/1/performance/records') {
    const entry = await received(ctx);
    const key = String(entry.body?.pageLoadId ?? '');
    if (!records.has(key)) records.set(key, []);
    keep(records.get(key), entry);
    return json(ctx, 200, {});
  }
  if (method === 'POST' && path === '/api/events/RecordJavascriptErrors') return answerErrors(ctx);
  return next();
}
