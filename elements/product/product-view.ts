/**
 * What `<sq-product>` draws for one view of its product: the tile, product page or plan card, and
 * the detail view of the quick-view dialog. Pure templates from the view's state; the element
 * owns the state and the handlers.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatMoney } from '../../platform/commerce/money.ts';
import {
  effectivePrice,
  isSoldOut,
  productPricing,
  variantAvailable,
} from '../../platform/commerce/price.ts';
import { subscriptionText } from '../../platform/commerce/subscription.ts';
import {
  choiceAvailability,
  maxQuantity,
  selectedVariant,
  variantLabel,
} from '../../platform/commerce/variants.ts';
import type { Variant } from '../../platform/commerce/types.ts';
import type { Currency } from '../../platform/constants/currencies.ts';
import { PRODUCT_TYPES } from '../../platform/constants/enums.ts';
import { pictureView, priceView } from '../shared/commerce/store-view.ts';
import type { BlockProduct } from './product-data.ts';
import type { ProductData } from './product.schema.ts';

/** Where the purchase forms go without JavaScript (the server's routes). */
export const PRODUCT_PATHS = {
  add: '/commerce/cart/add',
  subscribe: '/commerce/subscribe',
  giftCard: '/checkout/giftcard',
  cart: '/cart',
} as const;

/** The words of the buttons and badges. */
export const PRODUCT_WORDS = {
  add: 'Add to cart',
  subscribe: 'Subscribe',
  giftCard: 'Buy a gift card',
  soldOut: 'Sold out',
  quickView: 'Quick view',
  close: 'Close',
  viewCart: 'View cart',
  details: 'See all details',
} as const;

/** A status line under the form: what the last purchase step did. */
export interface ProductStatus {
  text: string;
  kind: 'busy' | 'added' | 'error';
}

/** One view's state: the product and the visitor's choice so far. */
export interface ProductViewState {
  product: BlockProduct;
  currency: Currency;
  /** `quick`: the detail view inside the quick-view dialog. */
  layout: ProductData['layout'] | 'quick';
  /** The chosen value per option name. */
  choice: Record<string, string>;
  quantity: number;
  status: ProductStatus | undefined;
  /** The site's id, for the gift card checkout address. */
  websiteId: string;
  /** The picture the server's markup already shows (a product page's), shown at once. */
  pictureSrc?: string;
}

/** What the view calls back. */
export interface ProductViewHandlers {
  choose(optionName: string, value: string): void;
  quantity(value: number): void;
  submit(event: SubmitEvent): void;
  quickView(): void;
}

/** The product page's address (`/shop/{urlSlug}`). */
export const productUrl = (product: BlockProduct): string =>
  `/shop/${encodeURIComponent(product.urlSlug)}`;

export const isDigital = (product: BlockProduct): boolean =>
  product.productType === PRODUCT_TYPES.digital;

/**
 * The variant `choice` names: the only one of a product without options, else the one whose
 * option values are all chosen. A digital product has none.
 */
export function chosenVariant(
  product: BlockProduct,
  choice: Record<string, string>,
): Variant | undefined {
  if (isDigital(product)) return undefined;
  if (product.variantOptionNames.length === 0) return product.variants[0];
  return selectedVariant(product, choice);
}

/** Whether the chosen purchase cannot be made: the product, or the chosen variant, is sold out. */
export function isChoiceSoldOut(product: BlockProduct, choice: Record<string, string>): boolean {
  if (isDigital(product)) return false;
  if (isSoldOut(product)) return true;
  const variant = chosenVariant(product, choice);
  return !variant || !variantAvailable(variant);
}

/** The most that may be bought of the choice: its stock, or null when unlimited. */
export function quantityLimit(
  product: BlockProduct,
  choice: Record<string, string>,
): number | null {
  const variant = chosenVariant(product, choice);
  return variant ? maxQuantity(variant) : null;
}

