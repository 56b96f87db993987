/**
 * The cart checkout (SPEC §2, page type 201): `GET /checkout?cartToken=…` shows the form,
 * `POST` the same address places the order.
 *
 * Fields: `email`, `name`; when the cart needs shipping, `address1`, `address2` (optional),
 * `city`, `state`, `zip` (a US zip: exactly 5 digits, SPEC §5) and `shippingOptionId` (one of
 * the cart's shipping options); `cardNumber` (the test payment). Success: the stock is taken and
 * the order stored in one transaction, the cart cookie cleared, 303 to
 * `/commerce/orders/{orderId}`. Refusals render the page again with every value but the card
 * number: 400 for fields, 403 for an expired form, 409 when stock ran out meanwhile.
 */
import { isUsZip } from '../../platform/commerce/catalogue.ts';
import type { ShoppingCart } from '../../platform/commerce/types.ts';
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import { CHECKOUT_MESSAGES } from '../../platform/forms/checkout-messages.ts';
import type { Exchange } from '../app.ts';
import { redirect } from '../http/respond.ts';
import { chooseShipping } from './cart-actions.ts';
import { checkoutCart, outOfStockMessage, placeCartOrder } from './checkout-cart.ts';
import {
  CARD_FIELD,
  cardLast4,
  checkFields,
  checkoutForm,
  EMAIL_FIELD,
  EXPIRED_PROBLEM,
  type Field,
  fieldset,
  NAME_FIELD,
  type Problem,
  renderField,
  renderRadios,
  type Values,
  valuesOf,
} from './checkout-form.ts';
import { readCheckoutPost, sendCheckoutPage } from './checkout-page.ts';
import { formatMoney } from '../../platform/commerce/money.ts';
import { linesOfCart, orderTable, totalsOfCart } from './orders-markup.ts';

const PAGE_TYPE = PAGE_TYPES.checkout;

/** The shipping address fields. */
export const ADDRESS_FIELDS: readonly Field[] = [
  { name: 'address1', label: 'Address line 1', autocomplete: 'address-line1' },
  { name: 'address2', label: 'Address line 2', autocomplete: 'address-line2', required: false },
  { name: 'city', label: 'Town or city', autocomplete: 'address-level2' },
  { name: 'state', label: 'State', autocomplete: 'address-level1' },
  {
    name: 'zip',
    label: 'ZIP code',
    autocomplete: 'postal-code',
    inputmode: 'numeric',
    short: true,
    check: (value) => (isUsZip(value) ? undefined : CHECKOUT_MESSAGES.zip),
  },
];

const SHIPPING = 'shippingOptionId';

/** The text fields of `cart`'s checkout, in page order (the card last). */
function fieldsOf(cart: ShoppingCart): Field[] {
  const address = cart.requiresShipping ? ADDRESS_FIELDS : [];
  return [EMAIL_FIELD, NAME_FIELD, ...address, CARD_FIELD];
}

/** Every problem of the values sent, in page order. */
function problemsOf(cart: ShoppingCart, values: Values): Problem[] {
  const fields = fieldsOf(cart);
  const problems = checkFields(fields.slice(0, -1), values);
  if (cart.requiresShipping) {
    const chosen = values[SHIPPING];
    if (!cart.shippingOptions.some((option) => option.id === chosen)) {
      problems.push({ field: SHIPPING, message: CHECKOUT_MESSAGES.shipping });
    }
  }
  return [...problems, ...checkFields([CARD_FIELD], values)];
}

