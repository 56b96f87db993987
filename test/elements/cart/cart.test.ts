import { expect, fixture, html } from '@open-wc/testing';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/cart/sq-cart.ts';
import type { SqCart } from '../../../elements/cart/sq-cart.ts';
import { addToCart } from '../../../platform/commerce/cart-client.ts';
import { focused } from '../shared/apg.ts';
import {
  answerCommerce,
  commerceReceived,
  CUP,
  MUG,
  NOTEBOOK,
  text,
} from '../product/product-fixture.ts';
import { cartMarkupCss } from '../../../elements/cart/cart.styles.ts';
import { cartMarkup, renderCart, storeWithCart } from './cart-fixture.ts';

const part = (el: SqCart, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (el: SqCart, name: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];
const row = (el: SqCart, index: number) => parts(el, 'entry')[index]!;
const inRow = (el: SqCart, index: number, name: string) =>
  row(el, index).querySelector<HTMLElement>(`[part~="${name}"]`)!;
const totals = (el: SqCart) =>
  [...part(el, 'totals')!.querySelectorAll('dt')].map((dt) => [
    text(dt),
    text(dt.nextElementSibling),
  ]);
const status = (el: SqCart) => text(part(el, 'status'));
const apiCalls = async (run: string) =>
  (await commerceReceived(run))
    .filter((r) => r.path.startsWith('/api/commerce') && r.method !== 'GET')
    .map((r) => [r.method, r.path, r.body]);

describe('<sq-cart> (SPEC §2 full-page cart, §3 shopping cart)', () => {
  let count: HTMLElement;
  beforeEach(async () => {
    count = await fixture(html`<span data-sq-cart-quantity>4</span>`);
  });
  afterEach(() => answerCommerce(''));

  it('SPEC §3: draws every line, the totals and Checkout from the cart; the server markup is unseen and untouched', async () => {
    const { cart } = await storeWithCart();
    const { el, errors } = await renderCart(cart);
    const light = el.innerHTML;
    expect(errors).to.deep.equal([]);
    expect(parts(el, 'entry').map((tr) => text(tr.querySelector('th a')))).to.deep.equal([
      'Everyday cup',
      'Oatmeal mug',
      'The glaze notebook (PDF)',
    ]);
    expect([...inRow(el, 0, 'entry-options').children].map((li) => text(li))).to.deep.equal([
      'Glaze: Clear',
      'Size: Single',
    ]);
    expect(text(row(el, 1).querySelector('.unit')), 'a sale reads was … now …').to.equal(
      'was $36.00 now $29.00',
    );
    expect(text(inRow(el, 0, 'entry-total'))).to.equal('$56.00');
    expect(totals(el)).to.deep.equal([
      ['Subtotal', '$100.00'],
      ['Shipping', '$12.00'],
      ['Tax', '$8.00'],
      ['Total', '$120.00'],
    ]);
    expect(part(el, 'checkout')!.getAttribute('href')).to.equal('/commerce/goto-checkout');
    expect(el.querySelector('.sq-cart')!.checkVisibility()).to.equal(false);
    await el.setQuantity(cart.entries[0]!.id, 3);
    expect(el.innerHTML).to.equal(light);
    await expect(el).to.be.accessible();
  });

  it('One more sends the new quantity, and the line and totals are drawn from the answer', async () => {
    const { run, cart } = await storeWithCart();
    const { el } = await renderCart(cart);
    inRow(el, 0, 'increase').click();
    await el.updateComplete;
    expect((inRow(el, 0, 'quantity') as HTMLInputElement).value, 'shown at once').to.equal('3');
    await el.settled;
    expect(await apiCalls(run)).to.deep.equal([
      ['PUT', `/api/commerce/cart/entries/${cart.entries[0]!.id}`, { quantity: 3 }],
    ]);
    expect(text(inRow(el, 0, 'entry-total'))).to.equal('$84.00');
    expect(totals(el).at(-1)).to.deep.equal(['Total', '$150.24']);
    expect(status(el)).to.equal('Quantity of Everyday cup: 3. Total: $150.24.');
    expect(part(el, 'status')!.getAttribute('role')).to.equal('status');
    expect(text(count), 'the header count follows').to.equal('5');
  });

  it('quantities stay from 1 to the line stock: the ends are aria-disabled and a typed number is kept within', async () => {
    const { run, cart } = await storeWithCart([
      { productId: MUG.id, sku: 'SQ4810251', quantity: 1 },
    ]);
    const { el } = await renderCart(cart);
    const decrease = inRow(el, 0, 'decrease');
    expect(decrease.getAttribute('aria-disabled')).to.equal('true');
    decrease.click();
    const input = inRow(el, 0, 'quantity') as HTMLInputElement;
    expect(input.max).to.equal('8');
    input.value = '99';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await el.settled;
    expect(input.value).to.equal('8');
    expect(inRow(el, 0, 'increase').getAttribute('aria-disabled')).to.equal('true');
    expect(await apiCalls(run)).to.deep.equal([
      ['PUT', `/api/commerce/cart/entries/${cart.entries[0]!.id}`, { quantity: 8 }],
    ]);
  });

  it('steps pressed quickly are sent one after another, in order, and the last one stands', async () => {
    const { run, cart } = await storeWithCart();
    const { el } = await renderCart(cart);
    answerCommerce('slow');
    inRow(el, 0, 'increase').click();
    await el.updateComplete;
    inRow(el, 0, 'increase').click();
    await el.updateComplete;
    expect(el.matches(':state(busy)')).to.equal(true);
    await el.settled;
    const puts = (await commerceReceived(run)).filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.body)).to.deep.equal([{ quantity: 3 }, { quantity: 4 }]);
    expect(
      puts.map((r) => r.inFlight),
      'each sent once the one before was answered',
    ).to.deep.equal([0, 0]);
    expect((inRow(el, 0, 'quantity') as HTMLInputElement).value).to.equal('4');
    expect(el.matches(':state(busy)')).to.equal(false);
  });

  it('Remove takes the line off and focus moves to the next line Remove button', async () => {
    const { run, cart } = await storeWithCart();
    const { el } = await renderCart(cart);
    inRow(el, 0, 'remove').focus();
    await sendKeys({ press: 'Enter' });
    await el.settled;
    expect(await apiCalls(run)).to.deep.equal([
      ['DELETE', `/api/commerce/cart/entries/${cart.entries[0]!.id}`, {}],
    ]);
    expect(parts(el, 'entry')).to.have.length(2);
    expect(focused()).to.equal(inRow(el, 0, 'remove'));
    expect(text(focused())).to.equal('Remove Oatmeal mug');
    expect(status(el)).to.equal('Removed Everyday cup. Total: $59.52.');
  });

  it('removing the last line shows the empty cart with focus on its message', async () => {
    const { cart } = await storeWithCart([
      { productId: NOTEBOOK.id, sku: NOTEBOOK.id, quantity: 1 },
    ]);
    const { el } = await renderCart(cart);
    inRow(el, 0, 'remove').focus();
    expect(await el.removeEntry(cart.entries[0]!.id)).to.equal(true);
    expect(text(part(el, 'empty-message'))).to.equal('Your cart is empty.');
    expect(focused()).to.equal(part(el, 'empty-message'));
    expect(el.shadowRoot!.querySelector('a[href="/shop"]')).to.not.equal(null);
    expect(el.matches(':state(empty)')).to.equal(true);
    expect(status(el)).to.equal('Removed The glaze notebook (PDF). Your cart is empty.');
    expect(text(count)).to.equal('0');
    await expect(el).to.be.accessible();
  });

  it('an empty cart from the server says so and links to the shop', async () => {
    const { cart } = await storeWithCart([]);
    const { el } = await renderCart(cart);
    expect(text(part(el, 'empty-message'))).to.equal('Your cart is empty.');
    expect(part(el, 'checkout')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('an empty cart takes the room its server markup took (with sq-markup.css): the page does not move as it upgrades', async () => {
    const { cart } = await storeWithCart([]);
    const page = await fixture<HTMLElement>(
      html`<div>
        <style>
          ${cartMarkupCss}
        </style>
        <div class="before">${unsafeHTML(cartMarkup(cart))}</div>
      </div>`,
    );
    const { el } = await renderCart(cart);
    const before = page.querySelector('.before')!.getBoundingClientRect().height;
    expect(before).to.be.above(0);
    expect(el.getBoundingClientRect().height).to.equal(before);
  });
});

describe('<sq-cart> coupons and shipping', () => {
  afterEach(() => answerCommerce(''));

  it('an unknown code keeps what was typed and shows why under the field', async () => {
    const { run, cart } = await storeWithCart();
    const { el } = await renderCart(cart);
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('#coupon-code')!;
    input.focus();
    await sendKeys({ type: 'nope' });
    await sendKeys({ press: 'Enter' });
    await el.settled;
    expect(await apiCalls(run)).to.deep.equal([
      ['POST', '/api/commerce/cart/coupons', { code: 'nope' }],
    ]);
    expect(input.value).to.equal('nope');
    expect(text(part(el, 'coupon-error'))).to.equal('This code does not exist.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal('coupon-error');
    expect(status(el)).to.equal('Coupon nope: This code does not exist.');
    expect(focused()).to.equal(input);
    await expect(el).to.be.accessible();
  });

  it('an expired code says so', async () => {
    const { cart } = await storeWithCart();
    const { el } = await renderCart(cart);
    expect(await el.applyCoupon('summer25')).to.equal(false);
    expect(text(part(el, 'coupon-error'))).to.equal('This code has expired.');
  });

  it('a valid code discounts the totals, is listed with its description, and can be removed', async () => {
    const { run, cart } = await storeWithCart();
    const { el } = await renderCart(cart);
    expect(await el.applyCoupon('welcome10')).to.equal(true);
    await el.updateComplete;
    expect(totals(el)).to.deep.equal([
      ['Subtotal', '$100.00'],
      ['Discount', '−$10.00'],
      ['Shipping', '$12.00'],
      ['Tax', '$7.20'],
      ['Total', '$109.20'],
    ]);
    expect(text(part(el, 'coupon-list'))).to.equal(
      'WELCOME10: 10% off your first order Remove code WELCOME10',
    );
    expect(part(el, 'coupon-error')).to.equal(null);
    expect(status(el)).to.equal(
      'Coupon WELCOME10 applied: 10% off your first order. Total: $109.20.',
    );
    part(el, 'coupon-list')!.querySelector('button')!.click();
    await el.settled;
    expect((await apiCalls(run)).at(-1)).to.deep.equal([
      'DELETE',
      '/api/commerce/cart/coupons/WELCOME10',
      {},
    ]);
    expect(totals(el).at(-1)).to.deep.equal(['Total', '$120.00']);
  });

  it('choosing a shipping option sends it and redraws the totals', async () => {
    const { run, cart } = await storeWithCart();
    const { el } = await renderCart(cart);
    const radios = [
      ...part(el, 'shipping')!.querySelectorAll<HTMLInputElement>('input[type=radio]'),
    ];
    expect(radios.map((r) => text(r.parentElement))).to.deep.equal([
      'Standard shipping: $12.00',
      'Collect from the studio: Free',
    ]);
    expect(radios[0]!.checked).to.equal(true);
    radios[1]!.click();
    await el.settled;
    expect(await apiCalls(run)).to.deep.equal([
      ['PUT', '/api/commerce/cart/shipping', { optionId: 'pickup' }],
    ]);
    expect(totals(el)).to.deep.equal([
      ['Subtotal', '$100.00'],
      ['Shipping', '$0.00'],
      ['Tax', '$8.00'],
      ['Total', '$108.00'],
    ]);
    expect(status(el)).to.equal('Collect from the studio chosen. Total: $108.00.');
  });
});

describe('<sq-cart> refusals, failures and the error contract', () => {
  afterEach(() => answerCommerce(''));

  it('a refusal shows the server sentence and draws the cart it sent', async () => {
    const { cart } = await storeWithCart([{ productId: CUP.id, sku: 'SQ4810232', quantity: 1 }]);
    // The page was drawn when more were in stock than now: its line allows 9.
    const stale = structuredClone(cart);
    stale.entries[0]!.maxQuantity = 9;
    const { el } = await renderCart(stale);
    const refused = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('sq-cart-error', (e) => resolve(e), { once: true }),
    );
    expect(await el.setQuantity(cart.entries[0]!.id, 5)).to.equal(false);
    expect((await refused).detail.message).to.equal('Only 3 left in stock.');
    await el.updateComplete;
    expect(status(el)).to.equal('Only 3 left in stock.');
    expect(el.matches(':state(error)')).to.equal(true);
    expect((inRow(el, 0, 'quantity') as HTMLInputElement).value).to.equal('1');
    expect((inRow(el, 0, 'quantity') as HTMLInputElement).max).to.equal('3');
    await expect(el).to.be.accessible();
  });

  it('SPEC §8: a failing cart API shows the data helper message and keeps the cart', async () => {
    const { cart } = await storeWithCart();
    const { el } = await renderCart(cart);
    answerCommerce('500');
    expect(await el.removeEntry(cart.entries[1]!.id)).to.equal(false);
    await el.updateComplete;
    expect(status(el)).to.equal('Internal server error. Please try again later.');
    expect(parts(el, 'entry')).to.have.length(3);
  });

  it('a change made elsewhere on the page (sq-cart-change) is drawn', async () => {
    const { cart } = await storeWithCart([{ productId: MUG.id, sku: 'SQ4810251', quantity: 1 }]);
    const { el } = await renderCart(cart);
    await addToCart(CUP.id, 'SQ4810231', 1);
    await el.updateComplete;
    expect(parts(el, 'entry')).to.have.length(2);
  });

  it('without a cart in the markup, the cart is asked of the cart API', async () => {
    await storeWithCart();
    const { blockFixture } = await import('../shared/block-fixture.ts');
    const { el } = await blockFixture<SqCart>(html`<sq-cart data-block-json="{}"></sq-cart>`);
    await el.settled;
    expect(parts(el, 'entry')).to.have.length(3);
  });

  it('invalid data-block-json leaves the server cart shown, data-sq-error, one console error, sq-error', async () => {
    const { cart } = await storeWithCart();
    const { el, errors, events } = await renderCart(cart, { blockJson: '{' });
    expect(el.querySelector('.sq-cart')!.checkVisibility()).to.equal(true);
    expect(el.getAttribute('data-sq-error')).to.match(/^\(root\): /);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-cart\] invalid data-block-json: \(root\): /);
    expect(events).to.have.length(1);
  });

  it('a broken cart JSON is reported by path and the server cart stays', async () => {
    const { cart } = await storeWithCart();
    const { el, errors } = await renderCart(cart, { cartJson: '{"entries": 3}' });
    expect(el.querySelector('.sq-cart')!.checkVisibility()).to.equal(true);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-cart\] invalid data-block-json: cart\.entries: /);
  });
});
