/**
 * The page's signs of a signed-in site user, shared by the server that writes them
 * (server/site-users/page-fill.ts) and the browser that keeps them in step (./signed-in.ts).
 */

/** Attribute of `<html>` present while a site user is signed in. */
export const SIGNED_IN_ATTRIBUTE = 'data-sq-site-user';

/** Attribute of the header's account link(s). */
export const ACCOUNT_LINK_ATTRIBUTE = 'data-sq-account-link';

/** The account link's text for an anonymous visitor and for a signed-in site user. */
export const ACCOUNT_LINK_TEXT = { anonymous: 'Log in', signedIn: 'Account' } as const;
