/**
 * Real HTTP endpoints for the social blocks' browser tests (test/elements/social-*), mounted as
 * web-test-runner (Koa) middleware:
 *
 * - `POST /api/widget/GetWidgetRendering` (SPEC §7, form-encoded `widgetJSON`): records the
 *   widget it was asked for, then answers by the widget's id: `fail-500` → 500 `{error}`;
 *   `no-html` → `{data: {}}`; `hold-…` → waits until `/test-social/release?id=…`; any other id
 *   → `{data: {html}}`, a list of two photos (`data:` pictures, alt "Photo N of ID") with a
 *   `<script>`, an `onerror` handler and a `javascript:` link the sanitizer must drop.
 * - `GET /test-social/received?id=…`: `{widgets}`, the widgetJSON values asked for with that id.
 * - `GET /test-social/release?id=…`: lets the held rendering of that id answer.
 * - `/third-party/follow/widgets.js`, `/third-party/comments/count.js`: the site server's
 *   doubles (server/third-party/…), with their `fail=error` (404) and `fail=timeout` (the script
 *   never calls back) as the site server serves them; `GET /test-social/scripts?t=…` answers
 *   `{count}`, how many times a double was asked for with that `t` query parameter.
 */
import { readFile } from 'node:fs/promises';
import { json, parseBody, readBody } from './http-helpers.mjs';

const DOUBLES = {
  '/third-party/follow/widgets.js': new URL(
    '../../server/third-party/follow/follow-double.js',
    import.meta.url,
  ),
  '/third-party/comments/count.js': new URL(
    '../../server/third-party/comments/comments-double.js',
    import.meta.url,
  ),
};

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

/** The rendering of any widget that does not fail: two photos and what must not survive. */
function rendering(id) {
  const photo = (n) =>
    `<li><a href="https://photos.example/${id}/${n}"><img src="${PIXEL}" alt="Photo ${n} of ${id}" width="300" height="300"></a></li>`;
  return (
    `<ul>${photo(1)}${photo(2)}</ul>` +
    `<script>window.socialRenderingScriptRan = true</script>` +
    `<img src="${PIXEL}" alt="" onload="window.socialRenderingHandlerRan = true">` +
    `<p><a href="javascript:window.socialRenderingLinkRan=true">More photos</a></p>`
  );
}

const received = new Map();
const held = new Map();
const scripts = new Map();

/** Koa middleware (see the module comment). */
export async function socialEndpoints(ctx, next) {
  if (ctx.path === '/api/widget/GetWidgetRendering' && ctx.method === 'POST') {
    const body = parseBody(ctx.get('Content-Type'), await readBody(ctx.req));
    let widget;
    try {
      widget = JSON.parse(body.widgetJSON);
    } catch {
      return json(ctx, 400, { error: 'widgetJSON is not JSON' });
    }
    const id = String(widget?.id ?? '');
    if (!received.has(id)) received.set(id, []);
    received.get(id).push(widget);
    if (id.startsWith('hold-')) await new Promise((release) => held.set(id, release));
    if (id === 'fail-500') return json(ctx, 500, { error: 'Rendering failed' });
    if (id === 'no-html') return json(ctx, 200, { data: {} });
    return json(ctx, 200, { data: { html: rendering(id) } });
  }
  if (ctx.path === '/test-social/received') {
    return json(ctx, 200, { widgets: received.get(ctx.query.id) ?? [] });
  }
  if (ctx.path === '/test-social/release') {
    held.get(ctx.query.id)?.();
    held.delete(ctx.query.id);
    return json(ctx, 200, {});
  }
  if (ctx.path === '/test-social/scripts') {
    return json(ctx, 200, { count: scripts.get(ctx.query.t) ?? 0 });
  }
  const double = DOUBLES[ctx.path];
  if (double) {
    const t = ctx.query.t ?? '';
    scripts.set(t, (scripts.get(t) ?? 0) + 1);
    if (ctx.query.fail === 'error') {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    ctx.type = 'text/javascript';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await readFile(double, 'utf8');
    return;
  }
  return next();
}
