/**
 * Asking the visitor to log in (SPEC §6): Escape-to-login of an anonymous visitor, and a
 * server answer that carries the login-required flag.
 */
import { loadChunk } from '../../platform/chunks/chunk-loader.ts';
import { isSignedIn } from '../../platform/context/page-context.ts';
import type { Behaviour, RuntimeEnv } from '../environment.ts';
import { configUrl } from './owner-redirect.ts';

/** Why a login is asked for. */
export type LoginRequestReason = 'escape-key' | 'login-required';

/** Detail of `sq-login-request`. */
export interface LoginRequestDetail {
  reason: LoginRequestReason;
  /**
   * Whether the login prompt may offer to create an account: false for Escape-to-login (SPEC §6:
   * account creation is then disabled, and an open signup dialog is cancelled).
   */
  allowSignup: boolean;
  /** Where the login prompt sends the visitor afterwards: `/config/?frameUrl=...`. */
  loginUrl: string;
}

declare global {
  interface DocumentEventMap {
    'sq-login-request': CustomEvent<LoginRequestDetail>;
  }
}

/**
 * Asks for a login: dispatches the cancelable `sq-login-request` on the document (a page script
 * may call `preventDefault()` to handle the login its own way). When nothing handles it:
 * - an anonymous visitor gets the site-user login dialog (`<sq-login-dialog>`, loaded on
 *   demand), with account creation only when `allowSignup` (not for Escape-to-login, which also
 *   cancels an open signup dialog, SPEC §6);
 * - a signed-in account whose session ended goes to the configuration area,
 *   `/config/?frameUrl=...`, whose login screen brings them back.
 * @returns true when the visitor was sent to the configuration area
 */
export function requestLogin(env: RuntimeEnv, reason: LoginRequestReason): boolean {
  const loginUrl = configUrl(env.address);
  const detail: LoginRequestDetail = { reason, allowSignup: reason !== 'escape-key', loginUrl };
  const event = new CustomEvent('sq-login-request', { cancelable: true, detail });
  if (!env.document.dispatchEvent(event)) return false;
  if (!isSignedIn(env.ctx)) {
    void openSiteUserLogin(env, detail.allowSignup);
    return false;
  }
  env.navigation.assign(loginUrl);
  return true;
}

/** Opens the site-user login dialog (its code a chunk of its own); a load failure is logged. */
async function openSiteUserLogin(env: RuntimeEnv, allowSignup: boolean): Promise<void> {
  try {
    const { openLoginDialog } = await loadChunk(
      () => import('../../elements/login-dialog/open-login-dialog.ts'),
      { request: 'sq-login-dialog' },
    );
    await openLoginDialog({ allowSignup }, env.document);
  } catch (error) {
    console.error('[sq-runtime] could not open the login dialog:', error);
  }
}

/**
 * SPEC §6 login-required flag: the data client fires `sq-login-required` when an answer carries
 * it. For a page whose context says an account is signed in, the session has ended on the
 * server: the runtime asks for a login again (see {@link requestLogin}). For an anonymous
 * visitor the request's own caller shows its failure; the runtime does nothing more.
 */
export const loginRequired: Behaviour = (env) => {
  const onLoginRequired = () => {
    if (isSignedIn(env.ctx)) requestLogin(env, 'login-required');
  };
  env.document.addEventListener('sq-login-required', onLoginRequired);
  return () => env.document.removeEventListener('sq-login-required', onLoginRequired);
};
