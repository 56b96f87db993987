import { expect, fixture, html } from '@open-wc/testing';
import '../../../elements/product/sq-product.ts';
import type { SqProduct, SqCheckoutStartDetail } from '../../../elements/product/sq-product.ts';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import type { PageContext } from '../../../platform/context/page-context.ts';
import type { SqEvent } from '../../../elements/shared/events.ts';
import {
  answerCommerce,
  commerceReceived,
  CUP,
  GIFT_CARD,
  MEMBERSHIP,
  MUG,
  next,
  NOTEBOOK,
  PRODUCTS,
  renderProduct,
  startStore,
  TEA_BOWLS,
  text,
} from './product-fixture.ts';

const part = (el: SqProduct, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`article [part~="${name}"]`);
const select = (el: SqProduct, option: string) =>
  el.shadowRoot!.querySelector<HTMLSelectElement>(`select[name="option:${option}"]`)!;
const quantity = (el: SqProduct) =>
  el.shadowRoot!.querySelector<HTMLInputElement>('input[name="quantity"]')!;
const button = (el: SqProduct) => part(el, 'button') as HTMLButtonElement;

/** Chooses `value` in the option's select as a visitor does (a `change` from the control). */
async function choose(el: SqProduct, option: string, value: string): Promise<void> {
  const control = select(el, option);
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

describe('<sq-product> upgrade of the server markup (SPEC §3 Product, §5 price)', () => {
  let run: string;
  beforeEach(async () => {
    run = await startStore({ products: PRODUCTS });
  });
  afterEach(() => configureAnalytics(undefined));

  it('SPEC §3, §5: the tile shows name, the chosen variant price and options; the server markup is unseen and untouched', async () => {
    const { el, errors } = await renderProduct(CUP);
    const light = [...el.childNodes];
    const article = el.querySelector('article')!;
    const lightHtml = el.innerHTML;
    expect(errors).to.deep.equal([]);
    expect(text(part(el, 'name'))).to.equal('Everyday cup');
    expect(part(el, 'name')!.querySelector('a')!.getAttribute('href')).to.equal(
      '/shop/everyday-cup',
    );
    expect(text(part(el, 'price'))).to.equal('$28.00');
    expect(select(el, 'Glaze').value).to.equal('Clear');
    expect(select(el, 'Size').value).to.equal('Single');
    expect(text(button(el))).to.equal('Add to cart');
    expect(article.checkVisibility(), 'the server article is not shown').to.equal(false);
    await choose(el, 'Size', 'Set of four');
    expect([...el.childNodes]).to.deep.equal(light);
    expect(el.innerHTML).to.equal(lightHtml);
    await expect(el).to.be.accessible();
    expect(run).to.be.a('string');
  });

  it('SPEC §5: a choice that only leads to sold-out variants is disabled and says "sold out"', async () => {
    const { el } = await renderProduct(CUP);
    const glaze = () => [...select(el, 'Glaze').options].map((o) => [o.textContent, o.disabled]);
    expect(glaze()).to.deep.equal([
      ['Clear', false],
      ['Celadon', false],
      ['Tenmoku (sold out)', true],
    ]);
    await choose(el, 'Size', 'Set of four');
    expect(glaze()).to.deep.equal([
      ['Clear', false],
      ['Celadon (sold out)', true],
      ['Tenmoku (sold out)', true],
    ]);
    expect(text(part(el, 'price')), 'the live price of the chosen variant').to.equal('$98.00');
    expect(quantity(el).max, 'quantity bounded by its stock').to.equal('3');
    await expect(el).to.be.accessible();
  });

  it('SPEC §5: a chosen variant that is sold out cannot be added: the button says Sold out, disabled', async () => {
    const { el } = await renderProduct(CUP);
    await choose(el, 'Glaze', 'Celadon');
    expect(text(part(el, 'price'))).to.equal('$28.00');
    const size = select(el, 'Size');
    expect([...size.options].map((o) => text(o))).to.deep.equal([
      'Single',
      'Set of four (sold out)',
    ]);
    // A script (or a stale choice) may still pick it: the block refuses it.
    el.choose('Size', 'Set of four');
    await el.updateComplete;
    expect(text(button(el))).to.equal('Sold out');
    expect(button(el).disabled).to.equal(true);
    expect(text(part(el, 'badge'))).to.equal('Sold out');
    expect(el.matches(':state(sold-out)')).to.equal(true);
    expect(await el.addToCart()).to.equal(false);
    expect(
      (await commerceReceived(run)).filter((r) => r.path.startsWith('/api/commerce')),
    ).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('SPEC §5: a sold-out product shows Sold out and its button is disabled', async () => {
    const { el } = await renderProduct(TEA_BOWLS);
    expect(text(part(el, 'price'))).to.equal('$84.00 Sold out');
    expect(button(el).disabled).to.equal(true);
    expect(text(button(el))).to.equal('Sold out');
    await expect(el).to.be.accessible();
  });

  it('SPEC §5: a sale shows the old price struck through, read "was … now …"', async () => {
    const { el } = await renderProduct(MUG);
    const price = part(el, 'price')!;
    expect(text(price)).to.equal('was $36.00 now $29.00');
    expect(text(price.querySelector('s'))).to.equal('$36.00');
    for (const word of price.querySelectorAll('.visually-hidden')) {
      expect(word.getBoundingClientRect().width, 'the words are for screen readers').to.be.at.most(
        1,
      );
    }
    await expect(el).to.be.accessible();
  });

  it('SPEC §3 currency: prices in the page context currency; JPY has no decimals', async () => {
    configureAnalytics({
      website: { id: 'site-1' },
      websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } },
    } as unknown as PageContext);
    const { el } = await renderProduct(CUP);
    expect(text(part(el, 'price'))).to.equal('¥2,800');
  });

  it('quantity stays within 1 and the chosen variant stock', async () => {
    const { el } = await renderProduct(CUP);
    await choose(el, 'Size', 'Set of four');
    const input = quantity(el);
    input.value = '7';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(input.value).to.equal('3');
    input.value = '-2';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(input.value).to.equal('1');
  });
});

describe('<sq-product> add to cart (cart API)', () => {
  let run: string;
  let count: HTMLElement;
  beforeEach(async () => {
    run = await startStore({ products: PRODUCTS });
    count = await fixture(html`<span data-sq-cart-quantity>0</span>`);
  });
  afterEach(() => answerCommerce(''));

  it('adds the chosen variant and quantity, says so in the live region and updates the header count', async () => {
    const { el } = await renderProduct(CUP);
    await choose(el, 'Glaze', 'Celadon');
    const input = quantity(el);
    input.value = '2';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const added = next<SqEvent<{ sku: string; cart: { totalQuantity: number } }>>(
      el,
      'sq-add-to-cart',
    );
    button(el).click();
    const event = await added;
    await el.updateComplete;
    expect(event.detail.sku).to.equal('SQ4810233');
    const calls = (await commerceReceived(run))
      .filter((r) => r.path.startsWith('/api/commerce'))
      .map(({ method, path, body }) => ({ method, path, body }));
    expect(calls).to.deep.equal([
      {
        method: 'POST',
        path: '/api/commerce/cart/entries',
        body: { productId: CUP.id, sku: 'SQ4810233', quantity: 2 },
      },
    ]);
    const status = part(el, 'status')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(text(status)).to.equal(
      'Added to your cart: Everyday cup (Glaze: Celadon, Size: Single), quantity 2.',
    );
    expect(text(count)).to.equal('2');
    expect(part(el, 'cart-link')!.getAttribute('href')).to.equal('/cart');
    expect(el.matches(':state(added)')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('a refusal of the cart shows the server sentence ("Only 3 left in stock.") and fires sq-add-to-cart-error', async () => {
    const { el } = await renderProduct(CUP);
    await choose(el, 'Size', 'Set of four');
    quantity(el).value = '3';
    quantity(el).dispatchEvent(new Event('change', { bubbles: true }));
    expect(await el.addToCart()).to.equal(true);
    const refused = next<SqEvent<{ message: string }>>(el, 'sq-add-to-cart-error');
    expect(await el.addToCart()).to.equal(false);
    expect((await refused).detail.message).to.equal('Only 3 left in stock.');
    await el.updateComplete;
    expect(text(part(el, 'status'))).to.equal('Only 3 left in stock.');
    expect(el.matches(':state(error)')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('SPEC §8: a failing cart API shows the data helper message', async () => {
    const { el } = await renderProduct(MUG);
    answerCommerce('500');
    expect(await el.addToCart()).to.equal(false);
    await el.updateComplete;
    expect(text(part(el, 'status'))).to.equal('Internal server error. Please try again later.');
    expect(text(count), 'the count is unchanged').to.equal('0');
  });

  it('a second press while adding is ignored', async () => {
    const { el } = await renderProduct(MUG);
    answerCommerce('slow');
    const first = el.addToCart();
    await el.updateComplete;
    expect(el.matches(':state(busy)')).to.equal(true);
    expect(await el.addToCart()).to.equal(false);
    expect(await first).to.equal(true);
    const posts = (await commerceReceived(run)).filter((r) => r.method === 'POST');
    expect(posts).to.have.length(1);
  });

  it('a digital product is added with its own SKU (the server form names it)', async () => {
    const { el } = await renderProduct(NOTEBOOK);
    expect(text(part(el, 'price'))).to.equal('$15.00');
    expect(await el.addToCart()).to.equal(true);
    const [call] = (await commerceReceived(run)).filter((r) => r.method === 'POST');
    expect(call!.body).to.deep.equal({ productId: NOTEBOOK.id, sku: NOTEBOOK.id, quantity: 1 });
  });

  it('SPEC §2: a subscription starts its cart and goes to /checkout/subscribe?cartToken=…', async () => {
    const { el } = await renderProduct(MEMBERSHIP, { layout: 'plan' });
    expect(text(part(el, 'price')), 'SPEC §9 plan text').to.equal('$145.00 a month');
    expect(text(button(el))).to.equal('Subscribe');
    expect(quantity(el)).to.equal(null);
    const going = next<SqEvent<SqCheckoutStartDetail>>(el, 'sq-checkout-start');
    el.addEventListener('sq-checkout-start', (e) => e.preventDefault(), { once: true });
    button(el).click();
    expect((await going).detail.url).to.equal(
      `/checkout/subscribe?cartToken=sub-${MEMBERSHIP.id}-SQ4810321`,
    );
  });

  it('SPEC §2: a gift card goes to /checkout/giftcard with websiteId, giftCardProductId and the chosen sku', async () => {
    const { el } = await renderProduct(GIFT_CARD);
    const amount = el.shadowRoot!.querySelector<HTMLSelectElement>('select[name="sku"]')!;
    expect([...amount.options].map((o) => text(o))).to.deep.equal(['$25.00', '$50.00']);
    amount.value = 'SQ4810312';
    amount.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(text(part(el, 'price'))).to.equal('$50.00');
    const going = next<SqEvent<SqCheckoutStartDetail>>(el, 'sq-checkout-start');
    el.addEventListener('sq-checkout-start', (e) => e.preventDefault(), { once: true });
    button(el).click();
    expect((await going).detail.url).to.equal(
      `/checkout/giftcard?websiteId=site-1&giftCardProductId=${GIFT_CARD.id}&sku=SQ4810312`,
    );
  });
});

describe('<sq-product> error contract (public contract 3)', () => {
  it('invalid data-block-json leaves the server markup shown and working, data-sq-error, one console error, sq-error', async () => {
    const { el, errors, events } = await renderProduct(CUP, { blockJson: '{"productId":' });
    expect(el.querySelector('article')!.checkVisibility()).to.equal(true);
    expect(el.querySelector('form')!.getAttribute('action')).to.equal('/commerce/cart/add');
    expect(el.getAttribute('data-sq-error')).to.match(/^\(root\): \S/);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-product\] invalid data-block-json: \(root\): /);
    expect(events).to.have.length(1);
    expect(el.product).to.equal(undefined);
  });

  it('a broken product JSON is reported by path and the server markup stays', async () => {
    const { el, errors } = await renderProduct(CUP, { productJson: '{"id": 1' });
    expect(el.querySelector('article')!.checkVisibility()).to.equal(true);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-product\] invalid data-block-json: product: /);
  });

  it('a product JSON of another product than productId is refused', async () => {
    const { el, events } = await renderProduct(CUP, {
      blockJson: JSON.stringify({ productId: MUG.id, layout: 'card' }),
    });
    expect(events[0]!.path).to.equal('productId');
    expect(el.querySelector('article')!.checkVisibility()).to.equal(true);
  });

  it('an unknown layout is refused by name', async () => {
    const { events } = await renderProduct(CUP, {
      blockJson: JSON.stringify({ productId: CUP.id, layout: 'wide' }),
    });
    expect(events[0]!.path).to.equal('layout');
  });
});
