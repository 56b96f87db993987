/** Small pieces of HTTP the test endpoint modules share (Koa middleware under web-test-runner). */

/** The whole request body as text. */
export async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A `Cookie` header as a name → decoded value map. */
export function parseCookies(header = '') {
  const cookies = {};
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0) cookies[pair.slice(0, eq).trim()] = decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return cookies;
}

/** Answers `status` with `body` as JSON. */
export function json(ctx, status, body) {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(body);
}

/** A request body parsed: form-encoded or JSON; `{}` when empty, `{unparsed}` when unreadable. */
export function parseBody(contentType, raw) {
  if (raw === '') return {};
  try {
    if (contentType.startsWith('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(raw));
    }
    return JSON.parse(raw);
  } catch {
    return { unparsed: raw };
  }
}
