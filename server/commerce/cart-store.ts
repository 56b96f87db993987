/**
 * Carts in the store (tables `carts` and `cart_entries`) behind the `ss_cart` cookie, answered as
 * the SPEC §3 shopping cart with its totals from platform/commerce/totals.ts.
 *
 * A cart's token is its secret (the cookie, the `cartToken` of checkout addresses); its `id` is
 * the public one a cart answer shows. A purchased cart is kept (with its order id) and no longer
 * changes; the visitor's next addition starts a new cart.
 */
import { randomBytes } from 'node:crypto';
import { PRODUCT_TYPES } from '../../platform/constants/enums.ts';
import { formatAmount } from '../../platform/commerce/money.ts';
import { effectivePrice } from '../../platform/commerce/price.ts';
import type { CartEntry, ShoppingCart } from '../../platform/commerce/types.ts';
import type { App, Exchange } from '../app.ts';
import { newToken } from '../store/store.ts';
import { ignoresStock, productById, productUrl, siteCurrency, variantOf } from './catalogue.ts';
import { cartTotalsOf } from './cart-totals.ts';
import { stockOf } from './stock.ts';

export { productById } from './catalogue.ts';
export { stockOf } from './stock.ts';

/** The cookie holding the visitor's cart token (platform/cookies/cookie-names.ts `COOKIES.cart`). */
export const CART_COOKIE = 'ss_cart';

/** What a cart is for: the visitor's shopping cart, or one subscription bought on its own. */
export type CartKind = 'cart' | 'subscription';

/** A cart row. */
export interface CartRow {
  token: string;
  id: string;
  kind: CartKind;
  created: number;
  purchased_at: number | null;
  order_id: string | null;
  shipping_option_id: string | null;
  /** JSON text of the codes entered. */
  coupons: string;
}

/** An entry row. */
export interface EntryRow {
  id: string;
  cart_token: string;
  product_id: string;
  sku: string;
  quantity: number;
  position: number;
}

/** A purchase found an entry wanting more than the stock now holds. */
export class OutOfStockError extends Error {
  override name = 'OutOfStockError';
  constructor(
    /** The entry that cannot be filled. */
    readonly entry: CartEntry,
    /** What the stock now holds. */
    readonly available: number,
  ) {
    super(`${entry.productName}: ${stockSentence(available)}`);
  }
}

/** The buyer's words for a stock of `available` that cannot fill what was asked (SPEC §5). */
export function stockSentence(available: number): string {
  return available > 0 ? `Only ${available} left in stock.` : 'Sold out.';
}

/** A 24-character hex id, like the platform's. */
export const newHexId = (): string => randomBytes(12).toString('hex');

/** The cart token of the request's `ss_cart` cookie, if any. */
export function cartToken(ex: Pick<Exchange, 'cookies'>): string | undefined {
  const token = ex.cookies[CART_COOKIE];
  return token ? token : undefined;
}

/** Starts an empty cart of `kind`; answers its token. */
export function createCart(app: App, kind: CartKind = 'cart'): string {
  const token = newToken();
  app.store.db
    .prepare('INSERT INTO carts (token, id, kind, created) VALUES (?, ?, ?, ?)')
    .run(token, newHexId(), kind, Date.now());
  return token;
}

/** The cart row of `token`, if any. */
export function cartRow(app: App, token: string): CartRow | undefined {
  return app.store.db.prepare('SELECT * FROM carts WHERE token = ?').get(token) as
    CartRow | undefined;
}

/** The entry rows of the cart `token`, in the order they were added. */
export function entryRows(app: App, token: string): EntryRow[] {
  return app.store.db
    .prepare('SELECT * FROM cart_entries WHERE cart_token = ? ORDER BY position')
    .all(token) as EntryRow[];
}

