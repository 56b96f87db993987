/**
 * The subscription checkout (SPEC §2 `/checkout/subscribe?cartToken={token}`, page type 201):
 * the cart of kind `subscription` that the product's Subscribe button started, with its plan in
 * words (SPEC §9 subscription text). `GET` shows the form, `POST` the same address subscribes.
 *
 * Fields: `email`, `name`, `cardNumber` (the test payment). Success: the cart is bought and the
 * subscription stored in one transaction, 303 to `/commerce/subscriptions/{id}` (206). An
 * unknown, bought or non-subscription token: the SPEC §5 refusal page. Refusals render the page
 * again with every value but the card number (400; 403 for an expired form).
 */
import { formatMoney } from '../../platform/commerce/money.ts';
import { subscriptionText } from '../../platform/commerce/subscription.ts';
import type { ShoppingCart } from '../../platform/commerce/types.ts';
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Exchange } from '../app.ts';
import { escapeHtml, redirect } from '../http/respond.ts';
import { productById } from './catalogue.ts';
import { checkoutCart, outOfStockMessage, placeCartOrder } from './checkout-cart.ts';
import {
  CARD_FIELD,
  cardLast4,
  checkFields,
  checkoutForm,
  EMAIL_FIELD,
  EXPIRED_PROBLEM,
  fieldset,
  NAME_FIELD,
  type Problem,
  renderField,
  type Values,
  valuesOf,
} from './checkout-form.ts';
import { readCheckoutPost, sendCheckoutPage, sendNoCart } from './checkout-page.ts';
import { confirmationPath } from './confirmation.ts';
import { membershipAfterOrder } from '../member-areas/join.ts';
import { linesOfCart, orderTable, totalsOfCart } from './orders-markup.ts';

const PAGE_TYPE = PAGE_TYPES.checkout;
const FIELDS = [EMAIL_FIELD, NAME_FIELD, CARD_FIELD];

/**
 * The plan of the subscription in `cart` in words, with its price (`$145.00 monthly`…, see
 * platform/commerce/subscription.ts); undefined when its product is no longer sold as one.
 */
export function planTextOf(ex: Exchange, cart: ShoppingCart): string | undefined {
  const entry = cart.entries[0];
  const plan = entry && productById(ex.app, entry.productId)?.subscriptionPlan;
  if (!entry || !plan) return undefined;
  return subscriptionText(plan, formatMoney(entry.unitPriceCents, cart.currency));
}

function renderSubscribe(
  ex: Exchange,
  status: number,
  token: string,
  cart: ShoppingCart,
  planText: string,
  values: Values,
  problems: readonly Problem[],
): void {
  const name = cart.entries[0]?.productName ?? 'Subscription';
  const content = [
    fieldset(
      'Your details',
      [EMAIL_FIELD, NAME_FIELD].map((f) => renderField(f, values, problems)).join('\n'),
    ),
    fieldset('Payment', renderField(CARD_FIELD, values, problems)),
    orderTable(
      'Your subscription',
      linesOfCart(cart),
      { ...totalsOfCart(cart), shipping: false },
      cart.currency,
    ),
  ].join('\n');
  const form = checkoutForm(ex, {
    block: { step: 'details', kind: 'subscription' },
    action: `/checkout/subscribe?cartToken=${encodeURIComponent(token)}`,
    problems,
    content,
    submit: 'Subscribe',
  });
  sendCheckoutPage(ex, status, {
    title: `Subscribe: ${name}`,
    pageType: PAGE_TYPE,
    body: `<p class="sq-checkout__plan">${escapeHtml(planText)}</p>\n${form}`,
  });
}

/** The subscription cart of the address, with its plan text; answers the refusal otherwise. */
function subscriptionCart(ex: Exchange) {
  const found = checkoutCart(ex, 'subscription', PAGE_TYPE);
  if (!found) return undefined;
  const planText = planTextOf(ex, found.cart);
  if (planText === undefined) {
    sendNoCart(ex, PAGE_TYPE);
    return undefined;
  }
  return { ...found, planText };
}

/** `GET /checkout/subscribe?cartToken=…`. */
export function getSubscribe(ex: Exchange): void {
  const found = subscriptionCart(ex);
  if (found) renderSubscribe(ex, 200, found.token, found.cart, found.planText, {}, []);
}

/** `POST /checkout/subscribe?cartToken=…`. */
export async function postSubscribe(ex: Exchange): Promise<void> {
  const post = await readCheckoutPost(ex, PAGE_TYPE);
  if (!post) return;
  const found = subscriptionCart(ex);
  if (!found) return;
  const { token, cart, planText } = found;
  const values = valuesOf(
    post.body,
    FIELDS.map((f) => f.name),
  );
  const problems = checkFields(FIELDS, values);
  if (!post.crumbOk) problems.unshift(EXPIRED_PROBLEM);
  if (problems.length > 0) {
    return renderSubscribe(ex, post.crumbOk ? 400 : 403, token, cart, planText, values, problems);
  }
  const placed = placeCartOrder(ex, {
    token,
    kind: 'subscription',
    build: (bought) => ({
      currency: bought.currency,
      buyer: { email: values.email!, name: values.name! },
      lines: linesOfCart(bought),
      totals: totalsOfCart(bought),
      cardLast4: cardLast4(values.cardNumber!),
      planText,
    }),
  });
  if ('outOfStock' in placed) {
    const message = outOfStockMessage(placed.outOfStock);
    return renderSubscribe(ex, 409, token, cart, planText, values, [{ message }]);
  }
  // A membership's subscription confirms as the membership (SPEC §2 page type 208).
  const next =
    membershipAfterOrder(ex, cart.entries[0]!.productId, placed.id) ??
    confirmationPath('subscription', placed.id);
  redirect(ex.res, next, 303);
}
