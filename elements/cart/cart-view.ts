/**
 * What `<sq-cart>` draws from a cart: the entries table with quantity steppers and Remove
 * buttons, the coupon form and the codes the cart holds, the shipping choice, the totals and the
 * Checkout link; an empty cart says so and links to the shop. Pure templates from the state; the
 * element owns the state and the handlers.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { formatMoney } from '../../platform/commerce/money.ts';
import type { CartEntry, ShoppingCart } from '../../platform/commerce/types.ts';
import type { Currency } from '../../platform/constants/currencies.ts';
import { pictureView, priceView } from '../shared/commerce/store-view.ts';

/** Where the cart's links go (SPEC §2). */
export const CART_PATHS = {
  checkout: '/commerce/goto-checkout',
  shop: '/shop',
} as const;

/** The cart's fixed words. */
export const CART_WORDS = {
  caption: 'Items in your cart',
  empty: 'Your cart is empty.',
  shop: 'Continue shopping',
  checkout: 'Checkout',
  coupon: 'Coupon code',
  apply: 'Apply',
  remove: 'Remove',
  shipping: 'Shipping',
  free: 'Free',
} as const;

/** The cart view's state. */
export interface CartViewState {
  cart: ShoppingCart;
  currency: Currency;
  /** Quantities typed or stepped that the cart has not answered yet, by entry id. */
  pending: ReadonlyMap<string, number>;
  /** Why the coupon code last tried was refused, shown under its field. */
  couponError: string | undefined;
}

/** What the view calls back. */
export interface CartViewHandlers {
  quantity(entry: CartEntry, quantity: number): void;
  remove(entry: CartEntry): void;
  applyCoupon(event: SubmitEvent): void;
  removeCoupon(code: string): void;
  shipping(optionId: string): void;
}

/** `entry`'s quantity as shown: the one on its way, else the cart's. */
const shownQuantity = (state: CartViewState, entry: CartEntry): number =>
  state.pending.get(entry.id) ?? entry.quantity;

function stepper(state: CartViewState, entry: CartEntry, on: CartViewHandlers): TemplateResult {
  const quantity = shownQuantity(state, entry);
  const max = entry.maxQuantity;
  const atMin = quantity <= 1;
  const atMax = max !== null && quantity >= max;
  const name = entry.productName;
  // aria-disabled, not disabled: a button at its end keeps the focus a keyboard gave it.
  return html`<div part="stepper" role="group" aria-label="Quantity of ${name}">
    <button
      part="decrease"
      type="button"
      aria-label="One fewer ${name}"
      aria-disabled=${atMin ? 'true' : 'false'}
      @click=${() => !atMin && on.quantity(entry, quantity - 1)}
    >
      −
    </button>
    <input
      part="quantity"
      type="number"
      inputmode="numeric"
      min="1"
      max=${max ?? nothing}
      aria-label="Quantity of ${name}"
      .value=${String(quantity)}
      @change=${(event: Event) => {
        const input = event.target as HTMLInputElement;
        on.quantity(entry, input.valueAsNumber);
      }}
    />
    <button
      part="increase"
      type="button"
      aria-label="One more ${name}"
      aria-disabled=${atMax ? 'true' : 'false'}
      @click=${() => !atMax && on.quantity(entry, quantity + 1)}
    >
      +
    </button>
  </div>`;
}

function entryRow(state: CartViewState, entry: CartEntry, on: CartViewHandlers): TemplateResult {
  const { currency } = state;
  return html`<tr part="entry" data-entry-id=${entry.id}>
    <td class="image">${entry.image ? pictureView(entry.image) : nothing}</td>
    <th scope="row" class="name">
      <a part="entry-name" href=${entry.productUrl}>${entry.productName}</a>
      ${
        entry.optionValues.length
          ? html`<ul part="entry-options">
              ${entry.optionValues.map((o) => html`<li>${o.optionName}: ${o.value}</li>`)}
            </ul>`
          : nothing
      }
    </th>
    <td class="unit">${priceView(entry.unitPriceCents, currency, entry.regularUnitPriceCents)}</td>
    <td class="quantity">${stepper(state, entry, on)}</td>
    <td part="entry-total" class="total">${formatMoney(entry.totalCents, currency)}</td>
    <td class="remove">
      <button part="remove" type="button" @click=${() => on.remove(entry)}>
        ${CART_WORDS.remove}<span class="visually-hidden"> ${entry.productName}</span>
      </button>
    </td>
  </tr>`;
}

