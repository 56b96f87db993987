/**
 * SPEC §2: a page opened with `logout=true` shows the notice 'Logout Successful' with 'You have
 * been successfully logged out.'
 */
import { loadChunk } from '../../platform/chunks/chunk-loader.ts';
import { isLogoutFlag, QUERY_FLAGS, withoutQueryParam } from '../../platform/page/flags.ts';
import type { Behaviour, RuntimeEnv } from '../environment.ts';

/** The logout notice's texts, word for word from SPEC §2. */
export const LOGOUT_NOTICE = {
  heading: 'Logout Successful',
  message: 'You have been successfully logged out.',
} as const;

/**
 * Shows the logout notice (loading `<sq-notice>`'s code first) and takes `logout=true` out of
 * the address bar, so reloading or bookmarking the page does not show it again.
 * @returns the notice element, or undefined when its code failed to load (logged)
 */
export async function showLogoutNotice(env: RuntimeEnv): Promise<HTMLElement | undefined> {
  try {
    const { showNotice } = await loadChunk(() => import('../../elements/notice/show-notice.ts'), {
      request: 'sq-notice',
    });
    const notice = showNotice({ ...LOGOUT_NOTICE }, env.document);
    const view = env.document.defaultView;
    if (view && view.location.href === env.address.href) {
      view.history.replaceState(
        view.history.state,
        '',
        withoutQueryParam(env.address.href, QUERY_FLAGS.logout),
      );
    }
    return notice;
  } catch (error) {
    console.error('[sq-runtime] could not show the logout notice:', error);
    return undefined;
  }
}

/** Shows the logout notice when the address carries `logout=true`. */
export const logoutNotice: Behaviour = (env) => {
  if (isLogoutFlag(env.address.href)) void showLogoutNotice(env);
};
