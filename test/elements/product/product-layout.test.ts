import { expect, fixture, html } from '@open-wc/testing';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import '../../../elements/product/sq-product.ts';
import type { SqProduct } from '../../../elements/product/sq-product.ts';
import type { Product } from '../../../platform/commerce/types.ts';
import { CUP, productMarkup, startStore } from './product-fixture.ts';

/** The cup with a glaze whose name is longer than a phone's half-width card. */
const LONG_GLAZE: Product = {
  ...CUP,
  variants: CUP.variants.map((variant) => ({
    ...variant,
    optionValues: variant.optionValues.map((o) =>
      o.value === 'Celadon'
        ? { ...o, value: 'Celadon with an iron-red rim and a speckled foot' }
        : o,
    ),
  })),
};

/** Renders `product` as the first of two cards in a grid `width` pixels wide, as the shop does. */
async function twoCards(product: Product, width: number, layout = 'card', style = '') {
  const grid = await fixture<HTMLElement>(html`
    <div style="display: grid; grid-template-columns: 1fr 1fr; gap: 16px; width: ${width}px">
      <sq-product
        style=${style}
        data-block-json=${JSON.stringify({ productId: product.id, layout })}
        >${unsafeHTML(productMarkup(product, layout))}</sq-product
      >
      <div class="neighbour"></div>
    </div>
  `);
  const el = grid.querySelector<SqProduct>('sq-product')!;
  await el.updateComplete;
  return { el, neighbour: grid.querySelector<HTMLElement>('.neighbour')! };
}

describe('<sq-product> layout in a narrow column', () => {
  beforeEach(() => startStore({ products: [LONG_GLAZE] }));

  it('a long option list narrows its select to the card: the card never reaches its neighbour', async () => {
    const { el, neighbour } = await twoCards(LONG_GLAZE, 358);
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('select[name="option:Glaze"]')!;
    const card = el.getBoundingClientRect();
    expect(card.width, 'the card keeps its half of the row').to.equal((358 - 16) / 2);
    expect(card.right + 16, 'the card stays clear of its neighbour').to.be.at.most(
      neighbour.getBoundingClientRect().left,
    );
    expect(select.getBoundingClientRect().right, 'the select stays in the card').to.be.at.most(
      card.right + 0.5,
    );
  });

  it('--sq-product-image-aspect-ratio shapes the picture box (square by default)', async () => {
    const square = await twoCards(CUP, 416, 'plan');
    const box = square.el.shadowRoot!.querySelector('[part~="image"] sq-image')!;
    const { width, height } = box.getBoundingClientRect();
    expect(width).to.equal(200);
    expect(height).to.equal(200);

    const banner = await twoCards(CUP, 416, 'plan', '--sq-product-image-aspect-ratio: 5 / 2');
    const wide = banner.el.shadowRoot!.querySelector('[part~="image"] sq-image')!;
    expect(wide.getBoundingClientRect().width).to.equal(200);
    expect(wide.getBoundingClientRect().height).to.equal(80);
  });

  it('a product page shows at once the picture its server markup asked for, at high priority; a tile picture far below the fold hides its alt text until it loads', async () => {
    const shown = `${CUP.images[0]!.src}?format=500w`;
    const picture = `<div class="sq-product__image"><sq-image><img src="${shown}" fetchpriority="high" alt="A plain white cup"></sq-image></div>`;
    const markup = productMarkup(CUP, 'detail').replace(/(<article[^>]*>)/, `$1${picture}`);
    const page = await fixture<SqProduct>(
      html`<sq-product data-block-json=${JSON.stringify({ productId: CUP.id, layout: 'detail' })}
        >${unsafeHTML(markup)}</sq-product
      >`,
    );
    await page.updateComplete;
    const img = page.shadowRoot!.querySelector<HTMLImageElement>('[part~="image"] img')!;
    expect(img.getAttribute('src')).to.equal(shown);
    expect(img.getAttribute('fetchpriority')).to.equal('high');

    const { el } = await twoCards(CUP, 358, 'card', 'margin-top: 300vh');
    const lazy = el.shadowRoot!.querySelector<HTMLImageElement>('[part~="image"] img')!;
    expect(lazy.hasAttribute('src')).to.equal(false);
    expect(getComputedStyle(lazy).visibility).to.equal('hidden');
  });
});
