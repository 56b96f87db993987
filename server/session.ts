/**
 * Who is visiting: a development sign-in as the site's owner or viewer account (cookie
 * `sq-session`, kept in the store so it survives a restart), else an anonymous visitor.
 */
import type { App, Exchange } from './app.ts';
import { clearCookie, setCookie } from './http/cookies.ts';
import type { AccountKind } from './store/store.ts';

/** Cookie of a signed-in owner or viewer (HttpOnly). */
export const SESSION_COOKIE = 'sq-session';

/** A signed-in account and its website roles. */
export interface SignedIn {
  kind: AccountKind;
  id: string;
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
  return { kind: session.kind, id: account.id, roles: account.roles };
}

/** Whether the site has an account of `kind` to sign in as. */
export function hasAccount(app: App, kind: AccountKind): boolean {
  return app.config.accounts[kind] !== undefined;
}

/** Starts a session as the site's `kind` account and sets its cookie (ends any previous one). */
export function signIn(ex: Exchange, kind: AccountKind): void {
  const account = ex.app.config.accounts[kind];
  if (!account) throw new Error(`site.json has no ${kind} account`);
  const previous = ex.cookies[SESSION_COOKIE];
  if (previous) ex.app.store.deleteAccountSession(previous);
  const token = ex.app.store.createAccountSession(kind, account.id);
  setCookie(ex.res, SESSION_COOKIE, token, { httpOnly: true });
}

/** Ends the request's owner/viewer session, if any, and clears its cookie. */
export function signOut(ex: Exchange): void {
  const token = ex.cookies[SESSION_COOKIE];
  if (!token) return;
  ex.app.store.deleteAccountSession(token);
  clearCookie(ex.res, SESSION_COOKIE);
}

/** The context's `websiteRoles` map for `roles`: `{"1": true}` for an admin. */
export function websiteRolesOf(roles: readonly number[]): Record<string, true> {
  return Object.fromEntries(roles.map((role) => [String(role), true] as const));
}
