/**
 * The server markup of `<sq-product>` (block type 43): what a visitor sees and can do without
 * JavaScript, and what the element upgrades. Prices in the site currency; a sale shows the old
 * price struck through, read as "was … now …"; varied prices show the from-price; a sold-out
 * product's button is disabled and says "Sold out". Every text is escaped.
 *
 * ```html
 * <script type="application/json" data-sq-product>{ Product, stock as now, "currency": "USD" }</script>
 * <article class="sq-product sq-product--card">
 *   <a class="sq-product__image" href="/shop/slug" tabindex="-1" aria-hidden="true"><sq-image …></sq-image></a>
 *   <h2 class="sq-product__name"><a href="/shop/slug">Name</a></h2>   (h1 without a link in detail)
 *   <p class="sq-product__price">…</p>
 *   <p class="sq-product__description">…</p>
 *   <form class="sq-product__form" method="post" action="/commerce/cart/add">…</form>
 * </article>
 * ```
 * Gift cards: a GET form to `/checkout/giftcard` (websiteId, giftCardProductId, an amount select
 * named `sku`); subscriptions: a POST form to `/commerce/subscribe`.
 */
import type { Currency } from '../../platform/constants/currencies.ts';
import { PRODUCT_TYPES } from '../../platform/constants/enums.ts';
import { formatMoney } from '../../platform/commerce/money.ts';
import { isSoldOut, productPricing, variantAvailable } from '../../platform/commerce/price.ts';
import { subscriptionText } from '../../platform/commerce/subscription.ts';
import { choiceAvailability, maxQuantity } from '../../platform/commerce/variants.ts';
import type { Product, ProductImage, Variant } from '../../platform/commerce/types.ts';
import { escapeHtml } from '../http/respond.ts';
import { scriptJson } from '../pages/inject.ts';
import { digitalSku, moneyHtml, productUrl } from './catalogue.ts';

/** How a product block lays out: a shop grid tile, a product page, a membership card. */
export type ProductLayout = 'card' | 'detail' | 'plan';

/** Where the markup goes and what it shows. */
export interface ProductMarkupOptions {
  /** The block's id (its image gets `{id}-image`). */
  blockId: string;
  layout: ProductLayout;
  currency: Currency;
  /** The site's id (gift card checkout addresses carry it). */
  websiteId: string;
}

/** Paths the product forms post to without JavaScript. */
export const ADD_TO_CART_PATH = '/commerce/cart/add';
export const SUBSCRIBE_PATH = '/commerce/subscribe';
export const GIFT_CARD_CHECKOUT_PATH = '/checkout/giftcard';

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** `<sq-image>` for `image` through the image contract (ARCHITECTURE.md 4), lazy with a fallback. */
export function imageMarkup(image: ProductImage, id: string, eager: boolean): string {
  const src = escapeHtml(image.src);
  const alt = escapeHtml(image.alt);
  const focal = image.focalPoint ? ` data-image-focal-point="${escapeHtml(image.focalPoint)}"` : '';
  const settings = JSON.stringify({
    cropMode: 'cover',
    sizeFormat: 'queryString',
    load: eager ? 'eager' : 'lazy',
  });
  const img = eager
    ? `<img src="${src}?format=500w" data-src="${src}" data-image-dimensions="${escapeHtml(image.dimensions)}"${focal} fetchpriority="high" alt="${alt}">`
    : `<img data-src="${src}" data-image-dimensions="${escapeHtml(image.dimensions)}"${focal} alt="${alt}"><noscript><img src="${src}?format=500w" alt="${alt}"></noscript>`;
  return `<sq-image id="${escapeHtml(id)}" data-block-json="${escapeHtml(settings)}">${img}</sq-image>`;
}

/** The price paragraph's content (SPEC §5 effective price, sale, from-price; SPEC §9 plan text). */
export function priceMarkup(product: Product, currency: Currency): string {
  const money = (cents: number) => moneyHtml(cents, currency);
  const pricing = productPricing(product);
  if (product.subscriptionPlan) {
    return escapeHtml(
      subscriptionText(product.subscriptionPlan, formatMoney(pricing.fromCents, currency)),
    );
  }
  if (pricing.varied) return `from ${money(pricing.fromCents)}`;
  if (pricing.onSale) {
    return `<span class="visually-hidden">was </span><s>${money(pricing.normalCents)}</s> <span class="visually-hidden">now </span>${money(pricing.fromCents)}`;
  }
  return money(pricing.normalCents);
}

/** The variant a visitor without JavaScript starts on: the first that can be bought. */
function firstChoice(product: Product): Variant | undefined {
  return product.variants.find(variantAvailable) ?? product.variants[0];
}

