/**
 * The full-page cart's server markup (inside `<sq-cart>`, page types 200/205): a table of the
 * entries with plain forms to change or remove each, the coupon form, the shipping choice, the
 * totals and the Checkout link to `/commerce/goto-checkout`; an empty cart says so and links to
 * the shop. Everything works without JavaScript (the forms post to `/commerce/cart/*` and come
 * back here); `<script type="application/json" data-sq-cart>` holds the cart for the element.
 */
import type { Currency } from '../../platform/constants/currencies.ts';
import { formatMoney } from '../../platform/commerce/money.ts';
import { moneyHtml } from './catalogue.ts';
import type { CartEntry, ShoppingCart } from '../../platform/commerce/types.ts';
import { escapeHtml } from '../http/respond.ts';
import { scriptJson } from '../pages/inject.ts';
import { imageMarkup } from './product-markup.ts';

/** Paths of the cart's plain forms. */
export const CART_FORM_PATHS = {
  update: '/commerce/cart/update',
  remove: '/commerce/cart/remove',
  coupon: '/commerce/cart/coupon',
  removeCoupon: '/commerce/cart/coupon/remove',
  shipping: '/commerce/cart/shipping',
} as const;

/** Where the Checkout link goes (SPEC §2). */
export const GOTO_CHECKOUT_PATH = '/commerce/goto-checkout';

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** One row of the entries table. */
function entryRow(entry: CartEntry, currency: Currency, index: number): string {
  const money = (cents: number) => moneyHtml(cents, currency);
  const options = entry.optionValues
    .map((o) => `<li>${escapeHtml(o.optionName)}: ${escapeHtml(o.value)}</li>`)
    .join('');
  const image = entry.image ? imageMarkup(entry.image, `cart-image-${index + 1}`, false) : '';
  const unit =
    entry.regularUnitPriceCents === undefined
      ? money(entry.unitPriceCents)
      : `<span class="visually-hidden">was </span><s>${money(entry.regularUnitPriceCents)}</s> <span class="visually-hidden">now </span>${money(entry.unitPriceCents)}`;
  const name = escapeHtml(entry.productName);
  const max = entry.maxQuantity === null ? '' : ` max="${entry.maxQuantity}"`;
  return `<tr data-entry-id="${escapeHtml(entry.id)}"><td class="sq-cart__image">${image}</td><th scope="row" class="sq-cart__name"><a href="${escapeHtml(entry.productUrl)}">${name}</a>${options ? `<ul class="sq-cart__options">${options}</ul>` : ''}</th><td class="sq-cart__unit">${unit}</td><td class="sq-cart__quantity"><form method="post" action="${CART_FORM_PATHS.update}">${hidden('entryId', entry.id)}<label><span class="visually-hidden">Quantity of ${name}</span><input type="number" name="quantity" value="${entry.quantity}" min="0"${max} inputmode="numeric"></label><button type="submit">Update</button></form></td><td class="sq-cart__total">${money(entry.totalCents)}</td><td class="sq-cart__remove"><form method="post" action="${CART_FORM_PATHS.remove}">${hidden('entryId', entry.id)}<button type="submit">Remove<span class="visually-hidden"> ${name}</span></button></form></td></tr>`;
}

/** The coupon form and the codes the cart holds. */
function couponsMarkup(cart: ShoppingCart): string {
  const codes = [
    ...cart.validCoupons.map((c) => ({ code: c.code, note: c.description, valid: true })),
    ...cart.invalidCoupons.map((c) => ({ code: c.code, note: c.reason, valid: false })),
  ];
  const list = codes
    .map(
      ({ code, note, valid }) =>
        `<li class="sq-cart__coupon${valid ? '' : ' sq-cart__coupon--invalid'}"><span class="sq-cart__coupon-code">${escapeHtml(code)}</span>: ${escapeHtml(note)} <form method="post" action="${CART_FORM_PATHS.removeCoupon}">${hidden('code', code)}<button type="submit">Remove<span class="visually-hidden"> code ${escapeHtml(code)}</span></button></form></li>`,
    )
    .join('');
  return `<section class="sq-cart__coupons" aria-label="Coupon"><form method="post" action="${CART_FORM_PATHS.coupon}"><label>Coupon code <input type="text" name="code" autocomplete="off" required maxlength="50"></label><button type="submit">Apply</button></form>${list ? `<ul>${list}</ul>` : ''}</section>`;
}

/** The shipping options as radios (only when something is shipped). */
function shippingMarkup(cart: ShoppingCart, currency: Currency): string {
  if (!cart.requiresShipping || cart.shippingOptions.length === 0) return '';
  const radios = cart.shippingOptions
    .map((option) => {
      const checked = option.id === cart.selectedShippingOption?.id ? ' checked' : '';
      const price = option.priceCents === 0 ? 'Free' : formatMoney(option.priceCents, currency);
      const description = option.description
        ? `<span class="sq-cart__shipping-description">${escapeHtml(option.description)}</span>`
        : '';
      return `<label><input type="radio" name="optionId" value="${escapeHtml(option.id)}"${checked}> ${escapeHtml(option.name)}: ${escapeHtml(price)}${description}</label>`;
    })
    .join('');
  return `<form class="sq-cart__shipping" method="post" action="${CART_FORM_PATHS.shipping}"><fieldset><legend>Shipping</legend>${radios}</fieldset><button type="submit">Update shipping</button></form>`;
}

/** The totals as a definition list. */
function totalsMarkup(cart: ShoppingCart, currency: Currency): string {
  const money = (cents: number) => moneyHtml(cents, currency);
  const rows: [string, string][] = [['Subtotal', money(cart.subtotalCents)]];
  if (cart.discountCents > 0) rows.push(['Discount', `−${money(cart.discountCents)}`]);
  if (cart.requiresShipping) rows.push(['Shipping', money(cart.shippingCostCents)]);
  if (cart.applicableTaxRules.length) rows.push(['Tax', money(cart.taxCents)]);
  rows.push(['Total', money(cart.grandTotalCents)]);
  const items = rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('');
  return `<dl class="sq-cart__totals">${items}</dl>`;
}

/** The inside of `<sq-cart>` for `cart`; `error` is a refusal sentence to show first. */
export function cartMarkup(cart: ShoppingCart, currency: Currency, error?: string): string {
  const data = `<script type="application/json" data-sq-cart>${scriptJson(cart)}</script>`;
  const alert = error ? `<p class="sq-cart__error" role="alert">${escapeHtml(error)}</p>` : '';
  if (cart.entries.length === 0) {
    return `${data}${alert}<div class="sq-cart sq-cart--empty"><p>Your cart is empty.</p><p><a href="/shop">Continue shopping</a></p></div>`;
  }
  const rows = cart.entries.map((entry, i) => entryRow(entry, currency, i)).join('');
  const table = `<table class="sq-cart__entries"><caption class="visually-hidden">Items in your cart</caption><thead><tr><td></td><th scope="col">Item</th><th scope="col">Price</th><th scope="col">Quantity</th><th scope="col">Total</th><td></td></tr></thead><tbody>${rows}</tbody></table>`;
  return `${data}${alert}<div class="sq-cart">${table}${couponsMarkup(cart)}${shippingMarkup(cart, currency)}${totalsMarkup(cart, currency)}<p class="sq-cart__checkout"><a class="button" href="${GOTO_CHECKOUT_PATH}">Checkout</a></p></div>`;
}
