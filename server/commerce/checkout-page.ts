/**
 * Answering the checkout pages and reading their POSTs: each page on the server's own layout
 * (server/pages/layout.ts) with its page type's context and the checkout stylesheet (a file, so
 * a strict Content-Security-Policy keeps the look), the SPEC §5 refusal, and a POST checked for
 * this site's `Origin` and the visitor's crumb.
 */
import type { Exchange } from '../app.ts';
import { CRUMB_COOKIE, crumbAccepted } from '../crumb.ts';
import { liveSiteConfig } from '../editor/cookie-banner.ts';
import { BodyError, readBody } from '../http/body.ts';
import { escapeHtml, send } from '../http/respond.ts';
import { builtinDocument } from '../pages/layout.ts';
import { buildPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { signedInAccount } from '../session.ts';

/** SPEC §5 refusal, shown when a checkout has no cart to buy. */
export const NO_CART_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/** Address of the checkout pages' stylesheet (a file, so a strict policy keeps the look). */
export const CHECKOUT_CSS_PATH = '/__server/checkout.css';

const CHECKOUT_CSS = `.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.sq-checkout { display: grid; gap: 1.5rem; max-width: 36rem; }
.sq-checkout fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 1rem; }
.sq-checkout legend { font-size: 1.25rem; font-weight: 600; margin-bottom: .5rem; }
.sq-field { display: grid; gap: .25rem; }
.sq-field label, .sq-field legend { font-weight: 600; }
.sq-field input:not([type=radio]), .sq-field textarea { font: inherit; padding: .5rem; border: 2px solid #1a1a1a; border-radius: 4px; max-width: 100%; }
.sq-field__short { width: 8ch; }
.sq-field__optional { font-weight: 400; }
.sq-field__hint { margin: 0; color: #505a5f; }
.sq-field__error { margin: 0; color: #b3261e; font-weight: 600; }
.sq-checkout .sq-field--error { border-left: 4px solid #b3261e; padding-left: .75rem; }
.sq-field--error input:not([type=radio]), .sq-field--error textarea { border-color: #b3261e; }
.sq-radio { display: flex; flex-wrap: wrap; gap: .25rem .5rem; align-items: baseline; }
.sq-radio input { width: 1.25rem; height: 1.25rem; margin: 0; }
.sq-radio label { font-weight: 400; }
.sq-radio .sq-field__hint { flex-basis: 100%; padding-left: 1.75rem; }
.sq-field .sq-field__hint:has(+ input, + textarea) { margin-bottom: .25rem; }
.sq-error-summary { border: 4px solid #b3261e; padding: 1rem 1.25rem; margin-bottom: 1.5rem; max-width: 36rem; }
.sq-error-summary:focus { outline: 3px solid #fd0; outline-offset: 0; }
.sq-error-summary__title { margin: 0 0 .5rem; font-size: 1.25rem; }
.sq-error-summary__list { margin: 0; padding-left: 1.25rem; }
.sq-error-summary__list a { color: #b3261e; font-weight: 600; }
.sq-checkout__submit { font: inherit; font-weight: 600; justify-self: start; padding: .6rem 1.5rem; border: 0; border-radius: 4px; background: #1a1a1a; color: #fff; cursor: pointer; }
.sq-checkout__submit:focus-visible { outline: 3px solid #fd0; outline-offset: 2px; }
.sq-order { border-collapse: collapse; width: 100%; max-width: 36rem; margin-bottom: 1.5rem; }
.sq-order th, .sq-order td { text-align: left; padding: .4rem .5rem .4rem 0; border-bottom: 1px solid #ccc; vertical-align: top; }
.sq-order td.sq-order__money, .sq-order th.sq-order__money { text-align: right; padding-right: 0; }
.sq-order tfoot th { font-weight: 400; }
.sq-order tfoot tr:last-child th, .sq-order tfoot tr:last-child td { font-weight: 700; }
.sq-order__options { display: block; color: #505a5f; font-size: .9em; }
`;

/** Answers the checkout pages' stylesheet. */
export function serveCheckoutCss(ex: Exchange): void {
  send(ex.res, 200, 'text/css; charset=utf-8', CHECKOUT_CSS, 'no-cache');
}

/** Answers a checkout page: `body` on the server's layout with the page type's context. */
export function sendCheckoutPage(
  ex: Exchange,
  status: number,
  page: { title: string; pageType: number; body: string },
): void {
  const context = buildPageContext(
    liveSiteConfig(ex.app),
    { forcePageType: page.pageType },
    signedInAccount(ex),
  );
  const html = builtinDocument({
    title: page.title,
    body: page.body,
    context,
    assetsDir: ex.app.assetsDir,
    head: `<link rel="stylesheet" href="${CHECKOUT_CSS_PATH}">`,
  });
  sendPage(ex, status, html);
}

/** Answers the SPEC §5 refusal: there is no cart (or no longer one) to buy. */
export function sendNoCart(ex: Exchange, pageType: number, status = 400): void {
  sendCheckoutPage(ex, status, {
    title: 'Checkout',
    pageType,
    body: `<p role="alert">${escapeHtml(NO_CART_MESSAGE)}</p>
<p><a href="/cart">Go to your cart</a> · <a href="/">Back to the site</a></p>`,
  });
}

/**
 * Whether a POST comes from this site: its `Origin`, else its `Referer`, names this host (a
 * browser sends one of them with every form POST; neither is refused, as the cart's forms do).
 */
function sameOrigin(ex: Exchange): boolean {
  const from = ex.req.headers.origin ?? ex.req.headers.referer;
  if (from === undefined || from === '') return false;
  try {
    return new URL(from).host === ex.req.headers.host;
  } catch {
    return false;
  }
}

/** A read checkout POST: its fields and whether its crumb was good. */
export interface CheckoutPost {
  body: Readonly<Record<string, string>>;
  crumbOk: boolean;
}

/**
 * Reads a checkout POST (form-encoded). Answers (and returns undefined) a POST from another
 * site (403) or a body that cannot be read; a stale crumb is the caller's to show, keeping values.
 */
export async function readCheckoutPost(
  ex: Exchange,
  pageType: number,
): Promise<CheckoutPost | undefined> {
  const refuse = (status: number, message: string) =>
    sendCheckoutPage(ex, status, {
      title: 'Checkout',
      pageType,
      body: `<p role="alert">${escapeHtml(message)}</p><p><a href="/">Back to the site</a></p>`,
    });
  if (!sameOrigin(ex)) {
    refuse(403, 'This form was sent from another site, so it was not accepted.');
    return undefined;
  }
  let body: Record<string, string> = {};
  try {
    const parsed = await readBody(ex.req);
    if (parsed.kind === 'form') body = parsed.value;
    else if (parsed.kind === 'json' && isTextRecord(parsed.value)) body = parsed.value;
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    refuse(error.status, error.message);
    return undefined;
  }
  const crumbOk = crumbAccepted(ex.app.crumbs, ex.cookies[CRUMB_COOKIE], body.crumb);
  return { body, crumbOk };
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}
