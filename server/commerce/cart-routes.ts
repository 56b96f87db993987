/**
 * The commerce pages and plain-form routes of the site (they work without JavaScript):
 *
 * - `GET /commerce/goto-checkout` (SPEC §2, §5): with a cart cookie and a cart holding entries,
 *   303 to `/checkout?cartToken=…`; else 400, a page saying exactly the SPEC §5 refusal.
 * - `POST /commerce/cart/add` (productId, sku or one `option:NAME` field per option, quantity),
 *   `/commerce/cart/update` (entryId, quantity), `/commerce/cart/remove` (entryId),
 *   `/commerce/cart/coupon` (code), `/commerce/cart/coupon/remove` (code),
 *   `/commerce/cart/shipping` (optionId): 303 to `/cart`, or `/cart?error=CODE` when refused
 *   (the cart page shows the sentence). A post from another site (its `Origin`, else its
 *   `Referer`, naming another host, or neither sent) is refused with 403.
 * - `POST /commerce/subscribe` (productId, sku or options): 303 to `/checkout/subscribe?cartToken=…`.
 * - `GET /shop/{urlSlug}` (page type 50): the product page, template `product.html` with
 *   `{{productId}}` and `{{productName}}` filled; an unknown slug is the not-found page.
 *   `/product` itself (the bare template) is not a page.
 */
import * as z from 'zod';
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Exchange } from '../app.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import { BodyError, readBody } from '../http/body.ts';
import { escapeHtml, redirect, sendJson } from '../http/respond.ts';
import { sendPage } from '../pages/send-page.ts';
import { renderTemplate, sendNotFound, serveSitePage } from '../pages/site-pages.ts';
import { findTemplate } from '../pages/templates.ts';
import { sendNoCart } from './checkout-page.ts';
import { selectedVariant } from '../../platform/commerce/variants.ts';
import {
  addCoupon,
  addEntry,
  CartRefusal,
  chooseShipping,
  ensureCart,
  openCartToken,
  removeCoupon,
  removeEntry,
  setEntryQuantity,
  startSubscription,
} from './cart-actions.ts';
import { MAX_LINE_QUANTITY } from './cart-api.ts';
import { cartOf } from './cart-store.ts';
import { CART_FORM_PATHS, GOTO_CHECKOUT_PATH } from './cart-page.ts';
import { productById, productBySlug } from './catalogue.ts';
import { ADD_TO_CART_PATH, SUBSCRIBE_PATH } from './product-markup.ts';

/** The template of product pages, in the site folder. */
export const PRODUCT_TEMPLATE_PATH = '/product';

/** Where the cart page is. */
export const CART_PAGE_PATH = '/cart';

type PageHandler = (ex: Exchange) => void | Promise<void>;

/** `GET /commerce/goto-checkout`. */
export function gotoCheckout(ex: Exchange): void {
  const token = openCartToken(ex);
  const cart = token === undefined ? undefined : cartOf(ex.app, token);
  if (token !== undefined && cart && cart.entries.length > 0) {
    return redirect(ex.res, `/checkout?cartToken=${encodeURIComponent(token)}`, 303);
  }
  sendNoCart(ex, PAGE_TYPES.checkout);
}

const id = z.string().trim().min(1).max(200);
const count = (min: number) => z.coerce.number().int().min(min).max(MAX_LINE_QUANTITY);

/**
 * A plain-form route: reads the form (`schema`), runs `act`, answers 303 to where `act` says
 * (default `/cart`), or to `/cart?error=CODE` when the cart refused.
 */
