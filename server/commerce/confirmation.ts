/**
 * The confirmation pages (SPEC §2): `GET /commerce/orders/{id}` order confirmed (202, orders and
 * gift cards), `/commerce/donations/{id}` contribution confirmed (204),
 * `/commerce/subscriptions/{id}` subscription confirmed (206). Each shows the order number, the
 * lines with their options, the totals in the order's currency and, when it ships, the address.
 *
 * Who may read one: whoever holds its address, which only the buyer's checkout redirect gave;
 * the order id is 128 random bits (./orders.ts), so it cannot be guessed. An unknown id, or one
 * of another kind, is the site's not-found page (404).
 */
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Exchange } from '../app.ts';
import { escapeHtml } from '../http/respond.ts';
import { definitionList } from '../pages/layout.ts';
import { sendNotFound } from '../pages/site-pages.ts';
import { sendCheckoutPage } from './checkout-page.ts';
import { type Order, orderById, type OrderKind } from './orders.ts';
import { addressMarkup, orderTable } from './orders-markup.ts';

/** What each confirmation address shows. */
interface Confirmation {
  kinds: readonly OrderKind[];
  pageType: number;
  title: string;
  /** The sentence under the title. */
  lead: (order: Order) => string;
  caption: string;
}

/** `, Ada` for a buyer who gave a name (a gift card's buyer gives none). */
const nameAfterComma = (order: Order) =>
  order.data.buyer.name === '' ? '' : `, ${order.data.buyer.name}`;

const CONFIRMATIONS = {
  order: {
    kinds: ['order', 'giftcard'],
    pageType: PAGE_TYPES.orderConfirmed,
    title: 'Order confirmed',
    lead: (order) => `Thank you for your order${nameAfterComma(order)}.`,
    caption: 'Your order',
  },
  donation: {
    kinds: ['donation'],
    pageType: PAGE_TYPES.contributionConfirmed,
    title: 'Thank you for your donation',
    lead: (order) =>
      `Thank you${nameAfterComma(order)}. Your gift to ${order.data.donation?.title ?? 'us'} is confirmed.`,
    caption: 'Your donation',
  },
  subscription: {
    kinds: ['subscription'],
    pageType: PAGE_TYPES.subscriptionConfirmed,
    title: 'Subscription confirmed',
    lead: (order) => `Thank you for subscribing${nameAfterComma(order)}.`,
    caption: 'Your subscription',
  },
} satisfies Record<string, Confirmation>;

/** The kinds of confirmation page, by the address's folder. */
export type ConfirmationKind = keyof typeof CONFIRMATIONS;

/** The confirmation page's address of order `id` of `kind`. */
export function confirmationPath(kind: OrderKind, id: string): string {
  const folder =
    kind === 'donation' ? 'donations' : kind === 'subscription' ? 'subscriptions' : 'orders';
  return `/commerce/${folder}/${encodeURIComponent(id)}`;
}

/** The facts listed above the order table. */
function facts(order: Order): [string, string][] {
  const { data } = order;
  const list: [string, string][] = [['Order number', String(order.orderNumber)]];
  if (data.planText !== undefined) list.push(['Plan', data.planText]);
  list.push(['Email', data.buyer.email]);
  if (data.giftCard) {
    list.push([
      'Gift card for',
      `${data.giftCard.recipientName} (${data.giftCard.recipientEmail})`,
    ]);
    if (data.giftCard.message !== '') list.push(['Message', data.giftCard.message]);
  }
  if (data.shippingOption) list.push(['Shipping', data.shippingOption.name]);
  list.push(['Paid with', `Test card ending ${data.cardLast4}`]);
  return list;
}

/** `GET /commerce/{orders|donations|subscriptions}/:id`. */
export function serveConfirmation(ex: Exchange, kind: ConfirmationKind): void {
  const page: Confirmation = CONFIRMATIONS[kind];
  const order = orderById(ex.app, ex.params.id ?? '', page.kinds);
  if (!order) return sendNotFound(ex);
  const { data } = order;
  const address = data.address
    ? `<h2 class="sq-confirmation__heading">Shipping to</h2>\n${addressMarkup(data.address)}`
    : '';
  const table = orderTable(
    page.caption,
    data.lines,
    { ...data.totals, shipping: data.address !== undefined, coupons: data.coupons ?? [] },
    data.currency,
  );
  const body = `<p>${escapeHtml(page.lead(order))}</p>
<div class="sq-confirmation__facts">${definitionList(facts(order))}</div>
${table}
${address}
<p><a href="/">Back to the site</a></p>`;
  sendCheckoutPage(ex, 200, { title: page.title, pageType: page.pageType, body });
}
