/**
 * The member area block's calls: signing up (the login dialog in sign-up mode) and logging in,
 * and `POST /api/member-areas/{id}/join` as a site-user account call (its XSRF header, SPEC §7).
 * The account session's code loads only when a visitor joins.
 */
import { DataError } from '../../platform/http/data-client.ts';

/** The join call's answer: where to go next, or the sentence of a refusal. */
export type JoinResult = { next: string } | { error: string };

/** The sentence shown when the join call fails without one of its own. */
export const JOIN_FAILED = 'Joining did not work. Please try again.';

/** Options of the login prompt (the login dialog's `openLoginDialog`, elements/login-dialog). */
export interface LoginPrompt {
  mode: 'login' | 'signup';
  allowSignup: boolean;
  heading?: string;
  message?: string;
}

/**
 * Opens the login prompt; resolves true once the visitor is signed in. Until the login dialog is
 * given ({@link useLoginPrompt}), the visitor goes to the account page, as without JavaScript.
 */
let openLoginPrompt = (_prompt: LoginPrompt): Promise<boolean> => {
  location.assign('/account');
  return Promise.resolve(false);
};

/** Makes `open` (the login dialog's `openLoginDialog`) the block's login prompt. */
export function useLoginPrompt(open: (prompt: LoginPrompt) => Promise<boolean>): void {
  openLoginPrompt = open;
}

/** Asks the visitor to sign up (`signup`, for joining `name`) or log in. */
export function logIn(signup = false, name?: string): Promise<boolean> {
  return openLoginPrompt(
    signup
      ? {
          mode: 'signup',
          allowSignup: true,
          ...(name ? { heading: `Join ${name}`, message: 'Create your account to join.' } : {}),
        }
      : { mode: 'login', allowSignup: false },
  );
}

/**
 * Joins `memberAreaId` with `pricingOption`: a visitor who is not `signedIn` signs up first
 * (undefined when the dialog is closed without signing in); then the join call.
 */
export async function joinArea(
  memberAreaId: string,
  pricingOption: string,
  signedIn: boolean,
  name: string,
): Promise<JoinResult | undefined> {
  if (!signedIn && !(await logIn(true, name))) return undefined;
  const { accountRequest } = await import('../../platform/site-users/session.ts');
  try {
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