function formRoute<S extends z.ZodType>(
  schema: S,
  act: (input: z.output<S>, ex: Exchange) => string | void,
): PageHandler {
  return async (ex) => {
    if (!isSameOrigin(ex.req))
      return sendJson(ex.res, 403, { error: 'This form must be sent from this site.' });
    let fields: unknown = {};
    try {
      const body = await readBody(ex.req);
      if (body.kind !== 'empty') fields = body.value;
    } catch (error) {
      if (error instanceof BodyError)
        return sendJson(ex.res, error.status, { error: error.message });
      throw error;
    }
    const input = schema.safeParse(fields);
    if (!input.success) return redirect(ex.res, `${CART_PAGE_PATH}?error=bad-input`, 303);
    try {
      return redirect(ex.res, act(input.data, ex) ?? CART_PAGE_PATH, 303);
    } catch (error) {
      if (!(error instanceof CartRefusal)) throw error;
      return redirect(ex.res, `${CART_PAGE_PATH}?error=${encodeURIComponent(error.code)}`, 303);
    }
  };
}

/** A form's product choice: `sku`, else the variant its `option:NAME` fields pick. */
const choiceForm = z.looseObject({ productId: id, sku: id.optional() });

/** The SKU a product form chose: its `sku`, else the variant its `option:NAME` fields pick. */
function chosenSku(ex: Exchange, form: z.output<typeof choiceForm>): string {
  if (form.sku) return form.sku;
  const product = productById(ex.app, form.productId);
  if (!product) throw new CartRefusal(404, 'unknown-product');
  const choice: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    if (name.startsWith('option:') && typeof value === 'string') choice[name.slice(7)] = value;
  }
  const variant = selectedVariant(product, choice);
  if (!variant) throw new CartRefusal(404, 'unknown-variant');
  return variant.sku;
}

/** `GET /shop/{urlSlug}`: the product page (page type 50). */
function productPage(ex: Exchange): void {
  const product = productBySlug(ex.app, ex.params.slug ?? '');
  const template = product && findTemplate(ex.app.siteDir, PRODUCT_TEMPLATE_PATH);
  if (!product || !template) return serveSitePage(ex);
  const html = template.html
    .replaceAll('{{productId}}', escapeHtml(product.id))
    .replaceAll('{{productName}}', escapeHtml(product.name));
  const page = { ...template, path: ex.url.pathname, html };
  sendPage(ex, 200, renderTemplate(ex, page, PAGE_TYPES.contentItem));
}

/** The commerce page routes, registered before the checkout routes. */
export const COMMERCE_PAGE_ROUTES: readonly (readonly [string, string, PageHandler])[] = [
  ['GET', GOTO_CHECKOUT_PATH, gotoCheckout],
  ['GET', '/shop/:slug', productPage],
  ['GET', PRODUCT_TEMPLATE_PATH, sendNotFound],
  [
    'POST',
    ADD_TO_CART_PATH,
    formRoute(choiceForm.extend({ quantity: count(1).default(1) }), (form, ex) => {
      const sku = chosenSku(ex, form);
      addEntry(ex.app, ensureCart(ex), form.productId, sku, form.quantity);
    }),
  ],
  [
    'POST',
    CART_FORM_PATHS.update,
    formRoute(z.object({ entryId: id, quantity: count(0) }), (form, ex) =>
      setEntryQuantity(ex.app, openCartToken(ex), form.entryId, form.quantity),
    ),
  ],
  [
    'POST',
    CART_FORM_PATHS.remove,
    formRoute(z.object({ entryId: id }), (form, ex) =>
      removeEntry(ex.app, openCartToken(ex), form.entryId),
    ),
  ],
  [
    'POST',
    CART_FORM_PATHS.coupon,
    formRoute(z.object({ code: z.string().trim().min(1).max(50) }), (form, ex) =>
      addCoupon(ex.app, ensureCart(ex), form.code),
    ),
  ],
  [
    'POST',
    CART_FORM_PATHS.removeCoupon,
    formRoute(z.object({ code: id }), (form, ex) =>
      removeCoupon(ex.app, openCartToken(ex), form.code),
    ),
  ],
  [
    'POST',
    CART_FORM_PATHS.shipping,
    formRoute(z.object({ optionId: id }), (form, ex) =>
      chooseShipping(ex.app, ensureCart(ex), form.optionId),
    ),
  ],
  [
    'POST',
    SUBSCRIBE_PATH,
    formRoute(choiceForm, (form, ex) =>
      startSubscription(ex.app, form.productId, chosenSku(ex, form)),
    ),
  ],
];
