/**
 * A double of the site's form calls for the browser tests (forms contract, "Browser-test
 * endpoints"), mounted as web-test-runner (Koa) middleware. Behaviour is chosen by `formId`:
 *
 * - `POST /api/form/FormSubmissionKey` answers `{data: {key: 'test-key-<n>'}}`. With the cookie
 *   `sq-test-form-key=none` it answers `{data: {}}` (no key); with `=fail`, 500 `{error}`.
 * - `POST /api/form/SaveFormSubmission` (JSON or form-encoded) records the request, then by formId:
 *   - `fail-400`: 400 `{error, data: {error, errors}}`, `errors` mapping every key of the
 *     submitted `form` map to `'Refused by the server: <key>.'`;
 *   - `fail-400-error`: 400 `{error: 'Try a shorter message.', data: {error}}` (no errors);
 *   - `fail-401|fail-404|fail-429|fail-500|fail-503`: that status, `{error: 'Status N', data: {error}}`;
 *   - `fail-network`: the socket is destroyed (no answer at all);
 *   - `slow`: answers `{}` after 400 ms;
 *   - anything else: `{}`.
 * - `POST /api/census/form-render` records and answers `{}`; formId `fail-render` answers 500.
 * - `GET /test-forms/received?formId=X`: JSON array of `{body, query, cookies}`, one per
 *   SaveFormSubmission request of that formId (body parsed; its `form` left as sent).
 *   `GET /test-forms/renders?formId=X`: the same for form-render requests.
 * Tests use a fresh formId per test (`ok-${crypto.randomUUID()}`) instead of clearing.
 */
import { json, parseBody, parseCookies, readBody } from './http-helpers.mjs';

/** The message of a refused submission (SPEC §5 "Failed client validation" text). */
const INVALID = 'One or more fields is invalid, please check your entries.';
/** How long a `slow` submission waits before it answers. */
const SLOW_MS = 400;
const FAIL_STATUS = /^fail-(401|404|429|500|503)$/;

/** Recorded requests per formId: SaveFormSubmission and form-render. */
const received = new Map();
const renders = new Map();
/** Keys handed out so far. */
let keysIssued = 0;

/** Records `entry` under `formId` in `store`. */
function record(store, formId, entry) {
  const key = String(formId ?? '');
  if (!store.has(key)) store.set(key, []);
  store.get(key).push(entry);
}

/** The keys of the submitted `form` map (sent as a JSON string, or as an object). */
function formKeys(form) {
  let value = form;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}

/** The answer to SaveFormSubmission for `formId`. */
async function answerSubmission(ctx, formId, body) {
  if (formId === 'fail-network') {
    ctx.respond = false;
    ctx.req.socket.destroy();
    return;
  }
  if (formId === 'fail-400') {
    const errors = Object.fromEntries(
      formKeys(body.form).map((key) => [key, `Refused by the server: ${key}.`]),
    );
    return json(ctx, 400, { error: INVALID, data: { error: INVALID, errors } });
  }
  if (formId === 'fail-400-error') {
    const error = 'Try a shorter message.';
    return json(ctx, 400, { error, data: { error } });
  }
  const status = FAIL_STATUS.exec(formId);
  if (status) {
    const error = `Status ${status[1]}`;
    return json(ctx, Number(status[1]), { error, data: { error } });
  }
  if (formId === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  return json(ctx, 200, {});
}

/** Koa middleware serving the form doubles (see the module comment). */
export async function formEndpoints(ctx, next) {
  const path = ctx.path;
  if (ctx.method === 'GET' && (path === '/test-forms/received' || path === '/test-forms/renders')) {
    const store = path === '/test-forms/received' ? received : renders;
    return json(ctx, 200, store.get(String(ctx.query.formId ?? '')) ?? []);
  }
  const known =
    path === '/api/form/FormSubmissionKey' ||
    path === '/api/form/SaveFormSubmission' ||
    path === '/api/census/form-render';
  if (!known || ctx.method !== 'POST') return next();

  const cookies = parseCookies(ctx.get('Cookie'));
  const body = parseBody(ctx.get('Content-Type'), await readBody(ctx.req));
  const entry = { body, query: { ...ctx.query }, cookies };

  if (path === '/api/form/FormSubmissionKey') {
    const mode = cookies['sq-test-form-key'];
    if (mode === 'fail') return json(ctx, 500, { error: 'No key today.' });
    if (mode === 'none') return json(ctx, 200, { data: {} });
    keysIssued += 1;
    return json(ctx, 200, { data: { key: `test-key-${keysIssued}` } });
  }
  if (path === '/api/census/form-render') {
    record(renders, body.formId, entry);
    if (body.formId === 'fail-render') return json(ctx, 500, { error: 'Render not recorded.' });
    return json(ctx, 200, {});
  }
  record(received, body.formId, entry);
  return answerSubmission(ctx, String(body.formId ?? ''), body);
}
