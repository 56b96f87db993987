import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { siteContext } from '../../platform/analytics/context.ts';
import { addToCart, startSubscription } from '../../platform/commerce/cart-client.ts';
import { variantAvailable } from '../../platform/commerce/price.ts';
import { trackCommerce } from '../../platform/commerce/tracking.ts';
import type { ShoppingCart } from '../../platform/commerce/types.ts';
import type { Currency } from '../../platform/constants/currencies.ts';
import { PRODUCT_TYPES } from '../../platform/constants/enums.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { siteCurrency } from '../shared/commerce/site-currency.ts';
import { loadImageCode, priceStyles, refusalText } from '../shared/commerce/store-view.ts';
import {
  readProduct,
  serverChoice,
  serverField,
  serverPictureSrc,
  type BlockProduct,
} from './product-data.ts';
import { QuickView } from './quick-view.ts';
import {
  addedText,
  chosenVariant,
  isChoiceSoldOut,
  isDigital,
  PRODUCT_PATHS,
  PRODUCT_WORDS,
  productView,
  quantityLimit,
  type ProductStatus,
  type ProductViewHandlers,
  unitCents,
} from './product-view.ts';
import { productSchema, type ProductData } from './product.schema.ts';
import { productStyles } from './product.styles.ts';

/** Detail of `sq-add-to-cart`: what was added, and the cart as it now stands. */
export interface SqAddToCartDetail {
  productId: string;
  sku: string;
  quantity: number;
  cart: ShoppingCart;
}

/** Detail of `sq-add-to-cart-error`: what could not be added, and the sentence shown. */
export interface SqAddToCartErrorDetail {
  productId: string;
  sku: string;
  quantity: number;
  message: string;
}

/** Detail of `sq-checkout-start`: the checkout address the block is about to go to. */
export interface SqCheckoutStartDetail {
  productId: string;
  url: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-add-to-cart': SqEvent<SqAddToCartDetail>;
    'sq-add-to-cart-error': SqEvent<SqAddToCartErrorDetail>;
    'sq-checkout-start': SqEvent<SqCheckoutStartDetail>;
  }
}

/** What the status line says when a refusal came without a sentence of the server's. */
const FAILED = 'Could not add to your cart. Please try again.';

