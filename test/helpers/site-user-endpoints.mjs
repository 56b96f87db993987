/**
 * The real site server's site-user calls for the browser tests of `<sq-login-dialog>` and
 * `<sq-account>` (web-test-runner Koa middleware). The first request starts the site server
 * (server/main.ts) on the fixture site of the server tests (test/server/fixtures/site, with the
 * site user visitor@example.com / secret-pass) with a fresh data folder, and every request
 * under `/api/site-users/` is passed to it as is: method, query, body, cookies and headers, and
 * its answer comes back with its cookies. So the elements are tested against the real checks
 * (crumb, XSRF header, passwords).
 *
 * - `GET /test-site-users/seen`: the site-user requests passed so far, `[{method, path, query,
 *   xsrfHeader}]` (`xsrfHeader` the `X-SiteUser-XSRF-Token` value, or null), then forgets them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { json, readBody } from './http-helpers.mjs';

const SITE = fileURLToPath(new URL('../server/fixtures/site', import.meta.url));
const ASSETS = fileURLToPath(new URL('../server/fixtures/assets', import.meta.url));

let server;
/** The site server, started once. */
function siteServer() {
  server ??= tsImport(
    fileURLToPath(new URL('../../server/main.ts', import.meta.url)),
    import.meta.url,
  ).then(({ startServer }) =>
    startServer({
      site: SITE,
      data: mkdtempSync(join(tmpdir(), 'sq-wtr-site-users-')),
      assets: ASSETS,
      port: 0,
    }),
  );
  return server;
}

let seen = [];

const PASSED_HEADERS = ['cookie', 'content-type', 'accept', 'x-siteuser-xsrf-token'];

/** Koa middleware (see the module comment). */
export async function siteUserEndpoints(ctx, next) {
  if (ctx.path === '/test-site-users/seen') {
    json(ctx, 200, seen);
    seen = [];
    return;
  }
  if (!ctx.path.startsWith('/api/site-users/')) return next();
  const { url } = await siteServer();
  const headers = {};
  for (const name of PASSED_HEADERS) {
    const value = ctx.get(name);
    if (value) headers[name] = value;
  }
  seen.push({
    method: ctx.method,
    path: ctx.path,
    query: Object.fromEntries(new URLSearchParams(ctx.querystring)),
    xsrfHeader: ctx.get('x-siteuser-xsrf-token') || null,
  });
  const body = ctx.method === 'GET' || ctx.method === 'HEAD' ? undefined : await readBody(ctx.req);
  const answer = await fetch(new URL(ctx.url, url), {
    method: ctx.method,
    headers,
    ...(body ? { body } : {}),
  });
  ctx.status = answer.status;
  for (const cookie of answer.headers.getSetCookie()) ctx.append('Set-Cookie', cookie);
  ctx.type = answer.headers.get('content-type') ?? 'application/json';
  ctx.body = await answer.text();
}
