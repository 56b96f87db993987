/**
 * The preview frame's cookies (SPEC §9 "Cookies exist for the … expanded-preview frame and
 * disabling of user scripts"; their names are the package's PREVIEW_COOKIES). Session cookies:
 * they last while the browser is open.
 *
 * - expanded preview frame: the editor's panels are folded away and the frame fills the window;
 * - disable user scripts (safe mode): the site server serves the frame's pages without the
 *   site's own scripts, so a broken script cannot stop the owner editing.
 */
import { deleteCookie, readCookie, writeCookie } from 'sq-elements/platform/cookies';
import { PREVIEW_COOKIES } from 'sq-elements/platform/cookies/cookie-names';

export type PreviewCookie = 'expandedPreview' | 'disableUserScripts';

/** Whether preview cookie `key` is on (`true`). */
export function previewCookie(key: PreviewCookie): boolean {
  return readCookie(PREVIEW_COOKIES[key].name) === 'true';
}

/** Turns preview cookie `key` on (`true`, for the session) or off (removed). */
export function setPreviewCookie(key: PreviewCookie, on: boolean): void {
  if (on) writeCookie(PREVIEW_COOKIES[key].name, 'true');
  else deleteCookie(PREVIEW_COOKIES[key].name);
}
