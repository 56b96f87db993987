/**
 * `POST /config/sign-in` (form-encoded `email`, `password`, `crumb`, `frameUrl`): signs an
 * account of site.json in with its password.
 *
 * - Success: 303 to `/config/` (with `?frameUrl=` when it is a site path), the HttpOnly,
 *   SameSite=Strict session cookie and the last-site cookie (server/session.ts).
 * - Wrong email or password: 401, the sign-in page with {@link WRONG_PASSWORD} and the email kept.
 * - {@link MAX_FAILED_TRIES} failed tries for one email from one client address within
 *   {@link FAILED_TRIES_WINDOW_MS}: 429 with {@link tooManyTries}, until the oldest of them is
 *   out of the window.
 * - A missing or stale crumb: 403, the form again (it carries a fresh crumb).
 */
import * as z from 'zod';
import type { App, Exchange } from '../app.ts';
import { verifyPassword, decoyHash } from '../auth/passwords.ts';
import { CRUMB_COOKIE, crumbAccepted } from '../crumb.ts';
import { BodyError, readBody } from '../http/body.ts';
import { redirect, sendJson } from '../http/respond.ts';
import { WindowCounter } from '../http/window-counter.ts';
import { signIn } from '../session.ts';
import type { AccountKind } from '../store/store.ts';
import { sendSignIn, siteFrameUrl } from './config-page.ts';

/** The error of a wrong email or password. */
export const WRONG_PASSWORD = 'That email and password do not match an account of this site.';

/** The error of a form sent without both fields. */
export const MISSING_FIELDS = 'Enter your email and your password.';

/** The error of a form whose crumb is missing or stale. */
export const STALE_FORM = 'This sign-in form has expired. Please sign in again.';

/** Failed tries allowed per email and client address within the window. */
export const MAX_FAILED_TRIES = 5;

/** The window failed tries are counted in: 15 minutes. */
export const FAILED_TRIES_WINDOW_MS = 15 * 60 * 1000;

/** The error of a try over the limit, `minutes` before the next try is allowed. */
export function tooManyTries(minutes: number): string {
  return `Too many tries. Wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

const form = z.object({
  email: z.string().trim().max(256).default(''),
  password: z.string().max(1024).default(''),
  crumb: z.string().optional(),
  frameUrl: z.string().optional(),
});

const failures = new WeakMap<App, WindowCounter>();

function failuresOf(app: App): WindowCounter {
  let counter = failures.get(app);
  if (!counter) failures.set(app, (counter = new WindowCounter()));
  return counter;
}

/** The site.json account whose email is `email` (any letter case), if any. */
function accountByEmail(app: App, email: string): { kind: AccountKind; id: string } | undefined {
  const wanted = email.toLowerCase();
  for (const kind of ['owner', 'viewer'] as const) {
    const account = app.config.accounts[kind];
    if (account?.email !== undefined && account.email.toLowerCase() === wanted) {
      return { kind, id: account.id };
    }
  }
  return undefined;
}

/** `POST /config/sign-in`. */
export async function postSignIn(ex: Exchange): Promise<void> {
  let body: unknown = {};
  try {
    const parsed = await readBody(ex.req);
    if (parsed.kind !== 'empty') body = parsed.value;
  } catch (error) {
    if (error instanceof BodyError) return sendJson(ex.res, error.status, { error: error.message });
    throw error;
  }
  const fields = form.safeParse(body);
  if (!fields.success) return sendSignIn(ex, 400, { error: MISSING_FIELDS });
  const { email, password, crumb } = fields.data;
  const frameUrl = siteFrameUrl(fields.data.frameUrl);
  const again = (status: number, error: string) =>
    sendSignIn(ex, status, { frameUrl, email: email || undefined, error });

  if (!crumbAccepted(ex.app.crumbs, ex.cookies[CRUMB_COOKIE], crumb)) return again(403, STALE_FORM);
  if (email === '' || password === '') return again(400, MISSING_FIELDS);

  const counter = failuresOf(ex.app);
  const key = JSON.stringify([email.toLowerCase(), ex.req.socket.remoteAddress ?? '']);
  const tries = counter.recent(key, FAILED_TRIES_WINDOW_MS);
  if (tries.length >= MAX_FAILED_TRIES) {
    const waitMs = tries[0]! + FAILED_TRIES_WINDOW_MS - Date.now();
    return again(429, tooManyTries(Math.max(1, Math.ceil(waitMs / 60_000))));
  }

  const account = accountByEmail(ex.app, email);
  const hash = account && ex.app.store.credentials.hashOf(account.id);
  const matches = await verifyPassword(password, hash ?? (await decoyHash()));
  if (!account || !hash || !matches) {
    counter.add(key, FAILED_TRIES_WINDOW_MS);
    return again(401, WRONG_PASSWORD);
  }
  counter.clear(key);
  signIn(ex, account.kind);
  const target =
    frameUrl === undefined ? '/config/' : `/config/?frameUrl=${encodeURIComponent(frameUrl)}`;
  redirect(ex.res, target, 303);
}
