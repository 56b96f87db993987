/**
 * The placed orders, donations and subscriptions (the `orders` table): written by the checkout
 * POSTs, read by the confirmation pages (SPEC §2 page types 202, 204, 206).
 *
 * An order's id is 128 random bits (base64url): the confirmation page at its address is read by
 * whoever holds it, which is the visitor who placed the order (it is never listed or sent
 * elsewhere). Order numbers count up from {@link FIRST_ORDER_NUMBER} across every kind.
 */
import type { OptionValue } from '../../platform/commerce/types.ts';
import type { App } from '../app.ts';
import { newToken } from '../store/store.ts';

/** What was bought. */
export type OrderKind = 'order' | 'donation' | 'subscription' | 'giftcard';

/** The number of a store's first order. */
export const FIRST_ORDER_NUMBER = 1001;

/** One line of an order, as bought. */
export interface OrderLine {
  productId: string;
  name: string;
  sku: string;
  optionValues: OptionValue[];
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** The money of an order, in the minor unit of its currency. */
export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
}

/** A US postal address. */
export interface Address {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

/** What the `data` column holds. */
export interface OrderData {
  /** Currency code the totals are in. */
  currency: string;
  buyer: { email: string; name: string };
  lines: OrderLine[];
  totals: OrderTotals;
  /** Where it ships (orders that need shipping). */
  address?: Address;
  shippingOption?: { id: string; name: string; priceCents: number };
  /** Codes of the coupons applied. */
  coupons?: string[];
  /** The test card's last four digits. */
  cardLast4: string;
  /** A subscription's billing in words (SPEC §9), with its price. */
  planText?: string;
  /** A donation's page. */
  donation?: { pageId: string; title: string };
  /** A gift card's recipient. */
  giftCard?: { recipientName: string; recipientEmail: string; message: string };
}

/** A stored order. */
export interface Order {
  id: string;
  orderNumber: number;
  kind: OrderKind;
  /** Epoch ms. */
  created: number;
  email: string;
  cartToken: string | null;
  data: OrderData;
}

interface OrderRow {
  id: string;
  order_number: number;
  kind: OrderKind;
  created: number;
  email: string;
  cart_token: string | null;
  data: string;
}

/**
 * The lines and totals of an order of one thing bought once for `cents` (a donation, a gift
 * card): neither taxed, discounted nor shipped.
 */
export function oneLine(
  line: Pick<OrderLine, 'productId' | 'name' | 'sku'>,
  cents: number,
): Pick<OrderData, 'lines' | 'totals'> {
  return {
    lines: [{ ...line, optionValues: [], quantity: 1, unitPriceCents: cents, totalCents: cents }],
    totals: {
      subtotalCents: cents,
      discountCents: 0,
      shippingCostCents: 0,
      taxCents: 0,
      grandTotalCents: cents,
    },
  };
}

/** A new order id: 128 random bits, so that its confirmation address cannot be guessed. */
export function newOrderId(): string {
  return newToken(16);
}

/**
 * Stores a new order `id` (from {@link newOrderId}) and answers it. Run it inside the
 * transaction that takes the stock, so an order exists exactly when its cart is bought.
 */
export function createOrder(
  app: App,
  order: { id: string; kind: OrderKind; cartToken?: string; data: OrderData },
): Order {
  const db = app.store.db;
  const last = db.prepare('SELECT MAX(order_number) AS n FROM orders').get() as {
    n: number | null;
  };
  const stored: Order = {
    id: order.id,
    orderNumber: last.n === null ? FIRST_ORDER_NUMBER : last.n + 1,
    kind: order.kind,
    created: Date.now(),
    email: order.data.buyer.email,
    cartToken: order.cartToken ?? null,
    data: order.data,
  };
  db.prepare(
    `INSERT INTO orders (id, order_number, kind, created, email, cart_token, data)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    stored.id,
    stored.orderNumber,
    stored.kind,
    stored.created,
    stored.email,
    stored.cartToken,
    JSON.stringify(stored.data),
  );
  return stored;
}

/** The order `id` of one of `kinds`, if any. */
export function orderById(app: App, id: string, kinds: readonly OrderKind[]): Order | undefined {
  const row = app.store.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as
    OrderRow | undefined;
  if (!row || !kinds.includes(row.kind)) return undefined;
  return {
    id: row.id,
    orderNumber: row.order_number,
    kind: row.kind,
    created: row.created,
    email: row.email,
    cartToken: row.cart_token,
    data: JSON.parse(row.data) as OrderData,
  };
}
