/**
 * What a visitor can do to a cart, shared by the cart API (JSON) and the cart's plain forms:
 * each change either happens or throws a {@link CartRefusal} carrying the answer's status, a
 * short code (the forms' `/cart?error=CODE`) and the buyer's sentence.
 */
import type { Exchange } from '../app.ts';
import { setCookie } from '../http/cookies.ts';
import { ignoresStock, productById, variantOf } from './catalogue.ts';
import { couponOf } from './cart-totals.ts';
import {
  CART_COOKIE,
  cartRow,
  cartToken,
  couponCodes,
  createCart,
  entryRows,
  newHexId,
  stockSentence,
  type CartKind,
} from './cart-store.ts';
import { stockOf } from './stock.ts';
import type { App } from '../app.ts';

/** Sentences of the refusals, by code (stock refusals have codes of their own: {@link stockCode}). */
export const REFUSALS = {
  'unknown-product': 'This product is not in the shop.',
  'unknown-variant': 'This product has no such choice.',
  'unknown-entry': 'This item is no longer in your cart.',
  'unknown-shipping': 'There is no such shipping option.',
  subscription: 'A subscription is bought on its own: use its Subscribe button.',
  'not-subscription': 'This product is not a subscription.',
  'bad-input': 'That could not be read. Please try again.',
} as const;

/** A refusal code. */
export type RefusalCode = keyof typeof REFUSALS | `only-${number}-left` | 'sold-out';

/** A change the cart refused. */
export class CartRefusal extends Error {
  override name = 'CartRefusal';
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: RefusalCode,
    message: string = refusalSentence(code) ?? code,
  ) {
    super(message);
  }
}

/** The code of a stock refusal when the stock holds `available`. */
export const stockCode = (available: number): RefusalCode =>
  available > 0 ? `only-${available}-left` : 'sold-out';

/** The buyer's sentence of a refusal code, if it is one. */
export function refusalSentence(code: string): string | undefined {
  if (code === 'sold-out') return stockSentence(0);
  const left = /^only-([1-9]\d{0,8})-left$/.exec(code);
  if (left) return stockSentence(Number(left[1]));
  return Object.hasOwn(REFUSALS, code) ? REFUSALS[code as keyof typeof REFUSALS] : undefined;
}

const refuse = (status: 400 | 404 | 409, code: RefusalCode) => new CartRefusal(status, code);

/** Carts started while answering a request (its cookie only arrives with the next one). */
const started = new WeakMap<Exchange['res'], string>();

/** The token of the visitor's cart that may still change (not purchased, a shopping cart). */
export function openCartToken(ex: Exchange): string | undefined {
  const token = started.get(ex.res) ?? cartToken(ex);
  const row = token === undefined ? undefined : cartRow(ex.app, token);
  return row && row.purchased_at === null && row.kind === 'cart' ? row.token : undefined;
}

/** The visitor's open cart, started (and its cookie set) when there is none. */
export function ensureCart(ex: Exchange): string {
  const open = openCartToken(ex);
  if (open) return open;
  const token = createCart(ex.app, 'cart');
  started.set(ex.res, token);
  setCookie(ex.res, CART_COOKIE, token, { httpOnly: true, sameSite: 'Lax' });
  return token;
}

/** The purchasable product and variant, or a refusal. */
function variantFor(app: App, productId: string, sku: string) {
  const product = productById(app, productId);
  if (!product) throw refuse(404, 'unknown-product');
  const variant = variantOf(product, sku);
  if (!variant) throw refuse(404, 'unknown-variant');
  return { product, variant };
}

/** Refuses `quantity` of `sku` when the stock cannot fill it (SPEC §5). */
function checkStock(app: App, sku: string, limited: boolean, quantity: number): void {
  if (!limited) return;
  const available = stockOf(app, sku) ?? 0;
  if (quantity > available) throw refuse(409, stockCode(available));
}

