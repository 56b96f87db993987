/**
 * Real HTTP endpoints for the captcha tests (test/platform/captcha.test.ts), mounted as
 * web-test-runner (Koa) middleware:
 *
 * - `/captcha/api.js`: the captcha double the site server serves too
 *   (server/captcha/captcha-double.js). Requests are counted by their `t` query parameter;
 *   `delay=MS` (at most 5000) answers that much later (a captcha still loading).
 * - `/captcha/requests?t=X`: `{count}`, how many times `/captcha/api.js?t=X…` was asked for.
 * - `/captcha/empty.js`: a script that loads but defines no captcha library.
 * - `/captcha/missing.js`: 404 (a script that does not load).
 */
import { readFile } from 'node:fs/promises';

const DOUBLE_FILE = new URL('../../server/captcha/captcha-double.js', import.meta.url);

/** Requests of /captcha/api.js by their `t` query parameter. */
const requests = new Map();

/** Koa middleware serving /captcha/* (see the module comment). */
export async function captchaEndpoints(ctx, next) {
  if (ctx.path === '/captcha/api.js') {
    const t = ctx.query.t ?? '';
    requests.set(t, (requests.get(t) ?? 0) + 1);
    const delay = Math.min(Number(ctx.query.delay) || 0, 5000);
    if (delay) await new Promise((done) => setTimeout(done, delay));
    ctx.type = 'text/javascript';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await readFile(DOUBLE_FILE, 'utf8');
    return;
  }
  if (ctx.path === '/captcha/requests') {
    ctx.type = 'application/json';
    ctx.body = { count: requests.get(ctx.query.t ?? '') ?? 0 };
    return;
  }
  if (ctx.path === '/captcha/empty.js') {
    ctx.type = 'text/javascript';
    ctx.body = 'window.captchaEmptyScriptRan = true;\n';
    return;
  }
  if (ctx.path === '/captcha/missing.js') {
    ctx.status = 404;
    ctx.body = 'Not found';
    return;
  }
  return next();
}
