/**
 * Logging the signed-in account out (SPEC §2, §6, §7): `POST /api/auth/Logout`, then the site
 * root with `logout=true`, where the page shows 'Logout Successful'.
 */
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../platform/cookies/cookies.ts';
import { post } from '../../platform/http/data-client.ts';
import { QUERY_FLAGS } from '../../platform/page/flags.ts';
import type { RuntimeEnv } from '../environment.ts';

/** The logout call (SPEC §7). */
export const LOGOUT_PATH = '/api/auth/Logout';

/** Where a logged-out visitor lands: the site root with `logout=true` (SPEC §2). */
export const AFTER_LOGOUT_URL = `/?${QUERY_FLAGS.logout}=true`;

/**
 * Logs out: posts to `logoutPath` (default `/api/auth/Logout`), removes the shared last-site
 * cookie and goes to the site root with `logout=true`. A failed call leaves the visitor where
 * they are, still signed in, and shows the system error overlay (SPEC §8) through
 * `env.reportSystemError`.
 * @returns resolves true once the visitor is being sent away, false when the call failed
 */
export async function logOut(env: RuntimeEnv, logoutPath: string = LOGOUT_PATH): Promise<boolean> {
  try {
    await post(logoutPath);
  } catch (error) {
    env.reportSystemError(error);
    return false;
  }
  deleteCookie(COOKIES.lastSite.name);
  env.navigation.assign(AFTER_LOGOUT_URL);
  return true;
}
