import { html, type PropertyValues, type TemplateResult } from 'lit';
import {
  applyCoupon,
  CART_CHANGE_EVENT,
  getCart,
  removeCoupon,
  removeEntry,
  selectShipping,
  setQuantity,
} from '../../platform/commerce/cart-client.ts';
import { currencyOf, formatMoney } from '../../platform/commerce/money.ts';
import type { CartEntry, ShoppingCart } from '../../platform/commerce/types.ts';
import type { Currency } from '../../platform/constants/currencies.ts';
import { DataError } from '../../platform/http/errors.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { siteCurrency } from '../shared/commerce/site-currency.ts';
import { loadImageCode, priceStyles, refusalText } from '../shared/commerce/store-view.ts';
import { readCart } from './cart-data.ts';
import { CART_WORDS, cartView, type CartViewHandlers } from './cart-view.ts';
import { cartSchema, type CartData } from './cart.schema.ts';
import { cartStyles } from './cart.styles.ts';

export { CART_PATHS, CART_WORDS } from './cart-view.ts';

/** Detail of `sq-cart-error`: a change the cart refused or that failed, and the sentence shown. */
export interface SqCartErrorDetail {
  message: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-cart-error': SqEvent<SqCartErrorDetail>;
  }
}

/** What the status says when a change failed without a sentence of the server's. */
const FAILED = 'Your cart could not be changed. Please try again.';

/** Case-insensitive code comparison (the cart API matches codes so). */
const sameCode = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

/**
 * The full-page cart (SPEC §2 "Full-page cart", page types 200 and 205; SPEC §3 "Shopping
 * cart"): upgrades the server's cart markup, whose plain forms work without JavaScript, into a
 * cart that changes in place. Its code is a chunk of its own, loaded only on a page that holds
 * the tag.
 *
 * The cart comes from the block's `<script type="application/json" data-sq-cart>` (without one,
 * it is asked of the cart API). Upgraded, the shadow root draws the cart and the server markup
 * stays where it is, unshown; while `data-block-json` or that cart is invalid, the server markup
 * shows and works as it is (public contract 3).
 *
 * - **Quantities**: a stepper per line (One fewer, the number, One more), from 1 to the line's
 *   `maxQuantity` (no upper end when unlimited); each change is sent at once, in order, and the
 *   line shows the new number while it travels.
 * - **Remove**: the line goes; focus moves to the next line's Remove button (the previous line's
 *   for the last one), or to "Your cart is empty." when none is left.
 * - **Coupons**: Apply sends the code; a refused code keeps what was typed and shows the reason
 *   under the field ("This code does not exist."); every code the cart holds is listed with its
 *   description or reason and a Remove button.
 * - **Shipping**: the options as radios (when something is shipped); choosing one is sent.
 * - **Totals** (subtotal, discount, shipping, tax, total) and every line are drawn again from each
 *   answer of the cart API; the page's cart counts follow (platform/commerce/cart-client.ts).
 * - A live region says what each change did, with the new total, or the server's refusal.
 * - Checkout links to `/commerce/goto-checkout` (SPEC §2). A change made elsewhere on the page
 *   (`sq-cart-change` on `document`) is drawn too.
 *
 * Money is in the cart's currency (the site's).
 *
 * @summary The full-page cart: quantities, remove, coupons, shipping, totals, checkout.
 *
 * @slot - The server markup: the cart JSON and the no-JavaScript cart, shown only while the data
 *   is invalid.
 *
 * @event {SqEvent<SqCartErrorDetail>} sq-cart-error - A change was refused or failed; `{ message }`.
 * @event {SqEvent<SqErrorDetail>} sq-error - `data-block-json` or the cart JSON is not valid.
 *
 * @csspart base - The cart (`empty` too when it holds nothing).
 * @csspart entries - The table of lines.
 * @csspart entry - A line (a table row, with `data-entry-id`).
 * @csspart entry-name - A line's product name (a link to its page).
 * @csspart entry-options - A line's option values.
 * @csspart stepper - A line's quantity group.
 * @csspart decrease - One fewer.
 * @csspart quantity - The quantity field.
 * @csspart increase - One more.
 * @csspart entry-total - A line's total.
 * @csspart remove - A line's Remove button.
 * @csspart coupons - The coupon section.
 * @csspart coupon-form - The coupon form.
 * @csspart coupon-error - Why the code last tried was refused.
 * @csspart coupon-list - The codes the cart holds.
 * @csspart coupon-code - A code in that list.
 * @csspart shipping - The shipping choice (a fieldset of radios).
 * @csspart totals - The totals.
 * @csspart checkout - The Checkout link.
 * @csspart empty-message - "Your cart is empty."
 * @csspart shop-link - "Continue shopping", in an empty cart.
 * @csspart status - The live region announcing each change.
 *
 * @cssproperty [--sq-cart-gap=1.5em] - Space between the cart's sections.
 * @cssproperty [--sq-cart-border-color=color-mix(in srgb, currentColor 20%, transparent)] - Lines between rows.
 * @cssproperty [--sq-cart-button-background=#1a1a1a] - Background of Checkout and Apply.
 * @cssproperty [--sq-cart-button-color=#fff] - Text of Checkout and Apply.
 * @cssproperty [--sq-cart-radius=0.25em] - Corners of buttons and fields.
 * @cssproperty [--sq-cart-error-color=#b00020] - Colour of refusals.
 * @cssproperty [--sq-cart-focus-color=currentColor] - Keyboard focus outline.
 *
 * @cssstate empty - The cart holds nothing.
 * @cssstate busy - A change is on its way.
 * @cssstate error - The last change was refused or failed.
 */
