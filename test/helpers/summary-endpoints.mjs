/**
 * Real HTTP endpoints for the event summary's browser tests (test/elements/summary), mounted as
 * web-test-runner (Koa) middleware before the social ones:
 *
 * - `POST /api/widget/GetWidgetRendering` with a `collectionId` field (SPEC §7, event summary):
 *   records the form it got (`widgetJSON` parsed, `collectionId`), then answers by the
 *   collection id: `fa11…` → 500 `{error}`; `0000…` → `{data: {}}`; any other → `{data: {html}}`,
 *   two upcoming events as the site server renders them (a `<div>` per event: picture, linked
 *   title, `<time>`, excerpt) plus a `<script>` and an `onerror` handler the sanitizer must drop.
 *   A request without `collectionId` goes on to the next middleware, body untouched.
 * - `GET /test-summary/received?collectionId=…`: `{requests}`, the forms received for it.
 */
import { Readable } from 'node:stream';
import { json, parseBody, readBody } from './http-helpers.mjs';

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

/** The rendering of the upcoming events of `collectionId`. */
function rendering(collectionId) {
  const event = (n, day) =>
    `<div><figure><img src="${PIXEL}" alt="Event ${n} picture" width="1200" height="800"></figure>` +
    `<div><h3><a href="/events/event-${n}-${collectionId}">Rendered event ${n}</a></h3>` +
    `<p><time datetime="2099-12-0${day}T23:00:00.000Z">Sat, Dec ${day}, 2099, 6:00 – 9:00 PM EST</time></p>` +
    `<p>Fresh from the server.</p></div></div>`;
  return (
    event(1, 5) +
    event(2, 6) +
    `<script>window.summaryRenderingScriptRan = true</script>` +
    `<img src="${PIXEL}" alt="" onload="window.summaryRenderingHandlerRan = true">`
  );
}

const received = new Map();

/** Koa middleware (see the module comment). */
export async function summaryEndpoints(ctx, next) {
  if (ctx.path === '/api/widget/GetWidgetRendering' && ctx.method === 'POST') {
    const raw = await readBody(ctx.req);
    const body = parseBody(ctx.get('Content-Type'), raw);
    if (!body.collectionId) {
      ctx.req = Readable.from([Buffer.from(raw)]);
      return next();
    }
    const id = body.collectionId;
    let widget;
    try {
      widget = JSON.parse(body.widgetJSON);
    } catch {
      return json(ctx, 400, { error: 'widgetJSON is not JSON' });
    }
    if (!received.has(id)) received.set(id, []);
    received.get(id).push({ widgetJSON: widget, collectionId: id });
    if (id.startsWith('fa11')) return json(ctx, 500, { error: 'Rendering failed' });
    if (id.startsWith('0000')) return json(ctx, 200, { data: {} });
    return json(ctx, 200, { data: { html: rendering(id) } });
  }
  if (ctx.path === '/test-summary/received') {
    return json(ctx, 200, { requests: received.get(ctx.query.collectionId) ?? [] });
  }
  return next();
}
