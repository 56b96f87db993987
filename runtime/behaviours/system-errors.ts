/**
 * The system error overlay on the page (SPEC §6, §8): `reportSystemError(error)` shows it for
 * any error a caller hands over, and an authorization failure that no caller handled shows it
 * by itself.
 */
import { loadChunk } from '../../platform/chunks/chunk-loader.ts';
import type { Behaviour } from '../environment.ts';

/**
 * Whether `error` is a data-client authorization failure: a `DataError` with status 401 or 403.
 * Recognised by name, not class, so an error from another copy of the data client counts too.
 */
export function isAuthorizationFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'DataError') return false;
  const status = (error as Error & { status?: unknown }).status;
  // SPEC §8: 401 or 403, 'Unauthorized request'.
  return status === 401 || status === 403;
}

/**
 * Shows the system error overlay `<sq-system-error>` for `error` (loading its code first). While
 * one is open, another report does nothing (SPEC §4: it appears once).
 * @returns the overlay element, or undefined when its code failed to load (logged)
 */
export async function reportSystemError(
  error: unknown,
  doc: Document = document,
): Promise<HTMLElement | undefined> {
  try {
    const { showSystemError } = await loadChunk(
      () => import('../../elements/system-error/show-system-error.ts'),
      { request: 'sq-system-error' },
    );
    return showSystemError(error, doc);
  } catch (loadError) {
    console.error('[sq-runtime] could not show the system error overlay:', loadError, error);
    return undefined;
  }
}

/**
 * SPEC §6 "An authorization failure shows the system error overlay": a promise rejected with a
 * 401/403 `DataError` that no caller handled (an unhandled rejection) shows the overlay. A caller
 * that handles the failure itself (a form showing its own message) catches the rejection, and
 * the overlay stays away.
 */
export const authorizationFailures: Behaviour = (env) => {
  const view = env.document.defaultView ?? window;
  const onUnhandled = (event: PromiseRejectionEvent) => {
    if (isAuthorizationFailure(event.reason)) env.reportSystemError(event.reason);
  };
  view.addEventListener('unhandledrejection', onUnhandled);
  return () => view.removeEventListener('unhandledrejection', onUnhandled);
};
