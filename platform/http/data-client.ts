/**
 * The generic data helper (SPEC §7 "Generic data helper", SPEC §8 "Data helper"): GET, POST,
 * PUT and DELETE against the site's API, answering with the parsed JSON body.
 *
 * - The `crumb` cookie (CSRF token) is added as a `crumb` query parameter to every URL.
 * - `data` fields that are `undefined` are dropped. GET and DELETE send `data` as query
 *   parameters; POST and PUT send it as the body, JSON (default) or form-encoded. In query
 *   parameters and form bodies, `null` becomes an empty value and objects or arrays become
 *   JSON strings.
 * - 204 and 1223, or an empty body with a success status, resolve to `undefined`.
 * - Failures reject with a {@link DataError} (messages in errors.ts); only "Unable to connect…"
 *   failures are retried, `retries` times, each after `DATA_RETRY_DELAY_MS`.
 * - A body with `crumbFail: true` and a new `crumb` stores the new crumb cookie and repeats the
 *   request once, when the browser accepts cookies.
 * - A body with `loginRequired: true` dispatches `sq-login-required` on `document` (SPEC §6);
 *   the request then settles as its status and body say.
 */
import { DATA_RETRY_DELAY_MS } from '../constants/limits.ts';
import { COOKIES } from '../cookies/cookie-names.ts';
import { cookiesEnabled, readCookie, writeCookie } from '../cookies/cookies.ts';
import { DATA_ERROR_MESSAGES as MESSAGES, DataError, parseErrorMessage } from './errors.ts';
import { resolveDataUrl } from './site-origin.ts';

export { DATA_ERROR_MESSAGES, DataError, type DataErrorKind } from './errors.ts';
export { configureDataClient, resolveDataUrl, type DataClientConfig } from './site-origin.ts';

/** How POST and PUT encode `data`. */
export type DataEncoding = 'json' | 'form';

/** Options of one request. */
export interface DataRequestOptions {
  /** Payload: query parameters for GET and DELETE, the body for POST and PUT. */
  data?: Record<string, unknown> | readonly unknown[];
  /** Body encoding for POST and PUT; default `json`. */
  encoding?: DataEncoding;
  /** How many times an "Unable to connect…" failure is retried; default 0. */
  retries?: number;
  /** Send to the site's own secure origin with credentials (see `configureDataClient`). */
  secure?: boolean;
  /** Overrides the configured `siteOrigin` for this request. */
  siteOrigin?: string;
  /** Aborts the request and any pending retry; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Extra request headers (the site-user XSRF header of account calls, SPEC §7). */
  headers?: Readonly<Record<string, string>>;
}

/** Detail of `sq-login-required`: which request answered that a login is needed. */
export interface LoginRequiredDetail {
  url: string;
  status: number;
}

declare global {
  interface DocumentEventMap {
    'sq-login-required': CustomEvent<LoginRequiredDetail>;
  }
}

/** `data`'s entries without undefined values, as strings for a query or form body. */
function formEntries(data: DataRequestOptions['data']): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined) continue;
    if (value === null) entries.push([key, '']);
    else if (typeof value === 'object') entries.push([key, JSON.stringify(value)]);
    else entries.push([key, String(value)]);
  }
  return entries;
}

/** `data` without its undefined fields (arrays are kept whole: JSON makes their holes null). */
function withoutUndefined(data: DataRequestOptions['data']): unknown {
  if (data === undefined || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== '';
}

/** Statuses whose JSON body naming the failure goes to the caller as is (SPEC §8)... */
const BODY_STATUSES = new Set([400, 401, 500, 502]);
/** ...when it holds one of these fields. */
const BODY_FIELDS = ['error', 'message', 'billingErrorCode'] as const;

type Kind = DataError['kind'];
type Failed = { ok: false; error: DataError; newCrumb?: string };
type Outcome = { ok: true; body: unknown } | Failed;

/** A failed outcome for a request of `url`. */
function failure(
  url: string,
  kind: Kind,
  message: string,
  status: number,
  body?: unknown,
  cause?: unknown,
): Failed {
  return { ok: false, error: new DataError(message, { kind, status, body, url }, { cause }) };
}

/** SPEC §8 failures by status, when the body does not name one; other statuses: connection. */
const STATUS_FAILURES: Readonly<Record<number, readonly [Kind, string]>> = {
  401: ['unauthorized', MESSAGES.unauthorized],
  403: ['unauthorized', MESSAGES.unauthorized],
  500: ['internal', MESSAGES.internal],
  501: ['internal', MESSAGES.internal],
  503: ['unavailable', MESSAGES.unavailable],
};

/** The SPEC §8 failure for a status without a handled body. */
function statusFailure(url: string, status: number, body?: unknown): Failed {
  const [kind, message] = STATUS_FAILURES[status] ?? ['connection', MESSAGES.unableToConnect];
  return failure(url, kind, message, status, body);
}

/** The text a server body gives for its failure (`error`, `message`, `billingErrorCode`), if any. */
function bodyMessage(body: Record<string, unknown>): string | undefined {
  for (const field of BODY_FIELDS) {
    const value = body[field];
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
      return String(value);
    }
  }
  return undefined;
}

