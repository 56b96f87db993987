/**
 * Whether a site user is signed in, as the page shows it: the server writes the attribute
 * `data-sq-site-user` on `<html>` and the text 'Account' into
 * every `[data-sq-account-link]` for a signed-in site user (server/site-users/page-fill.ts); the
 * browser keeps both in step after a log-in or log-out made on the page (./session.ts). Tiny on
 * purpose: the Escape key's chunk reads it without the session code.
 */

import { ACCOUNT_LINK_ATTRIBUTE, ACCOUNT_LINK_TEXT, SIGNED_IN_ATTRIBUTE } from './account-link.ts';

export { ACCOUNT_LINK_ATTRIBUTE, ACCOUNT_LINK_TEXT, SIGNED_IN_ATTRIBUTE };

/** Whether the page was served to, or has since logged in, a site user. */
export function isSiteUserSignedIn(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);
}

/** Shows `signedIn` on the page: the `<html>` attribute and the account links' text. */
export function showSignedIn(signedIn: boolean, doc: Document = document): void {
  doc.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
  const text = signedIn ? ACCOUNT_LINK_TEXT.signedIn : ACCOUNT_LINK_TEXT.anonymous;
  for (const link of doc.querySelectorAll(`[${ACCOUNT_LINK_ATTRIBUTE}]`)) link.textContent = text;
}
