/**
 * The site-user session in the browser (SPEC §7 site-user session calls, SPEC §6
 * login-required): log in, sign up, log out, and account calls that carry the session's XSRF
 * token.
 *
 * - Log-in and sign-up answer `{xsrfToken}`; it is kept in local storage ({@link XSRF_STORAGE_KEY})
 *   and sent in the {@link XSRF_HEADER} header on every later account call. A page that finds
 *   none stored (a log-in made without JavaScript, cleared storage) asks for it first with
 *   `GET /api/site-users/account/session`.
 * - A stored token the server refuses (the session changed meanwhile in another tab) is dropped
 *   and fetched afresh once before the call counts as login-required.
 * - Log-out is `DELETE /api/site-users/account/session?cloneCart=…`, retried once by the data
 *   client when the answer flags `crumbFail`.
 * - After log-in, sign-up and log-out, `sq-site-user-change` `{signedIn}` fires on `document`, and
 *   the page's signs of a signed-in site user (the `<html>` attribute and the account links'
 *   text, ./signed-in.ts) follow.
 */
import { DataError, del, get, post, put, type DataRequestOptions } from '../http/data-client.ts';
import { showSignedIn } from './signed-in.ts';

export { isSiteUserSignedIn } from './signed-in.ts';

/** Local-storage key of the session's XSRF token. */
export const XSRF_STORAGE_KEY = 'sq-site-user-xsrf';

/** Header that carries the token on account calls. */
export const XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** Where the site-user calls live. */
export const SITE_USER_API = '/api/site-users';

/** What logging in takes. */
export interface LogInInput {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** What signing up takes. */
export interface SignUpInput extends LogInInput {
  firstName: string;
  lastName: string;
}

/** Detail of `sq-site-user-change`. */
export interface SiteUserChangeDetail {
  signedIn: boolean;
}

declare global {
  interface DocumentEventMap {
    'sq-site-user-change': CustomEvent<SiteUserChangeDetail>;
  }
}

interface TokenAnswer {
  xsrfToken: string;
}

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined; // storage blocked: the token is fetched for each page instead
  }
}

/** The stored token, if any. */
export function storedXsrfToken(): string | undefined {
  return storage()?.getItem(XSRF_STORAGE_KEY) ?? undefined;
}

function keepToken(token: string | undefined): void {
  const store = storage();
  if (!store) return;
  if (token) store.setItem(XSRF_STORAGE_KEY, token);
  else store.removeItem(XSRF_STORAGE_KEY);
}

function changed(signedIn: boolean): void {
  showSignedIn(signedIn);
  document.dispatchEvent(
    new CustomEvent('sq-site-user-change', { bubbles: true, composed: true, detail: { signedIn } }),
  );
}

async function signedIn(answer: Promise<TokenAnswer | undefined>): Promise<void> {
  const body = await answer;
  keepToken(body?.xsrfToken);
  changed(true);
}

/** Logs in (`POST /api/site-users/account/session`); rejects with the server's message. */
export function logIn({ email, password, rememberMe = false }: LogInInput): Promise<void> {
  return signedIn(
    post<TokenAnswer>(`${SITE_USER_API}/account/session`, {
      data: { email, password, rememberMe },
    }),
  );
}

/** Makes an account and logs it in (`POST /api/site-users/accounts`). */
export function signUp(input: SignUpInput): Promise<void> {
  return signedIn(post<TokenAnswer>(`${SITE_USER_API}/accounts`, { data: { ...input } }));
}

/**
 * Calls under way whose login-required answer asks for no login: a first attempt with a stored
 * token (retried with a fresh one), and log-out.
 */
let quietAttempts = 0;

/** Whether a `sq-login-required` event now comes from a call that asks for no login. */
export function isQuietAttempt(): boolean {
  return quietAttempts > 0;
}

async function quietly<T>(call: () => Promise<T>): Promise<T> {
  quietAttempts += 1;
  try {
    return await call();
  } finally {
    quietAttempts -= 1;
  }
}

/** The session's token, asked of the server (`GET …/account/session`) and kept. */
async function freshToken(): Promise<string | undefined> {
  const body = await get<TokenAnswer>(`${SITE_USER_API}/account/session`);
  keepToken(body?.xsrfToken);
  return body?.xsrfToken;
}

const isLoginRequired = (error: unknown) =>
  error instanceof DataError &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { loginRequired?: unknown }).loginRequired === true;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const CALLS = { GET: get, PUT: put, POST: post, DELETE: del } as const;

/**
 * An account call with the XSRF header: `method` on `/api/site-users` + `path`, or on `path`
 * itself when it starts with `/api/` (another account call: a member area's join). A refused stored
 * token is replaced once (see the module comment); a call without a session rejects and fires
 * `sq-login-required` (the login dialog opens, see elements/login-dialog).
 */
export async function accountRequest<T = unknown>(
  method: Method,
  path: string,
  data?: DataRequestOptions['data'],
): Promise<T | undefined> {
  const send = (token: string) =>
    CALLS[method]<T>(path.startsWith('/api/') ? path : `${SITE_USER_API}${path}`, {
      ...(data === undefined ? {} : { data }),
      headers: { [XSRF_HEADER]: token },
    });
  const stored = storedXsrfToken();
  if (stored) {
    try {
      return await quietly(() => send(stored));
    } catch (error) {
      if (!isLoginRequired(error)) throw error;
    }
  }
  const token = await freshToken();
  return send(token ?? '');
}

/**
 * Logs out (`DELETE /api/site-users/account/session?cloneCart=…`): with `cloneCart` the
 * signed-out visitor keeps a copy of the cart, else starts with none. Already logged out counts
 * as done, and never asks for a login.
 */
export async function logOut({ cloneCart }: { cloneCart: boolean }): Promise<void> {
  try {
    await quietly(() => accountRequest('DELETE', '/account/session', { cloneCart }));
  } catch (error) {
    if (!isLoginRequired(error)) throw error;
  }
  keepToken(undefined);
  changed(false);
}
