/**
 * SPEC §6: a logged-in owner sees a reservation block as a preview only, titled 'Preview Only',
 * with a message asking them to log out of their account to use the block.
 */
import { isSignedIn, type PageContext } from '../../platform/context/page-context.ts';
import { hasOnlyViewerRole } from '../../platform/context/roles.ts';

/** The preview's title (SPEC §6). */
export const PREVIEW_ONLY_TITLE = 'Preview Only';

/** The preview's message (SPEC §6 gives its sense, not its words). */
export const PREVIEW_ONLY_MESSAGE = 'Please log out of your account to use this block.';

/**
 * Whether the page's visitor is a logged-in owner: an account is signed in
 * (`authenticatedAccount`) and it holds more than the viewer role. A viewer alone is counted as
 * a visitor elsewhere too (SPEC §4 analytics) and gets the live widget.
 */
export function seesPreviewOnly(ctx: Readonly<PageContext>): boolean {
  return isSignedIn(ctx) && !hasOnlyViewerRole(ctx);
}