/** One `<select name="option:NAME">` per option; values that only lead to sold-out variants are disabled. */
function optionSelects(product: Product, start: Variant | undefined): string {
  return product.variantOptionNames
    .map((name) => {
      const values = [
        ...new Set(
          product.variants.flatMap((variant) =>
            variant.optionValues.filter((o) => o.optionName === name).map((o) => o.value),
          ),
        ),
      ];
      const chosen = start?.optionValues.find((o) => o.optionName === name)?.value;
      const options = values.map((value) => {
        const soldOut = choiceAvailability(product, {}, name, value) === 'sold-out';
        const attributes = `${value === chosen ? ' selected' : ''}${soldOut ? ' disabled' : ''}`;
        const label = soldOut ? `${value} (sold out)` : value;
        return `<option value="${escapeHtml(value)}"${attributes}>${escapeHtml(label)}</option>`;
      });
      return `<label>${escapeHtml(name)} <select name="${escapeHtml(`option:${name}`)}">${options.join('')}</select></label>`;
    })
    .join('');
}

/** The quantity field, bounded by the starting variant's stock when it is counted. */
function quantityField(start: Variant | undefined, digital: boolean): string {
  const max = start && !digital ? maxQuantity(start) : null;
  const maxAttribute = max === null || max < 1 ? '' : ` max="${max}"`;
  return `<label>Quantity <input type="number" name="quantity" value="1" min="1"${maxAttribute} inputmode="numeric"></label>`;
}

/** The form of a gift card: choose an amount, then its checkout (SPEC §2). */
function giftCardForm(product: Product, options: ProductMarkupOptions): string {
  const label = product.variantOptionNames[0] ?? 'Amount';
  const amounts = product.variants
    .map(
      (variant) =>
        `<option value="${escapeHtml(variant.sku)}">${moneyHtml(variant.price, options.currency)}</option>`,
    )
    .join('');
  return `<form class="sq-product__form" method="get" action="${GIFT_CARD_CHECKOUT_PATH}">${hidden('websiteId', options.websiteId)}${hidden('giftCardProductId', product.id)}<label>${escapeHtml(label)} <select name="sku">${amounts}</select></label><button type="submit">Buy a gift card</button></form>`;
}

/** The purchase form: add to cart, or subscribe. */
function purchaseForm(product: Product, soldOut: boolean): string {
  const digital = product.productType === PRODUCT_TYPES.digital;
  const subscription = product.subscriptionPlan !== undefined;
  const start = firstChoice(product);
  const single = digital || product.variants.length === 1;
  const sku = digital ? digitalSku(product) : (start?.sku ?? '');
  const fields = [
    hidden('productId', product.id),
    single ? hidden('sku', sku) : optionSelects(product, start),
    subscription ? '' : quantityField(start, digital),
  ].join('');
  const action = subscription ? SUBSCRIBE_PATH : ADD_TO_CART_PATH;
  const button = soldOut
    ? '<button type="submit" disabled>Sold out</button>'
    : `<button type="submit">${subscription ? 'Subscribe' : 'Add to cart'}</button>`;
  return `<form class="sq-product__form" method="post" action="${action}">${fields}${button}</form>`;
}

/** The inside of `<sq-product>` for `product` with its stock as it now stands. */
export function productMarkup(product: Product, options: ProductMarkupOptions): string {
  const { layout, currency } = options;
  const url = escapeHtml(productUrl(product));
  const name = escapeHtml(product.name);
  const soldOut = isSoldOut(product);
  const pricing = productPricing(product);
  const classes = [
    'sq-product',
    `sq-product--${layout}`,
    soldOut ? 'sq-product--sold-out' : '',
    pricing.onSale && !pricing.varied ? 'sq-product--sale' : '',
  ].filter(Boolean);
  const detail = layout === 'detail';
  const image = product.images[0];
  const picture = image ? imageMarkup(image, `${options.blockId}-image`, detail) : '';
  const figure = !picture
    ? ''
    : detail
      ? `<div class="sq-product__image">${picture}</div>`
      : `<a class="sq-product__image" href="${url}" tabindex="-1" aria-hidden="true">${picture}</a>`;
  const heading = detail
    ? `<h1 class="sq-product__name">${name}</h1>`
    : `<h2 class="sq-product__name"><a href="${url}">${name}</a></h2>`;
  const status = soldOut ? ' <span class="sq-product__status">Sold out</span>' : '';
  const form =
    product.productType === PRODUCT_TYPES.giftCard
      ? giftCardForm(product, options)
      : purchaseForm(product, soldOut);
  const data = scriptJson({ ...product, currency: currency.code });
  return `<script type="application/json" data-sq-product>${data}</script><article class="${classes.join(' ')}">${figure}${heading}<p class="sq-product__price">${priceMarkup(product, currency)}${status}</p><p class="sq-product__description">${escapeHtml(product.description)}</p>${form}</article>`;
}
