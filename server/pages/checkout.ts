/**
 * The checkout routes of SPEC §2. Until the commerce work lands, each answers a simple page
 * naming what was asked; a missing required parameter answers 400.
 */
import * as z from 'zod';
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Exchange } from '../app.ts';
import { signedInAccount } from '../session.ts';
import { builtinDocument, definitionList } from './layout.ts';
import { liveSiteConfig } from '../editor/cookie-banner.ts';
import { buildPageContext } from './page-context.ts';
import { sendPage } from './send-page.ts';

/** Cookie holding the visitor's cart token (platform/cookies/cookie-names.ts `COOKIES.cart`). */
export const CART_COOKIE = 'ss_cart';

const id = z.string().trim().min(1);

interface CheckoutRoute {
  path: string;
  title: string;
  pageType: number;
  query: z.ZodType<Record<string, string | undefined>>;
}

/** The checkout routes, by path. */
export const CHECKOUT_ROUTES: readonly CheckoutRoute[] = [
  {
    path: '/commerce/goto-checkout',
    title: 'Checkout',
    pageType: PAGE_TYPES.checkout,
    query: z.object({}),
  },
  {
    path: '/checkout/subscribe',
    title: 'Subscription checkout',
    pageType: PAGE_TYPES.checkout,
    query: z.object({ cartToken: id }),
  },
  {
    path: '/checkout/donate',
    title: 'Donation',
    pageType: PAGE_TYPES.donate,
    query: z.object({ donatePageId: id }),
  },
  {
    path: '/checkout/giftcard',
    title: 'Gift card checkout',
    pageType: PAGE_TYPES.checkout,
    query: z.object({ websiteId: id, giftCardProductId: id, sku: id.optional() }),
  },
];

/** Answers the checkout route `route`. */
export function serveCheckout(ex: Exchange, route: CheckoutRoute): void {
  const query = Object.fromEntries(ex.url.searchParams);
  const parsed = route.query.safeParse(query);
  const context = buildPageContext(
    liveSiteConfig(ex.app),
    { forcePageType: route.pageType },
    signedInAccount(ex),
  );
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    const body = `<p>This checkout address is missing: ${missing}.</p><p><a href="/">Back to the site</a></p>`;
    return sendPage(
      ex,
      400,
      builtinDocument({ title: route.title, body, context, assetsDir: ex.app.assetsDir }),
    );
  }
  const asked: [string, string][] = [['Route', route.path]];
  for (const [name, value] of Object.entries(parsed.data)) {
    if (value !== undefined) asked.push([name, value]);
  }
  const cart = ex.cookies[CART_COOKIE];
  if (cart !== undefined) asked.push(['Cart cookie', cart]);
  const body = `<p>Checkout is not part of this local server yet. It was asked for:</p>${definitionList(asked)}
<p><a href="/">Back to the site</a></p>`;
  sendPage(
    ex,
    200,
    builtinDocument({ title: route.title, body, context, assetsDir: ex.app.assetsDir }),
  );
}
