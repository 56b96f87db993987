/**
 * Whether analytics counts this page view (SPEC §4 "Analytics counting", SPEC §2 `/search`).
 */
import { PAGE_TYPES } from '../constants/enums.ts';
import { isSignedIn, type PageContext } from '../context/page-context.ts';
import { hasOnlyViewerRole } from '../context/roles.ts';
import { isAdminPath, isSearchPath } from '../links/paths.ts';

/**
 * The global disable flag: a script that runs before the runtime (code injection, a preview
 * frame, a test) sets `window.sqAnalyticsDisabled = true` and no analytics is counted or sent
 * from the page, and no visit cookie or analytics id is written.
 */
export const ANALYTICS_DISABLED_FLAG = 'sqAnalyticsDisabled';

declare global {
  interface Window {
    /** The global analytics disable flag (SPEC §4); see `ANALYTICS_DISABLED_FLAG`. */
    sqAnalyticsDisabled?: boolean;
  }
}

/** Page types on which analytics is off (SPEC §4): not found, lock screen, member-access denied. */
export const UNCOUNTED_PAGE_TYPES: ReadonlySet<number> = new Set([
  PAGE_TYPES.notFound,
  PAGE_TYPES.lockScreen,
  PAGE_TYPES.memberAreaAccessDenied,
]);

/** Whether the global disable flag is set on `win`. */
export function isAnalyticsDisabled(win: Window = window): boolean {
  return win[ANALYTICS_DISABLED_FLAG] === true;
}

/**
 * Whether analytics counts on this page (SPEC §4): only for a visitor not signed in, or one
 * holding only the viewer role (10) on a path outside the configuration area (no `/config` in
 * it); never on not-found (100), lock-screen (103) or member-access-denied (106) pages, nor
 * when the global disable flag (`window.sqAnalyticsDisabled === true`) is set.
 * Page views of `/search` are a further exception: see {@link isPageViewCounted}.
 * @param address the page's address (its `pathname` is read)
 */
export function isCountingEnabled(
  ctx: PageContext,
  address: Pick<Location, 'pathname'>,
  win: Window = window,
): boolean {
  if (isAnalyticsDisabled(win)) return false;
  if (typeof ctx.pageType === 'number' && UNCOUNTED_PAGE_TYPES.has(ctx.pageType)) return false;
  if (!isSignedIn(ctx)) return true;
  return hasOnlyViewerRole(ctx) && !isAdminPath(address.pathname);
}

/**
 * Whether a page view is counted: counting is on ({@link isCountingEnabled}) and the page is not
 * `/search` (SPEC §2: search page views are not tracked; searches there are).
 */
export function isPageViewCounted(
  ctx: PageContext,
  address: Pick<Location, 'pathname'>,
  win: Window = window,
): boolean {
  return isCountingEnabled(ctx, address, win) && !isSearchPath(address.pathname);
}
