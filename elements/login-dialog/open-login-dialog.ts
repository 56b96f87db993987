/**
 * Opening the login dialog from script, and the page-wide answer to `sq-login-required` (SPEC
 * §6): an account call (under `/api/site-users/` or `/api/member-areas/`) that answers with the
 * login-required flag opens the dialog, unless the call was one that asks for no login (a stale
 * stored token about to be replaced, a log-out: platform/site-users/session.ts).
 */
import { isQuietAttempt } from '../../platform/site-users/session.ts';
import type { LoginDialogMode, SqLoginDialog } from './login-dialog.ts';
import './sq-login-dialog.ts';

/** What the dialog asks. */
export interface LoginDialogOptions {
  /** Default `login`. */
  mode?: LoginDialogMode;
  /** Default true; false hides "Create account" (Escape-to-login, SPEC §6). */
  allowSignup?: boolean;
  heading?: string;
  message?: string;
}

let current: { dialog: SqLoginDialog; done: Promise<boolean> } | undefined;

/**
 * Opens the login dialog and resolves true once the visitor has signed in (logged in or made an
 * account), false when it is cancelled. While one is open, a new request answers the same
 * promise, except a request with `allowSignup: false`, which cancels an open dialog that offers
 * signing up (SPEC §6: "an open signup dialog is cancelled") and opens a log-in only one.
 */
export async function openLoginDialog(
  options: LoginDialogOptions = {},
  doc: Document = document,
): Promise<boolean> {
  if (current?.dialog.open) {
    if (options.allowSignup !== false || !current.dialog.allowSignup) return current.done;
    const previous = current;
    previous.dialog.cancel();
    await previous.done;
  }
  const dialog = doc.createElement('sq-login-dialog');
  dialog.mode = options.mode ?? 'login';
  dialog.allowSignup = options.allowSignup ?? true;
  if (options.heading) dialog.heading = options.heading;
  if (options.message) dialog.message = options.message;
  const done = new Promise<boolean>((resolve) => {
    dialog.addEventListener(
      'sq-after-close',
      (event) => {
        dialog.remove();
        resolve((event.detail as { reason?: string }).reason === 'signed-in');
      },
      { once: true },
    );
  });
  current = { dialog, done };
  doc.body.append(dialog);
  await dialog.show();
  if (!dialog.open) {
    // an `sq-open` listener refused it
    dialog.remove();
    return false;
  }
  return done;
}

/** Whether `url` is an account call whose login-required answer asks the visitor to log in. */
export function isAccountCall(url: string): boolean {
  const path = new URL(url, document.baseURI).pathname;
  return path.startsWith('/api/site-users/') || path.startsWith('/api/member-areas/');
}

let listening = false;

/** Listens (once per page) for `sq-login-required` from account calls: opens the dialog. */
export function openOnLoginRequired(doc: Document = document): void {
  if (listening) return;
  listening = true;
  doc.addEventListener('sq-login-required', (event) => {
    if (isQuietAttempt() || !isAccountCall(event.detail.url)) return;
    void openLoginDialog({}, doc);
  });
}

// Not on a server (a React app rendering to a string): there is no page to ask on.
if (typeof document !== 'undefined') openOnLoginRequired();
