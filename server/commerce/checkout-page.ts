/**
 * Answering the checkout pages and reading their POSTs: each page in the site's checkout
 * template or the server's own layout (./checkout-layout.ts) with its page type's context and the
 * checkout stylesheet, the SPEC §5 refusal, and a POST checked for this site's `Origin` and the
 * visitor's crumb.
 */
import type { Exchange } from '../app.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import { CRUMB_COOKIE, crumbAccepted } from '../crumb.ts';
import { BodyError, readBody } from '../http/body.ts';
import { escapeHtml } from '../http/respond.ts';
import { sendPage } from '../pages/send-page.ts';
import { checkoutDocument, type CheckoutPage } from './checkout-layout.ts';

/** SPEC §5 refusal, shown when a checkout has no cart to buy. */
export const NO_CART_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/** Answers a checkout page: `page` on the site's checkout template or the server's layout. */
export function sendCheckoutPage(ex: Exchange, status: number, page: CheckoutPage): void {
  sendPage(ex, status, checkoutDocument(ex, page));
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
  if (!isSameOrigin(ex.req)) {
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
