/**
 * Keyboard paths of `<sq-product>` (WAI-ARIA APG: native controls in reading order, the modal
 * dialog pattern for the quick view): a purchase made with the keyboard alone.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/product/sq-product.ts';
import type { SqProduct } from '../../../elements/product/sq-product.ts';
import { focused, pageStops, partNames } from '../shared/apg.ts';
import {
  commerceReceived,
  CUP,
  next,
  PRODUCTS,
  renderProduct,
  startStore,
  text,
} from './product-fixture.ts';

describe('<sq-product> with the keyboard alone', () => {
  let run: string;
  beforeEach(async () => {
    run = await startStore({ products: PRODUCTS });
  });

  it('Tab goes name, options, quantity, Add to cart, Quick view; the picture is not a second stop', async () => {
    const root = await fixture<HTMLElement>(html`<div><button>Before</button></div>`);
    const { el } = await renderProduct(CUP);
    root.append(el);
    await el.updateComplete;
    root.querySelector('button')!.focus();
    const stops = await pageStops(6);
    expect(partNames(stops)).to.deep.equal([
      'a',
      'select',
      'select',
      'input',
      'button',
      'quick-view',
    ]);
    expect(text(stops[0])).to.equal('Everyday cup');
    expect(text(stops[4])).to.equal('Add to cart');
  });

  it('choose a glaze with the arrow keys, set the quantity, press Enter: the variant is added', async () => {
    const { el } = await renderProduct(CUP);
    const glaze = el.shadowRoot!.querySelector<HTMLSelectElement>('select[name="option:Glaze"]')!;
    glaze.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(glaze.value).to.equal('Celadon');
    const quantity = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="quantity"]')!;
    quantity.focus();
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Tab' });
    expect(text(focused())).to.equal('Add to cart');
    const added = next(el, 'sq-add-to-cart');
    await sendKeys({ press: 'Enter' });
    await added;
    const [call] = (await commerceReceived(run)).filter((r) => r.method === 'POST');
    expect(call!.body).to.deep.equal({ productId: CUP.id, sku: 'SQ4810233', quantity: 2 });
  });

  it('APG dialog: Enter on Quick view opens it with focus inside; Tab stays inside; Escape returns to the button', async () => {
    const { el } = await renderProduct(CUP);
    const quick = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="quick-view"]')!;
    quick.focus();
    const shown = next(el, 'sq-after-show');
    await sendKeys({ press: 'Enter' });
    await shown;
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    const stops = await pageStops(8);
    expect(
      stops.every((stop) => dialog.contains(stop)),
      `every stop is inside the dialog: ${partNames(stops).join(', ')}`,
    ).to.equal(true);
    const closed = next(el, 'sq-after-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(focused()).to.equal(quick as Element);
    expect((el as SqProduct).quickViewOpen).to.equal(false);
  });
});
