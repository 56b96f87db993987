/**
 * Logging the signed-in account out (SPEC §2, §6, §7): `POST /api/auth/Logout`, then the site
 * root, or the preview frame's page when it happens inside the editor's frame, with
 * `logout=true`, where the page shows 'Logout Successful'.
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
 * Where a logout leaves to (SPEC §2): the site root with `logout=true`; from a page shown in a
 * frame (the editor's preview), that page with `logout=true`, in the whole window.
 */
export function afterLogoutUrl(env: Pick<RuntimeEnv, 'address' | 'inFrame'>): string {
  if (!env.inFrame) return AFTER_LOGOUT_URL;
  const page = new URLSearchParams(env.address.search);
  page.set(QUERY_FLAGS.logout, 'true');
  return `${env.address.pathname}?${page.toString()}`;
}

/**
 * Logs out: posts to `logoutPath` (default `/api/auth/Logout`), removes the shared last-site
 * cookie and leaves for {@link afterLogoutUrl} (from a frame, the whole window leaves it). A
 * failed call leaves the visitor where they are, still signed in, and shows the system error
 * overlay (SPEC §8) through `env.reportSystemError`.
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
  if (env.inFrame) env.navigation.leaveFrame(afterLogoutUrl(env));
  else env.navigation.assign(AFTER_LOGOUT_URL);
  return true;
}