/** Reads a JSON object body of a response with `status` (SPEC §7, §8, §6). */
function interpretBody(url: string, status: number, body: Record<string, unknown>): Outcome {
  if (body.loginRequired === true) {
    document.dispatchEvent(new CustomEvent('sq-login-required', { detail: { url, status } }));
  }
  const success = status >= 200 && status < 300;
  let outcome: Outcome;
  if (success && present(body.error)) {
    outcome = failure(url, 'server', bodyMessage(body) ?? JSON.stringify(body.error), status, body);
  } else if (success) {
    outcome = { ok: true, body };
  } else if (BODY_STATUSES.has(status) && BODY_FIELDS.some((field) => present(body[field]))) {
    outcome = failure(url, 'server', bodyMessage(body) ?? MESSAGES.unableToConnect, status, body);
  } else {
    outcome = statusFailure(url, status, body);
  }
  if (body.crumbFail !== true) return outcome;
  // A crumb failure is a refused request whatever its status; a new crumb allows one retry.
  const refused = outcome.ok
    ? failure(url, 'unauthorized', MESSAGES.unauthorized, status, body)
    : outcome;
  const crumb = body.crumb;
  return typeof crumb === 'string' && crumb !== '' ? { ...refused, newCrumb: crumb } : refused;
}

/** The request `fetch` sends for `method`, `url` and `options`, crumb included. */
function buildRequest(method: string, url: string, options: DataRequestOptions): Request {
  const { url: target, credentials } = resolveDataUrl(url, options);
  const init: RequestInit = {
    method,
    credentials,
    headers: { ...options.headers, Accept: 'application/json' },
  };
  if (options.signal) init.signal = options.signal;
  if (method === 'GET' || method === 'DELETE') {
    for (const [key, value] of formEntries(options.data)) target.searchParams.append(key, value);
  } else if (options.data !== undefined && options.encoding === 'form') {
    init.body = new URLSearchParams(formEntries(options.data));
  } else if (options.data !== undefined) {
    init.body = JSON.stringify(withoutUndefined(options.data));
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const crumb = readCookie(COOKIES.crumb.name);
  if (crumb !== undefined) target.searchParams.set('crumb', crumb);
  return new Request(target, init);
}

/**
 * Sends one request and reads its answer. Throws only when `signal` aborts it, or when the
 * request cannot be built (an invalid URL, data that JSON cannot encode): those are not retried.
 */
async function attempt(method: string, url: string, options: DataRequestOptions): Promise<Outcome> {
  const outgoing = buildRequest(method, url, options);
  let status = 0;
  let text: string;
  try {
    const response = await fetch(outgoing);
    status = response.status;
    if (status === 204 || status === 1223) return { ok: true, body: undefined };
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    return failure(url, 'connection', MESSAGES.unableToConnect, status, undefined, error);
  }
  const success = status >= 200 && status < 300;
  if (text.trim() === '') {
    return success ? { ok: true, body: undefined } : statusFailure(url, status);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    if (!success) return statusFailure(url, status);
    const message = parseErrorMessage(url, (error as Error).message);
    return failure(url, 'parse', message, status, undefined, error);
  }
  if (isRecord(body)) return interpretBody(url, status, body);
  return success ? { ok: true, body } : statusFailure(url, status, body);
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function request<T>(
  method: string,
  url: string,
  options: DataRequestOptions = {},
): Promise<T | undefined> {
  let retriesLeft = options.retries ?? 0;
  let crumbRetried = false;
  for (;;) {
    options.signal?.throwIfAborted();
    const outcome = await attempt(method, url, options);
    if (outcome.ok) return outcome.body as T | undefined;
    if (outcome.newCrumb !== undefined && !crumbRetried && cookiesEnabled()) {
      crumbRetried = true;
      writeCookie(COOKIES.crumb.name, outcome.newCrumb);
      continue;
    }
    if (outcome.error.kind === 'connection' && retriesLeft > 0) {
      retriesLeft -= 1;
      await pause(DATA_RETRY_DELAY_MS, options.signal);
      continue;
    }
    throw outcome.error;
  }
}

/** GET `url` (`data` as query parameters). Resolves with the JSON body, undefined when empty. */
export function get<T = unknown>(
  url: string,
  options?: DataRequestOptions,
): Promise<T | undefined> {
  return request<T>('GET', url, options);
}

/** POST `data` to `url`, JSON or form-encoded. Resolves with the JSON body, undefined when empty. */
export function post<T = unknown>(
  url: string,
  options?: DataRequestOptions,
): Promise<T | undefined> {
  return request<T>('POST', url, options);
}

/** PUT `data` to `url`, JSON or form-encoded. Resolves with the JSON body, undefined when empty. */
export function put<T = unknown>(
  url: string,
  options?: DataRequestOptions,
): Promise<T | undefined> {
  return request<T>('PUT', url, options);
}

/** DELETE `url` (`data` as query parameters). Resolves with the JSON body, undefined when empty. */
export function del<T = unknown>(
  url: string,
  options?: DataRequestOptions,
): Promise<T | undefined> {
  return request<T>('DELETE', url, options);
}
