/**
 * The member area block's calls: signing up or logging in (the site-user login dialog,
 * elements/login-dialog, whose code loads only when it is first opened) and
 * `POST /api/member-areas/{id}/join` as a site-user account call (its XSRF header, SPEC §7),
 * whose session code also loads only when a visitor joins.
 */
import { loadChunk } from '../../platform/chunks/chunk-loader.ts';
import { DataError } from '../../platform/http/data-client.ts';

/** The join call's answer: where to go next, or the sentence of a refusal. */
export type JoinResult = { next: string } | { error: string };

/** The sentence shown when the join call fails without one of its own. */
export const JOIN_FAILED = 'Joining did not work. Please try again.';

/** What the sign-up dialog says when it is opened to join the area `name`. */
export const joinPrompt = (name: string) => ({
  heading: `Join ${name}`,
  message: 'Create your account to join. Already have one? Log in instead.',
});

/** The login dialog's module, fetched the first time it is needed. */
const loginDialog = () => import('../login-dialog/open-login-dialog.ts');

/**
 * Asks the visitor to sign up (`signup`, to join the area `name`; the dialog still offers to log
 * in instead) or to log in (no sign-up offered: members already have an account).
 * @returns true once the visitor is signed in; false when the dialog was closed
 * @throws {ChunkLoadError} when the dialog's code could not be loaded
 */
export async function logIn(signup = false, name?: string): Promise<boolean> {
  const { openLoginDialog } = await loadChunk(loginDialog, { request: 'sq-login-dialog' });
  return openLoginDialog(
    signup
      ? { mode: 'signup', allowSignup: true, ...(name ? joinPrompt(name) : {}) }
      : { mode: 'login', allowSignup: false },
  );
}

/**
 * Joins `memberAreaId` with `pricingOption`: a visitor who is not `signedIn` signs up (or logs
 * in) first; undefined when the dialog is closed without signing in. Then the join call.
 */
export async function joinArea(
  memberAreaId: string,
  pricingOption: string,
  signedIn: boolean,
  name: string,
): Promise<JoinResult | undefined> {
  try {
    if (!signedIn && !(await logIn(true, name))) return undefined;
    const { accountRequest } = await import('../../platform/site-users/session.ts');
    const answer = (await accountRequest(
      'POST',
      `/api/member-areas/${encodeURIComponent(memberAreaId)}/join`,
      { pricingOption },
    )) as { next?: unknown } | undefined;
    return typeof answer?.next === 'string' ? { next: answer.next } : { error: JOIN_FAILED };
  } catch (error) {
    return { error: error instanceof DataError ? error.message : JOIN_FAILED };
  }
}
