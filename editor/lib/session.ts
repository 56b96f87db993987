/**
 * Leaving the editor (SPEC §2): logging out and viewing the published site.
 */
import { deleteCookie } from 'sq-elements/platform/cookies';
import { COOKIES } from 'sq-elements/platform/cookies/cookie-names';
import { editorApi } from '../api/client.ts';
import { afterLogoutUrl } from './frame-url.ts';

/**
 * Logs out from inside the editor (SPEC §2, §7): `POST /api/auth/Logout` (with the crumb),
 * removes the shared last-site cookie and lands on the preview frame's page with `logout=true`.
 * A failed call still leaves: the owner asked to go, and the page says whether it worked.
 */
export async function logOut(
  frameUrl: string,
  go: (url: string) => void = (url) => location.assign(url),
): Promise<void> {
  await editorApi.logout().catch(() => undefined);
  deleteCookie(COOKIES.lastSite.name);
  go(afterLogoutUrl(frameUrl));
}
