/**
 * Helpers of the site-user browser tests: the site-user calls the real site server saw
 * (test/helpers/site-user-endpoints.mjs), logging out between tests, and reading the dialog.
 */
import { waitUntil } from '@open-wc/testing';
import type { SqLoginDialog } from '../../../elements/login-dialog/sq-login-dialog.ts';
import { logOut, XSRF_STORAGE_KEY } from '../../../platform/site-users/session.ts';

/** One site-user request the server was passed. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  xsrfHeader: string | null;
}

/** The site-user requests passed to the server since the last call. */
export async function seenRequests(): Promise<SeenRequest[]> {
  return (await fetch('/test-site-users/seen')).json() as Promise<SeenRequest[]>;
}

/** Logs out on the server (if signed in) and forgets the stored token and the requests seen. */
export async function signedOut(): Promise<void> {
  await logOut({ cloneCart: false });
  localStorage.removeItem(XSRF_STORAGE_KEY);
  await seenRequests();
}

/** The open login dialog on the page. */
export async function openDialog(): Promise<SqLoginDialog> {
  await waitUntil(() => document.querySelector('sq-login-dialog')?.open, 'no login dialog opened');
  const dialog = document.querySelector('sq-login-dialog')!;
  await dialog.updateComplete;
  return dialog;
}

/** A part or selector inside the dialog's shadow root. */
export const inside = <T extends Element = HTMLElement>(dialog: SqLoginDialog, selector: string) =>
  dialog.shadowRoot!.querySelector<T>(selector);

/** The element focused inside the dialog. */
export const focused = (dialog: SqLoginDialog) => dialog.shadowRoot!.activeElement;