export class SqCart extends SqBlock<CartData> {
  static override styles = [priceStyles, cartStyles];

  protected override readonly schema = cartSchema;

  #cart: ShoppingCart | undefined;
  #pending = new Map<string, number>();
  #couponError: string | undefined;
  #status: { text: string; error: boolean } | undefined;
  /** Changes go one after another, each on the cart the one before left. */
  #queue: Promise<unknown> = Promise.resolve();
  #waiting = 0;
  readonly #internals = this.attachInternals();

  /** The cart as last drawn; undefined until known, and while the data is invalid. */
  get cart(): ShoppingCart | undefined {
    return this.data ? this.#cart : undefined;
  }

  /** Resolves once every change asked for so far has been answered and drawn. */
  get settled(): Promise<void> {
    return this.#queue.then(() => this.updateComplete).then(() => undefined);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener(CART_CHANGE_EVENT, this.#onCartChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener(CART_CHANGE_EVENT, this.#onCartChange);
  }

  /**
   * Sets line `entryId` to `quantity` (kept from 1 to its stock).
   * @returns {Promise<boolean>} `true` once the cart answered, `false` when it refused or failed.
   */
  setQuantity(entryId: string, quantity: number): Promise<boolean> {
    const entry = this.#cart?.entries.find((e) => e.id === entryId);
    if (!entry) return Promise.resolve(false);
    const max = entry.maxQuantity;
    const whole = Number.isFinite(quantity) ? Math.floor(quantity) : entry.quantity;
    const bounded = Math.max(1, max === null ? whole : Math.min(whole, max));
    this.#pending.set(entry.id, bounded);
    this.requestUpdate();
    return this.#change(
      () => setQuantity(entry.id, bounded),
      (cart) => `Quantity of ${entry.productName}: ${bounded}. ${this.#total(cart)}`,
      () => {
        if (this.#pending.get(entry.id) === bounded) this.#pending.delete(entry.id);
      },
    );
  }

