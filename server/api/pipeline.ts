/**
 * How every `/api/` call is answered, in order:
 * 0. an editor endpoint (`access: 'editor'`) answers 401 `{error}` to a request without an
 *    editor session (an account holding a website role other than viewer);
 * 1. write calls (POST, PUT, DELETE) read their body and must carry a good crumb, else 200
 *    `{crumbFail: true, crumb}` with a fresh crumb cookie (see crumb.ts);
 * 2. a failure configured for the endpoint (site.json `failures.endpoints`) waits its `delayMs`,
 *    then answers its `status` when it has one;
 * 3. the input (query for GET and DELETE, body otherwise, `crumb` field removed) is validated
 *    with the endpoint's zod schema: refused input answers 400 `{error}`;
 * 4. the endpoint's handler answers (JSON `{}` unless it says otherwise).
 */
import type * as z from 'zod';
import type { Exchange } from '../app.ts';
import { CRUMB_COOKIE, crumbAccepted, requestCrumb } from '../crumb.ts';
import { delay, endpointFailure, failureBody, type Failure } from '../failures.ts';
import { BodyError, readBody } from '../http/body.ts';
import { setCookie } from '../http/cookies.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { mayEdit, signedInAccount } from '../session.ts';

/** What a handler answers: JSON with a status (default 200), or nothing when it wrote itself. */
export type ApiResult = { status?: number; body: unknown } | undefined;

/** One API endpoint. */
export interface Endpoint<S extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  schema: S;
  /** `'editor'`: only for an account that may edit (else 401 {@link SIGN_IN_TO_EDIT}). */
  access?: 'editor';
  handle(input: z.output<S>, ex: Exchange): ApiResult | Promise<ApiResult>;
}

/** Declares an endpoint (keeps the schema's type for the handler). */
export function endpoint<S extends z.ZodType>(spec: Endpoint<S>): Endpoint {
  return spec as unknown as Endpoint;
}

/** The answer of an editor call without an editor session. */
export const SIGN_IN_TO_EDIT = 'Sign in to edit this site.';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/** The first issues of a zod error as one line: `path: message; ...`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(input)'}: ${issue.message}`)
    .join('; ');
}

/** `value` without its `crumb` field when it is an object. */
function withoutCrumb(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { crumb: _crumb, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * Waits for `failure`'s delay, then answers its status. Answers true when it answered (or the
 * server closed during the delay), false when the call should go on normally.
 */
export async function applyFailure(ex: Exchange, failure: Failure | undefined): Promise<boolean> {
  if (!failure) return false;
  if (failure.delayMs !== undefined && !(await delay(failure.delayMs, ex.app.closing))) {
    ex.res.destroy();
    return true;
  }
  if (failure.status === undefined) return false;
  sendJson(ex.res, failure.status, failureBody(failure));
  return true;
}

/** Answers a request under /api/ with the endpoint `router` finds for it. */
export async function handleApi(ex: Exchange, router: Router<Endpoint>): Promise<void> {
  const method = ex.req.method ?? 'GET';
  const match = router.match(method, ex.url.pathname);
  if (match.kind === 'none')
    return sendJson(ex.res, 404, { error: `No API endpoint ${ex.url.pathname}` });
  if (match.kind === 'method-not-allowed') {
    ex.res.setHeader('Allow', match.allow.join(', '));
    return sendJson(ex.res, 405, { error: `${method} is not allowed on ${ex.url.pathname}` });
  }
  const call: Exchange = { ...ex, params: match.params };
  const { handler } = match;
  if (handler.access === 'editor' && !mayEdit(signedInAccount(ex))) {
    return sendJson(ex.res, 401, { error: SIGN_IN_TO_EDIT });
  }

  let raw: unknown = Object.fromEntries(ex.url.searchParams);
  if (WRITE_METHODS.has(method)) {
    let body: unknown = {};
    try {
      const parsed = await readBody(ex.req);
      if (parsed.kind !== 'empty') body = parsed.value;
    } catch (error) {
      if (error instanceof BodyError)
        return sendJson(ex.res, error.status, { error: error.message });
      throw error;
    }
    const cookie = ex.cookies[CRUMB_COOKIE];
    if (!crumbAccepted(ex.app.crumbs, cookie, requestCrumb(ex.url, ex.req.headers, body))) {
      const crumb = ex.app.crumbs.issue();
      setCookie(ex.res, CRUMB_COOKIE, crumb);
      return sendJson(ex.res, 200, { crumbFail: true, crumb });
    }
    if (method !== 'DELETE') raw = body;
  }
  raw = withoutCrumb(raw);

  if (
    await applyFailure(
      call,
      endpointFailure(ex.app.config.failures, match.pattern, ex.url.pathname),
    )
  )
    return;

  const input = handler.schema.safeParse(raw);
  if (!input.success) return sendJson(ex.res, 400, { error: describeIssues(input.error) });
  const result = await handler.handle(input.data, call);
  if (result) sendJson(ex.res, result.status ?? 200, result.body);
}