/** Adds `quantity` of variant `sku` of `productId` (the same SKU again adds to its line). */
export function addEntry(
  app: App,
  token: string,
  productId: string,
  sku: string,
  quantity: number,
): void {
  const { product, variant } = variantFor(app, productId, sku);
  if (product.subscriptionPlan) throw refuse(400, 'subscription');
  const rows = entryRows(app, token);
  const line = rows.find((row) => row.sku === sku);
  const wanted = (line?.quantity ?? 0) + quantity;
  checkStock(app, sku, !ignoresStock(product) && !variant.unlimited, wanted);
  const { db } = app.store;
  if (line) {
    db.prepare('UPDATE cart_entries SET quantity = ? WHERE id = ?').run(wanted, line.id);
    return;
  }
  const position = rows.reduce((max, row) => Math.max(max, row.position), 0) + 1;
  db.prepare(
    `INSERT INTO cart_entries (id, cart_token, product_id, sku, quantity, position)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(newHexId(), token, product.id, sku, quantity, position);
}

/** The entry `entryId` of the cart `token`, or a 404 refusal. */
function entryOf(app: App, token: string | undefined, entryId: string) {
  const row = token === undefined ? undefined : entryRows(app, token).find((e) => e.id === entryId);
  if (!row) throw refuse(404, 'unknown-entry');
  return row;
}

/** Sets an entry's quantity; 0 removes it. */
export function setEntryQuantity(
  app: App,
  token: string | undefined,
  entryId: string,
  quantity: number,
): void {
  const row = entryOf(app, token, entryId);
  if (quantity === 0) return removeEntry(app, token, entryId);
  const product = productById(app, row.product_id);
  const variant = product && variantOf(product, row.sku);
  if (product && variant) {
    checkStock(app, row.sku, !ignoresStock(product) && !variant.unlimited, quantity);
  }
  app.store.db.prepare('UPDATE cart_entries SET quantity = ? WHERE id = ?').run(quantity, row.id);
}

/** Removes an entry. */
export function removeEntry(app: App, token: string | undefined, entryId: string): void {
  const row = entryOf(app, token, entryId);
  app.store.db.prepare('DELETE FROM cart_entries WHERE id = ?').run(row.id);
}

function saveCodes(app: App, token: string, codes: readonly string[]): void {
  app.store.db
    .prepare('UPDATE carts SET coupons = ? WHERE token = ?')
    .run(JSON.stringify(codes), token);
}

/**
 * Enters a coupon code (case-insensitive; a known code is kept as site.json spells it, another
 * in capitals). An unknown, expired or unmet code is kept too: the cart shows it among
 * `invalidCoupons`.
 */
export function addCoupon(app: App, token: string, code: string): void {
  const row = cartRow(app, token);
  if (!row) return;
  const entered = couponOf(app, code)?.code ?? code.trim().toUpperCase();
  const codes = couponCodes(row).filter((c) => c.toUpperCase() !== entered.toUpperCase());
  saveCodes(app, token, [...codes, entered]);
}

/** Takes a coupon code off the cart (case-insensitive). */
export function removeCoupon(app: App, token: string | undefined, code: string): void {
  const row = token === undefined ? undefined : cartRow(app, token);
  if (!row) return;
  const wanted = code.trim().toUpperCase();
  saveCodes(
    app,
    row.token,
    couponCodes(row).filter((c) => c.toUpperCase() !== wanted),
  );
}

/** Chooses a shipping option of site.json. */
export function chooseShipping(app: App, token: string, optionId: string): void {
  if (!app.config.store.shippingOptions.some((option) => option.id === optionId)) {
    throw refuse(400, 'unknown-shipping');
  }
  app.store.db
    .prepare('UPDATE carts SET shipping_option_id = ? WHERE token = ?')
    .run(optionId, token);
}

/**
 * Starts a subscription to `productId` (variant `sku`, else its only one) in a cart of its own;
 * answers the address of its checkout (SPEC §2 `/checkout/subscribe?cartToken=…`).
 */
export function startSubscription(app: App, productId: string, sku: string | undefined): string {
  const product = productById(app, productId);
  if (!product) throw refuse(404, 'unknown-product');
  if (!product.subscriptionPlan) throw refuse(400, 'not-subscription');
  const chosen = sku ?? (product.variants.length === 1 ? product.variants[0]!.sku : undefined);
  const variant = chosen === undefined ? undefined : variantOf(product, chosen);
  if (!variant) throw refuse(404, 'unknown-variant');
  checkStock(app, variant.sku, !variant.unlimited, 1);
  const kind: CartKind = 'subscription';
  const token = createCart(app, kind);
  app.store.db
    .prepare(
      `INSERT INTO cart_entries (id, cart_token, product_id, sku, quantity, position)
       VALUES (?, ?, ?, ?, 1, 1)`,
    )
    .run(newHexId(), token, product.id, variant.sku);
  return `/checkout/subscribe?cartToken=${encodeURIComponent(token)}`;
}
