/**
 * The Escape key on the public site (SPEC §2, §6):
 * - a signed-in account: Escape goes to the configuration area (`/config/?frameUrl=...`),
 *   Shift+Escape logs out; in the editor's own preview frame, where the page already is in the
 *   configuration area, Escape is the editor's (SPEC §6 "in the backend toggles the expanded
 *   panel or closes the guide"): the page tells the editor (`sq-editor:escape`);
 * - an anonymous visitor: Escape asks for a login only when the site setting
 *   `websiteSettings.useEscapeKeyToLogin` is on (the site-user login dialog, without account
 *   creation, see login.ts); otherwise, and for a signed-in site user, Escape does nothing.
 *
 * Escape belongs to whatever the visitor is working in first: the key is ignored while typing in
 * a field or editable text, inside a dialog, with Ctrl, Alt or Meta held, when held down
 * (repeats), and when a handler already called `preventDefault()` (an element that closes on
 * Escape, such as a lightbox or a notice, does so).
 */
import { isSignedIn, type PageContext } from '../../platform/context/page-context.ts';
import { isSiteUserSignedIn } from '../../platform/site-users/signed-in.ts';
import type { Behaviour } from '../environment.ts';
import { inEditorFrame } from './editor-bridge-frame.ts';
import { requestLogin } from './login.ts';
import { logOut } from './logout.ts';
import { configUrl } from './owner-redirect.ts';

/** What a key press does: go to the configuration area, log out, ask for a login, or nothing. */
export type EscapeAction = 'config' | 'logout' | 'login' | null;

/** The modifier state of a key press. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/** What pressing `press` does for the visitor of a page with context `ctx` (pure). */
export function escapeAction(ctx: PageContext, press: KeyPress): EscapeAction {
  if (press.key !== 'Escape' || press.altKey || press.ctrlKey || press.metaKey) return null;
  if (isSignedIn(ctx)) return press.shiftKey ? 'logout' : 'config';
  if (press.shiftKey) return null;
  return ctx.websiteSettings?.useEscapeKeyToLogin === true ? 'login' : null;
}

const FIELD_TAGS = new Set(['input', 'textarea', 'select']);
const DIALOG_ROLES = new Set(['dialog', 'alertdialog']);

/** Whether the key press happened where Escape means something else (see the module comment). */
export function isEscapeTaken(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat || event.isComposing) return true;
  for (const target of event.composedPath()) {
    if (!(target instanceof HTMLElement)) continue;
    if (FIELD_TAGS.has(target.localName) || target.isContentEditable) return true;
    if (target.localName === 'dialog' || target.getAttribute('aria-modal') === 'true') return true;
    if (DIALOG_ROLES.has(target.getAttribute('role') ?? '')) return true;
  }
  return false;
}

/**
 * Listens for Escape on the document (in the bubbling phase, after the elements on the page)
 * and acts as {@link escapeAction} says.
 */
export const escapeKey: Behaviour = (env) => {
  let loggingOut = false;
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || isEscapeTaken(event)) return;
    const action = escapeAction(env.ctx, event);
    // A signed-in site user has nothing to log in to.
    if (action === null || (action === 'login' && isSiteUserSignedIn(env.document))) return;
    event.preventDefault();
    if (action === 'config') {
      const win = env.document.defaultView;
      if (win && inEditorFrame(env))
        win.parent.postMessage({ type: 'sq-editor:escape' }, win.origin);
      else env.navigation.assign(configUrl(env.address));
    } else if (action === 'login') requestLogin(env, 'escape-key');
    else if (!loggingOut) {
      loggingOut = true;
      void logOut(env).finally(() => (loggingOut = false));
    }
  };
  env.document.addEventListener('keydown', onKeydown);
  return () => env.document.removeEventListener('keydown', onKeydown);
};