/** The unit price of the choice, in cents (what is tracked with an addition). */
export function unitCents(product: BlockProduct, choice: Record<string, string>): number {
  const variant = chosenVariant(product, choice);
  if (variant) return effectivePrice(variant);
  return product.onSale ? (product.salePriceCents ?? 0) : (product.priceCents ?? 0);
}

/** The status after an addition: `Added to your cart: Everyday cup (Glaze: Clear, Size: Single), quantity 2.` */
export function addedText(
  product: BlockProduct,
  choice: Record<string, string>,
  quantity: number,
): string {
  const variant = chosenVariant(product, choice);
  const options = variant?.optionValues.length ? ` (${variantLabel(variant)})` : '';
  return `Added to your cart: ${product.name}${options}, quantity ${quantity}.`;
}

/** Every value of option `name`, in the order the variants give them. */
export function optionValues(product: BlockProduct, name: string): string[] {
  const values = product.variants.flatMap((variant) =>
    variant.optionValues.filter((o) => o.optionName === name).map((o) => o.value),
  );
  return [...new Set(values)];
}

/** The price line: the chosen variant's price (a sale struck through), the plan text, or "from …". */
function priceLine(state: ProductViewState): TemplateResult {
  const { product, currency } = state;
  const variant = chosenVariant(product, state.choice);
  if (product.subscriptionPlan) {
    const cents = variant ? effectivePrice(variant) : productPricing(product).fromCents;
    return html`${subscriptionText(product.subscriptionPlan, formatMoney(cents, currency))}`;
  }
  if (isDigital(product)) {
    const price = product.priceCents ?? 0;
    const sale = product.onSale ? (product.salePriceCents ?? price) : price;
    return priceView(sale, currency, product.onSale ? price : undefined);
  }
  if (variant)
    return priceView(effectivePrice(variant), currency, variant.onSale ? variant.price : undefined);
  return html`from ${formatMoney(productPricing(product).fromCents, currency)}`;
}

/** An `<option>` whose text is exactly `label` (no spaces around it: a select reads it as is). */
const option = (value: string, label: string, selected: boolean, disabled = false) =>
  html`<option value=${value} .selected=${selected} ?disabled=${disabled}>${label}</option>`;

function optionSelect(
  state: ProductViewState,
  name: string,
  on: ProductViewHandlers,
): TemplateResult {
  const { product, choice } = state;
  const chosen = choice[name];
  return html`<label part="option"
    ><span class="label">${name}</span>
    <select
      name=${`option:${name}`}
      @change=${(event: Event) => on.choose(name, (event.target as HTMLSelectElement).value)}
    >
      ${optionValues(product, name).map((value) => {
        const soldOut = choiceAvailability(product, choice, name, value) === 'sold-out';
        return option(value, soldOut ? `${value} (sold out)` : value, value === chosen, soldOut);
      })}
    </select></label
  >`;
}

function giftCardForm(state: ProductViewState, on: ProductViewHandlers): TemplateResult {
  const { product, currency, choice } = state;
  const chosen = chosenVariant(product, choice) ?? product.variants[0];
  const name = product.variantOptionNames[0] ?? 'Amount';
  return html`<form part="form" method="get" action=${PRODUCT_PATHS.giftCard} @submit=${on.submit}>
    <input type="hidden" name="websiteId" .value=${state.websiteId} />
    <input type="hidden" name="giftCardProductId" .value=${product.id} />
    <label part="option"
      ><span class="label">${name}</span>
      <select
        name="sku"
        @change=${(event: Event) => {
          const sku = (event.target as HTMLSelectElement).value;
          const variant = product.variants.find((v) => v.sku === sku);
          const value = variant?.optionValues.find((o) => o.optionName === name)?.value;
          if (value !== undefined) on.choose(name, value);
        }}
      >
        ${product.variants.map((variant) =>
          option(variant.sku, formatMoney(variant.price, currency), variant === chosen),
        )}
      </select></label
    >
    <button part="button" type="submit">${PRODUCT_WORDS.giftCard}</button>
  </form>`;
}