/** The coupon codes entered on `row`. */
export function couponCodes(row: Pick<CartRow, 'coupons'>): string[] {
  try {
    const codes: unknown = JSON.parse(row.coupons);
    return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** The SPEC §3 entry of `row`; undefined when its product or variant left the catalogue. */
function entryOf(app: App, row: EntryRow): CartEntry | undefined {
  const product = productById(app, row.product_id);
  const variant = product && variantOf(product, row.sku);
  if (!product || !variant) return undefined;
  const unitPriceCents = effectivePrice(variant);
  const limited = !ignoresStock(product) && !variant.unlimited;
  const entry: CartEntry = {
    id: row.id,
    productId: product.id,
    productName: product.name,
    productType: product.productType,
    productUrl: productUrl(product),
    sku: row.sku,
    optionValues: variant.optionValues,
    quantity: row.quantity,
    maxQuantity: limited ? (stockOf(app, variant.sku) ?? variant.qtyInStock) : null,
    unitPriceCents,
    totalCents: unitPriceCents * row.quantity,
  };
  if (product.images[0]) entry.image = product.images[0];
  if (unitPriceCents < variant.price) entry.regularUnitPriceCents = variant.price;
  return entry;
}

/** A cart answer for `row` (undefined: the visitor has none yet: an empty cart). */
function shoppingCart(app: App, row: CartRow | undefined): ShoppingCart {
  const entries = row
    ? entryRows(app, row.token).flatMap((entry) => entryOf(app, entry) ?? [])
    : [];
  const currency = siteCurrency(app);
  const totals = cartTotalsOf(
    app,
    entries,
    row?.shipping_option_id ?? null,
    row ? couponCodes(row) : [],
  );
  const digital = (entry: CartEntry) =>
    entry.productType === PRODUCT_TYPES.digital || entry.productType === PRODUCT_TYPES.giftCard;
  const hasDigital = entries.some(digital);
  return {
    id: row?.id ?? '',
    websiteId: app.config.website.id,
    orderId: row?.order_id ?? null,
    created: row?.created ?? Date.now(),
    isPurchased: row?.purchased_at != null,
    entries,
    shippingOptions: totals.shippingOptions,
    selectedShippingOption: totals.selectedShippingOption,
    shippingLocation: null,
    applicableTaxRules: totals.applicableTaxRules,
    coupons: row ? couponCodes(row) : [],
    validCoupons: totals.validCoupons,
    invalidCoupons: totals.invalidCoupons,
    subtotalCents: totals.subtotalCents,
    subtotalAmount: formatAmount(totals.subtotalCents, currency),
    taxCents: totals.taxCents,
    shippingCostCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    grandTotalCents: totals.grandTotalCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital,
    purelyDigital: entries.length > 0 && entries.every(digital),
    requiresShipping: totals.requiresShipping,
    currency: currency.code,
  };
}

/** The cart of `token` (purchased or not) as SPEC §3 describes it, if it exists. */
export function cartOf(app: App, token: string): ShoppingCart | undefined {
  const row = cartRow(app, token);
  return row && shoppingCart(app, row);
}

/** The cart a visitor without one sees: no entries, nothing to pay. */
export function emptyCart(app: App): ShoppingCart {
  return shoppingCart(app, undefined);
}

/**
 * Buys the cart `token` as order `orderId`, in one transaction: every entry's stock is checked
 * again and decremented, and the cart is marked purchased. Throws {@link OutOfStockError} (and
 * changes nothing) when an entry wants more than the stock now holds, and an Error when the
 * cart does not exist, is already purchased or is empty.
 */
export function purchaseCart(app: App, token: string, orderId: string): void {
  const { db } = app.store;
  db.transaction(() => {
    const row = cartRow(app, token);
    if (!row) throw new Error('There is no such cart.');
    if (row.purchased_at !== null) throw new Error('This cart has been bought already.');
    const cart = shoppingCart(app, row);
    if (cart.entries.length === 0) throw new Error('This cart is empty.');
    const decrement = db.prepare(
      `UPDATE product_stock SET qty_in_stock = qty_in_stock - ?
       WHERE sku = ? AND qty_in_stock IS NOT NULL AND qty_in_stock >= ?`,
    );
    for (const entry of cart.entries) {
      if (entry.maxQuantity === null) continue;
      if (decrement.run(entry.quantity, entry.sku, entry.quantity).changes === 0) {
        throw new OutOfStockError(entry, stockOf(app, entry.sku) ?? 0);
      }
    }
    db.prepare('UPDATE carts SET purchased_at = ?, order_id = ? WHERE token = ?').run(
      Date.now(),
      orderId,
      token,
    );
  }).immediate();
}