function coupons(state: CartViewState, on: CartViewHandlers): TemplateResult {
  const { cart, couponError } = state;
  const codes = [
    ...cart.validCoupons.map((c) => ({ code: c.code, note: c.description, valid: true })),
    ...cart.invalidCoupons.map((c) => ({ code: c.code, note: c.reason, valid: false })),
  ];
  return html`<section part="coupons" aria-label="Coupon">
    <form part="coupon-form" @submit=${on.applyCoupon}>
      <label for="coupon-code">${CART_WORDS.coupon}</label>
      <input
        id="coupon-code"
        name="code"
        autocomplete="off"
        required
        maxlength="50"
        aria-invalid=${couponError ? 'true' : 'false'}
        aria-describedby=${couponError ? 'coupon-error' : nothing}
      />
      <button type="submit">${CART_WORDS.apply}</button>
    </form>
    ${couponError ? html`<p part="coupon-error" id="coupon-error">${couponError}</p>` : nothing}
    ${
      codes.length
        ? html`<ul part="coupon-list">
            ${codes.map(
              ({ code, note, valid }) =>
                html`<li class=${valid ? 'valid' : 'invalid'}>
                  <span part="coupon-code">${code}</span>: ${note}
                  <button type="button" @click=${() => on.removeCoupon(code)}>
                    ${CART_WORDS.remove}<span class="visually-hidden"> code ${code}</span>
                  </button>
                </li>`,
            )}
          </ul>`
        : nothing
    }
  </section>`;
}

function shipping(state: CartViewState, on: CartViewHandlers): TemplateResult | typeof nothing {
  const { cart, currency } = state;
  if (!cart.requiresShipping || cart.shippingOptions.length === 0) return nothing;
  return html`<fieldset part="shipping">
    <legend>${CART_WORDS.shipping}</legend>
    ${cart.shippingOptions.map(
      (option) =>
        html`<label
          ><input
            type="radio"
            name="shipping"
            .value=${option.id}
            .checked=${option.id === cart.selectedShippingOption?.id}
            @change=${() => on.shipping(option.id)}
          />
          ${option.name}:
          ${option.priceCents === 0 ? CART_WORDS.free : formatMoney(option.priceCents, currency)}
          ${
            option.description
              ? html`<span class="description">${option.description}</span>`
              : nothing
          }</label
        >`,
    )}
  </fieldset>`;
}

/** The totals' rows: subtotal, discount, shipping, tax, total (as the server's markup lists them). */
export function totalRows(cart: ShoppingCart, currency: Currency): [string, string][] {
  const money = (cents: number) => formatMoney(cents, currency);
  const rows: [string, string][] = [['Subtotal', money(cart.subtotalCents)]];
  if (cart.discountCents > 0) rows.push(['Discount', `−${money(cart.discountCents)}`]);
  if (cart.requiresShipping) rows.push(['Shipping', money(cart.shippingCostCents)]);
  if (cart.applicableTaxRules.length) rows.push(['Tax', money(cart.taxCents)]);
  rows.push(['Total', money(cart.grandTotalCents)]);
  return rows;
}

/** The whole cart. */
export function cartView(state: CartViewState, on: CartViewHandlers): TemplateResult {
  const { cart, currency } = state;
  if (cart.entries.length === 0) {
    return html`<div part="base empty">
      <p part="empty-message" id="empty-message" tabindex="-1">${CART_WORDS.empty}</p>
      <p><a part="shop-link" href=${CART_PATHS.shop}>${CART_WORDS.shop}</a></p>
    </div>`;
  }
  return html`<div part="base">
    <table part="entries">
      <caption class="visually-hidden">
        ${CART_WORDS.caption}
      </caption>
      <thead>
        <tr>
          <td></td>
          <th scope="col">Item</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
          <td></td>
        </tr>
      </thead>
      <tbody>
        ${repeat(
          cart.entries,
          (entry) => entry.id,
          (entry) => entryRow(state, entry, on),
        )}
      </tbody>
    </table>
    ${coupons(state, on)} ${shipping(state, on)}
    <dl part="totals">
      ${totalRows(cart, currency).map(
        ([term, value]) =>
          html`<dt>${term}</dt>
            <dd>${value}</dd>`,
      )}
    </dl>
    <p class="checkout">
      <a part="checkout" href=${CART_PATHS.checkout}>${CART_WORDS.checkout}</a>
    </p>
  </div>`;
}
