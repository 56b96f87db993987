/**
 * Real HTTP endpoints for the data-client tests (test/platform/data-client*.test.ts), mounted as
 * web-test-runner (Koa) middleware. Every route lives under /test-api/:
 *
 * - `echo`: 200 with what the server received: method, path, query, contentType, rawBody, body
 *   (parsed JSON or form), cookies, host, origin.
 * - `status/CODE?json=TEXT` or `?text=TEXT`: answers CODE with that JSON or plain-text body
 *   (none when both are absent). `status/1223` is written on the raw socket (Node refuses it).
 * - `flaky?key=K&failures=N&status=S`: the first N requests of key K answer S (default 504) with
 *   an empty body; later ones echo.
 * - `crumb?key=K`: the server's crumb for K is `fresh-K`; a request with another crumb (or any
 *   crumb with `always=1`) answers 401 `{crumbFail: true, crumb: 'fresh-K', error}`; else echo.
 * - `login-required`: 401 `{loginRequired: true, error: 'Login required'}`.
 * - `not-json`: 200 with a body that is not JSON.
 * - `drop`: closes the connection in the middle of its answer (a network failure).
 * - `reset`: closes the connection before answering (the browser may repeat such a request
 *   on its own, so do not count its hits).
 * - `hits?key=K`: `{hits, requests}`, every earlier request that carried `key=K` (echoes).
 * Cross-origin callers get CORS answers allowing credentials, unless the query has
 * `nocredentials=1` (then Access-Control-Allow-Credentials is left out).
 */
import { json, parseCookies, readBody } from './http-helpers.mjs';

/** Requests seen per `key` query parameter. */
const seen = new Map();

function parseBody(contentType, raw) {
  if (raw === '') return undefined;
  if (contentType.startsWith('application/json')) return JSON.parse(raw);
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  return raw;
}

function allowCors(ctx) {
  const origin = ctx.get('Origin');
  if (!origin) return;
  ctx.set('Access-Control-Allow-Origin', origin);
  ctx.set('Vary', 'Origin');
  if (ctx.query.nocredentials !== '1') ctx.set('Access-Control-Allow-Credentials', 'true');
}

/** Writes a response with a status Node's http module refuses (outside 100-999 is refused). */
function writeRawStatus(ctx, code) {
  ctx.respond = false;
  const socket = ctx.req.socket;
  socket.write(`HTTP/1.1 ${code} Raw\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  socket.end();
}

/** Koa middleware serving /test-api/* (see the module comment). */
export async function dataEndpoints(ctx, next) {
  if (!ctx.path.startsWith('/test-api/') || ctx.path.startsWith('/test-api/chunks/')) {
    return next();
  }
  allowCors(ctx);
  if (ctx.method === 'OPTIONS') {
    ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    ctx.set('Access-Control-Allow-Headers', ctx.get('Access-Control-Request-Headers') || '*');
    ctx.status = 204;
    return;
  }
  const route = ctx.path.slice('/test-api/'.length);
  const contentType = ctx.get('Content-Type');
  const rawBody = await readBody(ctx.req);
  const echo = {
    method: ctx.method,
    path: ctx.path,
    query: { ...ctx.query },
    contentType,
    rawBody,
    body: parseBody(contentType, rawBody),
    cookies: parseCookies(ctx.get('Cookie')),
    host: ctx.get('Host'),
    origin: ctx.get('Origin') || null,
  };
  const key = ctx.query.key;
  if (key && route !== 'hits') {
    if (!seen.has(key)) seen.set(key, []);
    seen.get(key).push(echo);
  }
  const hits = key ? (seen.get(key)?.length ?? 0) : 0;

  if (route === 'echo') return json(ctx, 200, echo);
  if (route === 'hits') return json(ctx, 200, { hits, requests: seen.get(key) ?? [] });
  if (route === 'not-json') {
    ctx.status = 200;
    ctx.type = 'text/html';
    ctx.body = '<p>this is not json</p>';
    return;
  }
  if (route === 'reset') {
    ctx.respond = false;
    ctx.req.socket.destroy();
    return;
  }
  if (route === 'drop') {
    // The connection closes in the middle of the answer: a network failure in the browser
    // (which, unlike for a socket closed before any answer, does not repeat the request itself).
    ctx.respond = false;
    ctx.req.socket.end(
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a"',
    );
    return;
  }
  if (route === 'login-required') {
    return json(ctx, 401, { loginRequired: true, error: 'Login required' });
  }
  if (route === 'flaky') {
    if (hits > Number(ctx.query.failures ?? 1)) return json(ctx, 200, echo);
    ctx.status = Number(ctx.query.status ?? 504);
    ctx.body = '';
    return;
  }
  if (route === 'crumb') {
    const fresh = `fresh-${key}`;
    if (ctx.query.always === '1' || ctx.query.crumb !== fresh) {
      return json(ctx, 401, { crumbFail: true, crumb: fresh, error: 'Invalid crumb' });
    }
    return json(ctx, 200, echo);
  }
  const status = /^status\/(\d+)$/.exec(route);
  if (status) {
    const code = Number(status[1]);
    if (code > 999) return writeRawStatus(ctx, code);
    ctx.status = code;
    if (ctx.query.json !== undefined) {
      ctx.type = 'application/json';
      ctx.body = ctx.query.json;
    } else if (ctx.query.text !== undefined) {
      ctx.type = 'text/plain';
      ctx.body = ctx.query.text;
    } else {
      ctx.body = ''; // not null: Koa would turn a null body into a 204
    }
    return;
  }
  return json(ctx, 404, { error: `no test endpoint ${ctx.path}` });
}