/**
 * The product block (SPEC block type 43): upgrades the server's product markup (name, price,
 * picture and a form that posts to the cart without JavaScript) into a product a visitor can
 * choose and buy without leaving the page.
 *
 * The product comes from the block's `<script type="application/json" data-sq-product>` (the
 * server writes it with the stock as it now stands and the site's currency). Upgraded, the
 * shadow root draws the product from it and the server markup stays where it is, unshown; while
 * `data-block-json` or that product is invalid, the server markup shows and works as it is
 * (public contract 3: `data-sq-error`, one console error, `sq-error`).
 *
 * - **Options**: one native `<select>` per option (SPEC §3 `variantOptionNames`), starting on the
 *   server form's choice. A value that, with the other options as chosen, only leads to sold-out
 *   variants is disabled and reads "Celadon (sold out)".
 * - **Price** (SPEC §5): the chosen variant's price in the site's currency; on sale, the old
 *   price struck through and read "was … now …"; "from …" (the lowest effective price) while no
 *   variant is chosen; a subscription's plan text (SPEC §9).
 * - **Sold out** (SPEC §5): the product, or the chosen variant, sold out: the button says "Sold
 *   out" and is disabled, and a badge says so beside the price.
 * - **Quantity**: from 1 to the chosen variant's stock (none for unlimited stock), kept within.
 * - **Add to cart** through the cart API (platform/commerce/cart-client.ts): the status line (a
 *   live region) says what was added or the server's refusal ("Only 3 left in stock."), the
 *   page's cart counts follow, and a View cart link appears. Subscriptions start their own cart
 *   and go to `/checkout/subscribe?cartToken=…`; gift cards go to
 *   `/checkout/giftcard?websiteId=…&giftCardProductId=…&sku=…` (SPEC §2).
 * - **Quick view** (layout `card`): a Quick view button opens the detail view in a native modal
 *   `<dialog>` (Escape or Close shut it, focus goes back to the button), counted with
 *   `POST /api/census/RecordQuickView/{productId}` (SPEC §7).
 * - **Tracking** (SPEC §7, under consent): `commerce_product_view` when a product page's block
 *   upgrades and when a quick view opens, `commerce_add_to_cart` after each addition.
 *
 * The site's currency is the page context's `websiteSettings.storeSettings.selectedCurrency`,
 * else the one the server wrote with the product, else USD.
 *
 * @summary A product: options, live price, stock, add to cart, quick view.
 *
 * @slot - The server markup: the product JSON and the no-JavaScript product, shown only while
 *   the data is invalid.
 *
 * @event {SqEvent<SqAddToCartDetail>} sq-add-to-cart - Added to the cart; `{ productId, sku, quantity, cart }`.
 * @event {SqEvent<SqAddToCartErrorDetail>} sq-add-to-cart-error - The cart refused or the call failed; `{ productId, sku, quantity, message }`.
 * @event {SqEvent<SqCheckoutStartDetail>} sq-checkout-start - Cancelable, before going to a
 *   subscription's or gift card's checkout; `{ productId, url }`. Cancelled, the block stays.
 * @event change - The chosen variant changed (read `selectedVariant`).
 * @event {SqEvent<SqOpenCloseDetail>} sq-open - Cancelable, before the quick view opens.
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-show - The quick view is open.
 * @event {SqEvent<SqOpenCloseDetail>} sq-close - Cancelable, before the quick view closes (not
 *   when the browser closes it on its own).
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-close - The quick view closed.
 * @event {SqEvent<SqErrorDetail>} sq-error - `data-block-json` or the product JSON is not valid.
 *
 * @csspart base - The product (an `<article>`); in the quick view too.
 * @csspart image - The picture (a link to the product page in a tile).
 * @csspart name - The heading with the product's name.
 * @csspart price - The price line.
 * @csspart badge - "Sold out" beside the price.
 * @csspart description - The description.
 * @csspart form - The purchase form.
 * @csspart option - The label around each option's select.
 * @csspart quantity - The label around the quantity field.
 * @csspart button - Add to cart, Subscribe, Buy a gift card or Sold out.
 * @csspart status - The live status line under the form.
 * @csspart cart-link - View cart, after an addition.
 * @csspart quick-view - The Quick view button (layout `card`).
 * @csspart dialog - The quick view `<dialog>`.
 * @csspart close - The dialog's Close button.
 * @csspart details-link - The quick view's link to the product page.
 *
 * @cssproperty [--sq-product-gap=0.75em] - Space between the parts of a product.
 * @cssproperty [--sq-product-image-aspect-ratio=1] - Width to height of the picture's box (the
 *   picture covers it), e.g. `3 / 1` for a banner-like picture on a plan card.
 * @cssproperty [--sq-product-button-background=#1a1a1a] - Background of the purchase button.
 * @cssproperty [--sq-product-button-color=#fff] - Text of the purchase button.
 * @cssproperty [--sq-product-radius=0.25em] - Corners of buttons and fields.
 * @cssproperty [--sq-product-sale-color=inherit] - Colour of a sale price.
 * @cssproperty [--sq-product-error-color=#b00020] - Colour of a refusal in the status line.
 * @cssproperty [--sq-product-focus-color=currentColor] - Keyboard focus outline.
 * @cssproperty [--sq-product-dialog-width=48rem] - Widest the quick view gets.
 *
 * @cssstate sold-out - The product or the chosen variant is sold out.
 * @cssstate busy - An addition is under way.
 * @cssstate added - The last addition succeeded.
 * @cssstate error - The last addition was refused or failed.
 * @cssstate quick-view - The quick view is open.
 */
export class SqProduct extends SqBlock<ProductData> {
  static override styles = [priceStyles, productStyles];

  protected override readonly schema = productSchema;

  #product: BlockProduct | undefined;
  #currency: Currency | undefined;
  /** The picture the server's markup showed, read before the first render hides it. */
  #pictureSrc: string | undefined;
  #choice: Record<string, string> = {};
  #quantity = 1;
  #status: ProductStatus | undefined;
  /** Whether a product page's view was tracked (once per block). */
  #viewed = false;
  readonly #internals = this.attachInternals();
  readonly #quickView = new QuickView(this, this.#internals.states);

