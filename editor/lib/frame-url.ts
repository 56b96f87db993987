/**
 * The page the editor shows in its frame, and the addresses built from it (SPEC §2
 * "Configuration area": `/config/?frameUrl={encoded current path and query}`).
 */
import { isAdminPath } from 'sq-elements/platform/links/paths';
import { QUERY_FLAGS } from 'sq-elements/platform/page/flags';

/** The configuration area's own path (SPEC §2). */
export const EDITOR_PATH = '/config/';
/** The query parameter naming the page in the frame (SPEC §2). */
export const FRAME_URL_PARAM = 'frameUrl';
/** The page shown when the address names none (or names one the frame must not show). */
export const DEFAULT_FRAME_URL = '/';

/**
 * Whether `value` is a page of this site the frame may show: a path and query starting with one
 * `/` (no other origin, no `//host`, no `/\host`), and not the configuration area itself (an
 * editor inside its own frame).
 */
export function isFramePage(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return !isAdminPath(path);
}

/** The frame's page named by an editor address's query `search`, else {@link DEFAULT_FRAME_URL}. */
export function frameUrlOf(search: string): string {
  const value = new URLSearchParams(search).get(FRAME_URL_PARAM);
  return value !== null && isFramePage(value) ? value : DEFAULT_FRAME_URL;
}

/** The editor's address showing `frameUrl`: `/config/?frameUrl=<encoded>` (SPEC §2). */
export function editorAddress(frameUrl: string): string {
  return `${EDITOR_PATH}?${FRAME_URL_PARAM}=${encodeURIComponent(frameUrl)}`;
}

/** The path and query of a location (what `frameUrl` holds; the hash is not part of it). */
export function pageOf(location: Pick<Location, 'pathname' | 'search'>): string {
  return location.pathname + location.search;
}

/** The path alone of a frame page (`/gallery?x=1` → `/gallery`): what blocks are saved under. */
export function pathOf(frameUrl: string): string {
  return frameUrl.split(/[?#]/, 1)[0] || DEFAULT_FRAME_URL;
}

/** `frameUrl` with query parameter `name` removed, then appended as `name` or `name=value`. */
function withFlag(frameUrl: string, name: string, value?: string): string {
  const url = new URL(frameUrl, 'http://site.invalid');
  url.searchParams.delete(name);
  const rest = url.searchParams.toString();
  const flag = value === undefined ? name : `${name}=${encodeURIComponent(value)}`;
  return `${url.pathname}?${rest ? `${rest}&` : ''}${flag}${url.hash}`;
}

/**
 * "View site" (SPEC §2): the page on the public site with `noredirect`, which the page
 * remembers for the browser session, so the owner is not sent back to the editor.
 */
export function viewSiteUrl(frameUrl: string): string {
  return withFlag(frameUrl, QUERY_FLAGS.noRedirect);
}

/**
 * Where a logout from inside the editor lands (SPEC §2): the preview frame's page with
 * `logout=true`, which shows 'Logout Successful'.
 */
export function afterLogoutUrl(frameUrl: string): string {
  return withFlag(frameUrl, QUERY_FLAGS.logout, 'true');
}
