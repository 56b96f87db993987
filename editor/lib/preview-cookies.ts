/**
 * The preview frame's cookies (SPEC §9 "Cookies exist for the … expanded-preview frame and
 * disabling of user scripts"; names not shown, these are ours in the `ss_` style of
 * platform/cookies/cookie-names.ts). Session cookies: they last while the browser is open.
 *
 * - expanded preview frame: the editor's panels are folded away and the frame fills the window;
 * - disable user scripts (safe mode): the site server serves the frame's pages without the
 *   site's own scripts, so a broken script cannot lock the owner out of editing.
 */
import { deleteCookie, readCookie, writeCookie } from 'sq-elements/platform/cookies';

export const PREVIEW_COOKIES = {
  expanded: 'ss_previewExpanded',
  disableUserScripts: 'ss_disableUserScripts',
} as const;

export type PreviewCookie = keyof typeof PREVIEW_COOKIES;

/** Whether preview cookie `key` is on (`true`). */
export function previewCookie(key: PreviewCookie): boolean {
  return readCookie(PREVIEW_COOKIES[key]) === 'true';
}

/** Turns preview cookie `key` on (`true`, for the session) or off (removed). */
export function setPreviewCookie(key: PreviewCookie, on: boolean): void {
  if (on) writeCookie(PREVIEW_COOKIES[key], 'true');
  else deleteCookie(PREVIEW_COOKIES[key]);
}
