/**
 * Who is visiting: a signed-in account of the site (owner or viewer; cookie `sq-session`, kept
 * in the store so it survives a restart), else an anonymous visitor. An account signs in with
 * its password at `/config/` (server/admin/sign-in.ts) or, for tests, through the development
 * route.
 */
import { WEBSITE_ROLES } from '../platform/constants/site-enums.ts';
import type { App, Exchange } from './app.ts';
import { clearCookie, setCookie, type SetCookieOptions } from './http/cookies.ts';
import type { AccountKind } from './store/store.ts';

/** Cookie of a signed-in owner or viewer. */
export const SESSION_COOKIE = 'sq-session';

/** Flags of the session cookie: never readable by scripts, never sent from another site. */
const SESSION_FLAGS: SetCookieOptions = { httpOnly: true, sameSite: 'Strict' };

/**
 * The shared last-site cookie (SPEC §2): the identifier of the site last signed in to, removed
 * on logout. Its name is the client's (platform/cookies/cookie-names.ts `COOKIES.lastSite`).
 */
export const LAST_SITE_COOKIE = 'ss_lastsite';

/** Lifetime of the last-site cookie: 400 days, the longest a browser keeps a cookie. */
export const LAST_SITE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** A signed-in account and its website roles. */
export interface SignedIn {
  kind: AccountKind;
  id: string;
  /** The account's sign-in email (site.json), when it has one. */
  email: string | undefined;
  roles: readonly number[];
}

/** The account the request's session cookie belongs to, if any. */
export function signedInAccount(ex: Exchange): SignedIn | undefined {
  const token = ex.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  const session = ex.app.store.findAccountSession(token);
  if (!session) return undefined;
  const account = ex.app.config.accounts[session.kind];
  if (!account || account.id !== session.accountId) return undefined;
  return { kind: session.kind, id: account.id, email: account.email, roles: account.roles };
}

/**
 * Whether `account` may use the editor: it holds a website role other than viewer (SPEC §3
 * roles, §6).
 */
export function mayEdit(account: SignedIn | undefined): boolean {
  return account !== undefined && account.roles.some((role) => role !== WEBSITE_ROLES.viewer);
}

/** Whether the site has an account of `kind` to sign in as. */
export function hasAccount(app: App, kind: AccountKind): boolean {
  return app.config.accounts[kind] !== undefined;
}

/**
 * Starts a session as the site's `kind` account (ending any previous one) and sets its cookie
 * and the last-site cookie.
 */
export function signIn(ex: Exchange, kind: AccountKind): void {
  const account = ex.app.config.accounts[kind];
  if (!account) throw new Error(`site.json has no ${kind} account`);
  const previous = ex.cookies[SESSION_COOKIE];
  if (previous) ex.app.store.deleteAccountSession(previous);
  const token = ex.app.store.createAccountSession(kind, account.id);
  setCookie(ex.res, SESSION_COOKIE, token, SESSION_FLAGS);
  setCookie(ex.res, LAST_SITE_COOKIE, ex.app.config.website.identifier, {
    maxAgeS: LAST_SITE_MAX_AGE_S,
  });
}

/** Ends the request's owner/viewer session, if any, and clears its cookie and the last-site cookie. */
export function signOut(ex: Exchange): void {
  clearCookie(ex.res, LAST_SITE_COOKIE);
  const token = ex.cookies[SESSION_COOKIE];
  if (!token) return;
  ex.app.store.deleteAccountSession(token);
  clearCookie(ex.res, SESSION_COOKIE, SESSION_FLAGS);
}

/** The context's `websiteRoles` map for `roles`: `{"1": true}` for an admin. */
export function websiteRolesOf(roles: readonly number[]): Record<string, true> {
  return Object.fromEntries(roles.map((role) => [String(role), true] as const));
}