/** The checkout page of `cart` with `values` and `problems`. */
function renderCheckout(
  ex: Exchange,
  status: number,
  token: string,
  cart: ShoppingCart,
  values: Values,
  problems: readonly Problem[],
): void {
  const money = (cents: number) => formatMoney(cents, cart.currency);
  const field = (f: Field) => renderField(f, values, problems);
  const shipping = cart.requiresShipping
    ? [
        fieldset('Shipping address', ADDRESS_FIELDS.map(field).join('\n')),
        renderRadios(
          {
            name: SHIPPING,
            legend: 'Shipping',
            choices: cart.shippingOptions.map((option) => ({
              value: option.id,
              label: `${option.name}, ${option.priceCents === 0 ? 'free' : money(option.priceCents)}`,
              ...(option.description === undefined ? {} : { hint: option.description }),
            })),
          },
          { [SHIPPING]: cart.selectedShippingOption?.id ?? '', ...values },
          problems,
        ),
      ]
    : [];
  const content = [
    fieldset('Contact', [EMAIL_FIELD, NAME_FIELD].map(field).join('\n')),
    ...shipping,
    fieldset('Payment', field(CARD_FIELD)),
    orderTable(
      'Your order',
      linesOfCart(cart),
      {
        ...totalsOfCart(cart),
        shipping: cart.requiresShipping,
        coupons: cart.validCoupons.map((coupon) => coupon.code),
      },
      cart.currency,
    ),
    cart.requiresShipping
      ? '<p class="sq-checkout__note">The total shows the shipping option selected above; another option changes it by its price.</p>'
      : '',
  ].join('\n');
  const body = checkoutForm(ex, {
    block: { step: 'details', kind: 'order' },
    action: `/checkout?cartToken=${encodeURIComponent(token)}`,
    problems,
    content,
    submit: 'Place order',
  });
  sendCheckoutPage(ex, status, {
    title: 'Checkout',
    pageType: PAGE_TYPE,
    body: `<p><a href="/cart">Back to your cart</a></p>\n${body}`,
  });
}

/** `GET /checkout?cartToken=…`. */
export function getCheckout(ex: Exchange): void {
  const found = checkoutCart(ex, 'cart', PAGE_TYPE);
  if (found) renderCheckout(ex, 200, found.token, found.cart, {}, []);
}

/** `POST /checkout?cartToken=…`. */
export async function postCheckout(ex: Exchange): Promise<void> {
  const post = await readCheckoutPost(ex, PAGE_TYPE);
  if (!post) return;
  const found = checkoutCart(ex, 'cart', PAGE_TYPE);
  if (!found) return;
  const { token, cart } = found;
  const names = [...fieldsOf(cart).map((f) => f.name), SHIPPING];
  const values = valuesOf(post.body, names);
  const problems = problemsOf(cart, values);
  if (!post.crumbOk) problems.unshift(EXPIRED_PROBLEM);
  if (problems.length > 0) {
    return renderCheckout(ex, post.crumbOk ? 400 : 403, token, cart, values, problems);
  }
  const placed = placeCartOrder(ex, {
    token,
    kind: 'order',
    prepare: () => {
      if (cart.requiresShipping) chooseShipping(ex.app, token, values[SHIPPING]!);
    },
    build: (bought) => ({
      currency: bought.currency,
      buyer: { email: values.email!, name: values.name! },
      lines: linesOfCart(bought),
      totals: totalsOfCart(bought),
      ...(bought.requiresShipping && {
        address: {
          name: values.name!,
          line1: values.address1!,
          line2: values.address2!,
          city: values.city!,
          state: values.state!,
          zip: values.zip!,
        },
        ...(bought.selectedShippingOption && {
          shippingOption: {
            id: bought.selectedShippingOption.id,
            name: bought.selectedShippingOption.name,
            priceCents: bought.shippingCostCents,
          },
        }),
      }),
      coupons: bought.validCoupons.map((coupon) => coupon.code),
      cardLast4: cardLast4(values.cardNumber!),
    }),
  });
  if ('outOfStock' in placed) {
    const now = checkoutCart(ex, 'cart', PAGE_TYPE);
    if (!now) return;
    const message = outOfStockMessage(placed.outOfStock);
    return renderCheckout(ex, 409, token, now.cart, values, [{ message, href: '/cart' }]);
  }
  redirect(ex.res, `/commerce/orders/${encodeURIComponent(placed.id)}`, 303);
}