  /** The product shown (from the block's product JSON); undefined while the data is invalid. */
  get product(): BlockProduct | undefined {
    return this.data ? this.#product : undefined;
  }

  /** The value chosen for each option. */
  get choice(): Readonly<Record<string, string>> {
    return { ...this.#choice };
  }

  /** The variant the choice names (undefined for a digital product or an incomplete choice). */
  get selectedVariant() {
    return this.product ? chosenVariant(this.product, this.#choice) : undefined;
  }

  /** Whether the quick view is open. */
  get quickViewOpen(): boolean {
    return this.#quickView.isOpen;
  }

  /**
   * Chooses `value` for option `optionName`, as the option's select does. When no variant has
   * that value with the other options as chosen, the others move to the first variant that has
   * it (one that can be bought when there is one).
   */
  choose(optionName: string, value: string): void {
    const product = this.product;
    if (!product) return;
    const choice = { ...this.#choice, [optionName]: value };
    if (!chosenVariant(product, choice) && !isDigital(product)) {
      const having = product.variants.filter((v) =>
        v.optionValues.some((o) => o.optionName === optionName && o.value === value),
      );
      const next = having.find(variantAvailable) ?? having[0];
      for (const o of next?.optionValues ?? []) choice[o.optionName] = o.value;
    }
    this.#choice = choice;
    this.#quantity = this.#bounded(this.#quantity);
    this.#setStatus(undefined);
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /**
   * Adds the chosen variant, in the chosen quantity, to the visitor's cart; a subscription goes
   * to its checkout instead, a gift card to its own.
   * @returns {Promise<boolean>} resolves `true` once added (or on the way to checkout), `false`
   *   when refused: sold out, already adding, the cart's refusal, or invalid data.
   */
  async addToCart(): Promise<boolean> {
    const product = this.product;
    if (!product || this.#status?.kind === 'busy') return false;
    if (product.productType === PRODUCT_TYPES.giftCard) return this.#giftCardCheckout(product);
    const sku = this.#sku(product);
    const quantity = this.#quantity;
    if (!sku || isChoiceSoldOut(product, this.#choice)) {
      this.#setStatus({ kind: 'error', text: `${PRODUCT_WORDS.soldOut}.` });
      return false;
    }
    this.#setStatus({ kind: 'busy', text: 'Adding to your cart…' });
    try {
      if (product.subscriptionPlan) {
        const url = await startSubscription(product.id, sku);
        this.#setStatus(undefined);
        return this.#go(product, url);
      }
      const cart = await addToCart(product.id, sku, quantity);
      this.#setStatus({ kind: 'added', text: addedText(product, this.#choice, quantity) });
      emit<SqAddToCartDetail>(this, 'sq-add-to-cart', {
        productId: product.id,
        sku,
        quantity,
        cart,
      });
      void trackCommerce('commerce_add_to_cart', {
        productId: product.id,
        productName: product.name,
        sku,
        quantity,
        priceCents: unitCents(product, this.#choice),
        currency: this.#currency?.code,
      });
      return true;
    } catch (error) {
      const message = refusalText(error, FAILED);
      this.#setStatus({ kind: 'error', text: message });
      emit<SqAddToCartErrorDetail>(this, 'sq-add-to-cart-error', {
        productId: product.id,
        sku,
        quantity,
        message,
      });
      return false;
    }
  }

  /**
   * Opens the quick view: the detail view in a modal dialog. Counted with RecordQuickView.
   * @returns {Promise<boolean>} resolves `true` once open and faded in, `false` when refused
   *   (invalid data, or `sq-open` cancelled).
   */
  async showQuickView(): Promise<boolean> {
    const product = this.product;
    if (!product || !(await this.#quickView.show(product.id))) return false;
    this.#trackView(product);
    return true;
  }

  /**
   * Closes the quick view; focus goes back to the Quick view button.
   * @returns {boolean} `false` when a listener cancelled `sq-close`.
   */
  closeQuickView(): boolean {
    return this.#quickView.close();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!changed.has('blockJson') && this.hasUpdated) return;
    if (!this.data) return;
    const read = readProduct(this, this.data.productId);
    if (!('data' in read)) {
      this.data = undefined;
      this.reportError(read.path, read.message);
      return;
    }
    const first = this.#product === undefined;
    this.#product = read.data;
    this.#currency = siteCurrency(read.data.currency);
    if (first) {
      this.#startChoice(read.data);
      this.#pictureSrc = serverPictureSrc(this);
    }
  }

  protected override renderBlock(data: ProductData): TemplateResult {
    const product = this.#product!;
    const handlers: ProductViewHandlers = {
      choose: (name, value) => this.choose(name, value),
      quantity: (value) => {
        this.#quantity = this.#bounded(value);
        this.requestUpdate();
      },
      submit: (event) => {
        event.preventDefault();
        void this.addToCart();
      },
      quickView: () => void this.showQuickView(),
    };
    const state = {
      product,
      currency: this.#currency!,
      choice: this.#choice,
      quantity: this.#quantity,
      status: this.#status,
      websiteId: this.#websiteId(),
      pictureSrc: this.#pictureSrc,
    };
    return html`${productView({ ...state, layout: data.layout }, handlers)}
    ${
      data.layout === 'card'
        ? this.#quickView.render(PRODUCT_WORDS.close, () =>
            productView({ ...state, layout: 'quick' }, handlers),
          )
        : nothing
    }`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const product = this.product;
    const soldOut = product ? !isDigital(product) && isChoiceSoldOut(product, this.#choice) : false;
    this.#toggleState('sold-out', soldOut);
    if (!product) return;
    loadImageCode();
    if (this.data?.layout === 'detail' && !this.#viewed) {
      this.#viewed = true;
      this.#trackView(product);
    }
  }

  /** The starting choice: the server form's selects as they stand, else the first variant that can be bought. */
  #startChoice(product: BlockProduct): void {
    const start = serverChoice(this, product);
    this.#choice = chosenVariant(product, start.choice) || isDigital(product) ? start.choice : {};
    this.#quantity = this.#bounded(start.quantity);
  }

  /** `value` kept within 1 and the chosen variant's stock. */
  #bounded(value: number): number {
    const max = this.product ? quantityLimit(this.product, this.#choice) : null;
    const whole = Number.isFinite(value) ? Math.floor(value) : 1;
    return Math.max(1, max === null ? whole : Math.min(whole, Math.max(1, max)));
  }

  /** The SKU to add: the chosen variant's, or a digital product's own (the server form's `sku`). */
  #sku(product: BlockProduct): string | undefined {
    if (!isDigital(product)) return chosenVariant(product, this.#choice)?.sku;
    return serverField(this, 'sku') || product.id;
  }

  /** The site's id: the page context's, else the server's gift card form's. */
  #websiteId(): string {
    const id = siteContext()?.website?.id;
    return typeof id === 'string' && id ? id : (serverField(this, 'websiteId') ?? '');
  }

  #giftCardCheckout(product: BlockProduct): boolean {
    const sku = chosenVariant(product, this.#choice)?.sku ?? product.variants[0]?.sku;
    const query = new URLSearchParams({
      websiteId: this.#websiteId(),
      giftCardProductId: product.id,
    });
    if (sku) query.set('sku', sku);
    return this.#go(product, `${PRODUCT_PATHS.giftCard}?${query}`);
  }

  /** Goes to a checkout address unless a listener cancels `sq-checkout-start`. */
  #go(product: BlockProduct, url: string): boolean {
    const detail = { productId: product.id, url };
    if (!emit<SqCheckoutStartDetail>(this, 'sq-checkout-start', detail, { cancelable: true })) {
      return true;
    }
    location.assign(url);
    return true;
  }

  #trackView(product: BlockProduct): void {
    void trackCommerce('commerce_product_view', {
      productId: product.id,
      productName: product.name,
      priceCents: unitCents(product, this.#choice),
      currency: this.#currency?.code,
    });
  }

  #setStatus(status: ProductStatus | undefined): void {
    this.#status = status;
    for (const kind of ['busy', 'added', 'error'] as const) {
      this.#toggleState(kind, status?.kind === kind);
    }
    this.requestUpdate();
  }

  #toggleState(name: string, on: boolean): void {
    if (on) this.#internals.states.add(name);
    else this.#internals.states.delete(name);
  }
}

export { PRODUCT_PATHS, PRODUCT_WORDS };