function purchaseForm(state: ProductViewState, on: ProductViewHandlers): TemplateResult {
  const { product, choice } = state;
  const subscription = product.subscriptionPlan !== undefined;
  const soldOut = isChoiceSoldOut(product, choice);
  const max = quantityLimit(product, choice);
  const label = soldOut
    ? PRODUCT_WORDS.soldOut
    : subscription
      ? PRODUCT_WORDS.subscribe
      : PRODUCT_WORDS.add;
  return html`<form
    part="form"
    method="post"
    action=${subscription ? PRODUCT_PATHS.subscribe : PRODUCT_PATHS.add}
    @submit=${on.submit}
  >
    ${product.variantOptionNames.map((name) => optionSelect(state, name, on))}
    ${
      subscription
        ? nothing
        : html`<label part="quantity"
            ><span class="label">Quantity</span>
            <input
              type="number"
              name="quantity"
              inputmode="numeric"
              min="1"
              max=${max ?? nothing}
              .value=${String(state.quantity)}
              ?disabled=${soldOut}
              @change=${(event: Event) =>
                on.quantity((event.target as HTMLInputElement).valueAsNumber)}
          /></label>`
    }
    <button
      part="button"
      type="submit"
      ?disabled=${soldOut}
      aria-disabled=${state.status?.kind === 'busy' ? 'true' : nothing}
    >
      ${label}
    </button>
  </form>`;
}

function image(state: ProductViewState): TemplateResult | typeof nothing {
  const picture = state.product.images[0];
  if (!picture) return nothing;
  const detail = state.layout === 'detail';
  const img = pictureView(picture, detail, detail ? state.pictureSrc : undefined);
  // In a tile the picture links to the page the name links to: one stop for a keyboard.
  return state.layout === 'card' || state.layout === 'plan'
    ? html`<a part="image" href=${productUrl(state.product)} tabindex="-1" aria-hidden="true"
        >${img}</a
      >`
    : html`<div part="image">${img}</div>`;
}

function heading(state: ProductViewState): TemplateResult {
  const { product, layout } = state;
  if (layout === 'detail') return html`<h1 part="name">${product.name}</h1>`;
  if (layout === 'quick') {
    return html`<h2 part="name" id="quick-view-name" tabindex="-1">${product.name}</h2>`;
  }
  return html`<h2 part="name"><a href=${productUrl(product)}>${product.name}</a></h2>`;
}

/** One view of the product. */
export function productView(state: ProductViewState, on: ProductViewHandlers): TemplateResult {
  const { product, layout, status } = state;
  const soldOut = !isDigital(product) && isChoiceSoldOut(product, state.choice);
  const giftCard = product.productType === PRODUCT_TYPES.giftCard;
  return html`<article part="base" class=${layout}>
    ${image(state)} ${heading(state)}
    <p part="price">
      ${priceLine(state)}${
        soldOut ? html` <span part="badge">${PRODUCT_WORDS.soldOut}</span>` : nothing
      }
    </p>
    ${product.description ? html`<p part="description">${product.description}</p>` : nothing}
    ${giftCard ? giftCardForm(state, on) : purchaseForm(state, on)}
    <p part="status" role="status" class=${status?.kind ?? ''}>${status?.text ?? ''}</p>
    ${
      status?.kind === 'added'
        ? html`<a part="cart-link" href=${PRODUCT_PATHS.cart}>${PRODUCT_WORDS.viewCart}</a>`
        : nothing
    }
    ${
      layout === 'quick'
        ? html`<a part="details-link" href=${productUrl(product)}>${PRODUCT_WORDS.details}</a>`
        : nothing
    }
    ${
      layout === 'card'
        ? html`<button
            part="quick-view"
            type="button"
            aria-haspopup="dialog"
            @click=${on.quickView}
          >
            ${PRODUCT_WORDS.quickView}<span class="visually-hidden">: ${product.name}</span>
          </button>`
        : nothing
    }
  </article>`;
}