  /**
   * Removes line `entryId`; focus moves to the next line's Remove button, or to the empty
   * cart's message.
   * @returns {Promise<boolean>} `true` once the cart answered, `false` when it refused or failed.
   */
  async removeEntry(entryId: string): Promise<boolean> {
    const entries = this.#cart?.entries ?? [];
    const at = entries.findIndex((e) => e.id === entryId);
    const entry = entries[at];
    if (!entry) return false;
    const hadFocus = (this.renderRoot as ShadowRoot).activeElement !== null;
    const done = await this.#change(
      () => removeEntry(entry.id),
      (cart) =>
        cart.entries.length
          ? `Removed ${entry.productName}. ${this.#total(cart)}`
          : `Removed ${entry.productName}. ${CART_WORDS.empty}`,
    );
    if (done && hadFocus) await this.#focusAfterRemoval(at);
    return done;
  }

  /**
   * Applies coupon `code`. A code the cart refuses shows its reason under the field.
   * @returns {Promise<boolean>} `true` when the cart took the code as valid.
   */
  async applyCoupon(code: string): Promise<boolean> {
    const typed = code.trim();
    if (!typed) return false;
    let valid = false;
    await this.#change(
      () => applyCoupon(typed),
      (cart) => {
        const refused = cart.invalidCoupons.find((c) => sameCode(c.code, typed));
        valid = !refused;
        this.#couponError = refused?.reason;
        if (refused) return `Coupon ${typed}: ${refused.reason}`;
        const input = this.renderRoot.querySelector<HTMLInputElement>('#coupon-code');
        if (input) input.value = '';
        const coupon = cart.validCoupons.find((c) => sameCode(c.code, typed));
        return `Coupon ${coupon?.code ?? typed} applied: ${coupon?.description ?? ''}. ${this.#total(cart)}`;
      },
    );
    return valid;
  }

  /**
   * Takes coupon `code` off the cart.
   * @returns {Promise<boolean>} `true` once the cart answered.
   */
  removeCoupon(code: string): Promise<boolean> {
    return this.#change(
      () => removeCoupon(code),
      (cart) => {
        if (this.#couponError && sameCode(code, this.#typedCode())) this.#couponError = undefined;
        return `Coupon ${code} removed. ${this.#total(cart)}`;
      },
    );
  }

  /**
   * Chooses shipping option `optionId`.
   * @returns {Promise<boolean>} `true` once the cart answered.
   */
  selectShipping(optionId: string): Promise<boolean> {
    return this.#change(
      () => selectShipping(optionId),
      (cart) => `${cart.selectedShippingOption?.name ?? 'Shipping'} chosen. ${this.#total(cart)}`,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.data || (this.hasUpdated && !changed.has('blockJson'))) return;
    const read = readCart(this);
    if (!('data' in read)) {
      this.data = undefined;
      this.reportError(read.path, read.message);
      return;
    }
    if (read.data) this.#cart ??= read.data;
    else if (!this.#cart) void this.#change(getCart, () => undefined);
  }

  protected override renderBlock(): TemplateResult {
    const cart = this.#cart;
    const handlers: CartViewHandlers = {
      quantity: (entry: CartEntry, quantity: number) => void this.setQuantity(entry.id, quantity),
      remove: (entry: CartEntry) => void this.removeEntry(entry.id),
      applyCoupon: (event: SubmitEvent) => {
        event.preventDefault();
        void this.applyCoupon(this.#typedCode());
      },
      removeCoupon: (code: string) => void this.removeCoupon(code),
      shipping: (optionId: string) => void this.selectShipping(optionId),
    };
    const status = this.#status;
    return html`${
        cart
          ? cartView(
              {
                cart,
                currency: this.#currency(cart),
                pending: this.#pending,
                couponError: this.#couponError,
              },
              handlers,
            )
          : html`<slot></slot>`
      }
      <p part="status" role="status" class=${status ? (status.error ? 'error' : '') : 'idle'}>
        ${status?.text ?? ''}
      </p>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const cart = this.cart;
    if (cart?.entries.some((e) => e.image)) loadImageCode();
    if (cart?.entries.length === 0) this.#internals.states.add('empty');
    else this.#internals.states.delete('empty');
  }

  /**
   * Runs `call` after the changes before it; its answer becomes the cart and `describe`'s text
   * the status. A refusal shows the server's sentence (and the cart it sent, when it sent one).
   */
  #change(
    call: () => Promise<ShoppingCart>,
    describe: (cart: ShoppingCart) => string | undefined,
    after: () => void = () => undefined,
  ): Promise<boolean> {
    this.#waiting += 1;
    this.#internals.states.add('busy');
    const run = this.#queue.then(async () => {
      try {
        const cart = await call();
        this.#cart = cart;
        const text = describe(cart);
        if (text !== undefined) this.#setStatus(text, false);
        return true;
      } catch (error) {
        const body =
          error instanceof DataError ? (error.body as { cart?: ShoppingCart }) : undefined;
        if (body?.cart) this.#cart = body.cart;
        const message = refusalText(error, FAILED);
        this.#setStatus(message, true);
        emit<SqCartErrorDetail>(this, 'sq-cart-error', { message });
        return false;
      } finally {
        after();
        this.#waiting -= 1;
        if (this.#waiting === 0) this.#internals.states.delete('busy');
        this.requestUpdate();
      }
    });
    this.#queue = run;
    return run;
  }

  #setStatus(text: string, error: boolean): void {
    this.#status = { text, error };
    if (error) this.#internals.states.add('error');
    else this.#internals.states.delete('error');
  }

  #currency(cart: ShoppingCart): Currency {
    return cart.currency ? currencyOf(cart.currency) : siteCurrency();
  }

  #total(cart: ShoppingCart): string {
    return `Total: ${formatMoney(cart.grandTotalCents, this.#currency(cart))}.`;
  }

  #typedCode(): string {
    return this.renderRoot.querySelector<HTMLInputElement>('#coupon-code')?.value.trim() ?? '';
  }

  /** After line `at` went: the Remove button now at `at` (or the last), else the empty message. */
  async #focusAfterRemoval(at: number): Promise<void> {
    await this.updateComplete;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLElement>('[part~="remove"]')];
    const target =
      buttons[Math.min(at, buttons.length - 1)] ??
      this.renderRoot.querySelector<HTMLElement>('#empty-message');
    target?.focus();
  }

  #onCartChange = (event: DocumentEventMap[typeof CART_CHANGE_EVENT]): void => {
    if (!this.data || event.detail === this.#cart) return;
    this.#cart = event.detail;
    this.requestUpdate();
  };
}
