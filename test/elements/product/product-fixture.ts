/**
 * The demo shop's products (demo/site.json's `store`, as the server sends them) and the product
 * block's server markup as the shared commerce design sketches it, for the `<sq-product>` tests;
 * plus the commerce double's run (test/helpers/commerce-endpoints.mjs).
 */
import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { Product, Variant } from '../../../platform/commerce/types.ts';
import type { SqProduct } from '../../../elements/product/sq-product.ts';
import { blockFixture, type RecordedBlock } from '../shared/block-fixture.ts';

const image = (name: string, alt: string) => ({
  src: `/test-images/${name}-800x800.jpg`,
  dimensions: '800x800',
  focalPoint: '0.5,0.6',
  alt,
});

const variant = (
  sku: string,
  price: number,
  qtyInStock: number,
  options: Record<string, string> = {},
  extra: Partial<Variant> = {},
): Variant => ({
  sku,
  price,
  salePrice: 0,
  onSale: false,
  qtyInStock,
  unlimited: false,
  optionValues: Object.entries(options).map(([optionName, value]) => ({ optionName, value })),
  ...extra,
});

const base = {
  productType: 1 as const,
  workflowState: 1 as const,
  variantOptionNames: [] as string[],
};

/** Two options; Tenmoku is sold out in both sizes, Celadon in the set of four. */
export const CUP: Product = {
  ...base,
  id: '6a1b2c3d4e5f60718293a401',
  urlSlug: 'everyday-cup',
  name: 'Everyday cup',
  description: 'Porcelain, thrown and trimmed by hand.',
  images: [image('white-cup', 'A plain white cup')],
  variantOptionNames: ['Glaze', 'Size'],
  variants: [
    variant('SQ4810231', 2800, 9, { Glaze: 'Clear', Size: 'Single' }),
    variant('SQ4810232', 9800, 3, { Glaze: 'Clear', Size: 'Set of four' }),
    variant('SQ4810233', 2800, 6, { Glaze: 'Celadon', Size: 'Single' }),
    variant('SQ4810234', 9800, 0, { Glaze: 'Celadon', Size: 'Set of four' }),
    variant('SQ4810235', 3000, 0, { Glaze: 'Tenmoku', Size: 'Single' }),
    variant('SQ4810236', 10400, 0, { Glaze: 'Tenmoku', Size: 'Set of four' }),
  ],
};

/** On sale: $36.00, now $29.00. */
export const MUG: Product = {
  ...base,
  id: '6a1b2c3d4e5f60718293a403',
  urlSlug: 'oatmeal-mug',
  name: 'Oatmeal mug',
  description: 'Holds 350 ml.',
  images: [image('oatmeal-mug', 'A speckled oatmeal mug with a loop handle')],
  variants: [variant('SQ4810251', 3600, 8, {}, { salePrice: 2900, onSale: true })],
};

/** Sold out. */
export const TEA_BOWLS: Product = {
  ...base,
  id: '6a1b2c3d4e5f60718293a405',
  urlSlug: 'three-tea-bowls',
  name: 'Three tea bowls',
  description: 'From the spring wood firing.',
  images: [image('tea-bowls', 'Three small tea bowls in blue, green and ochre')],
  variants: [variant('SQ4810271', 8400, 0)],
};

/** Digital: priceCents, no variants; its SKU is its id. */
export const NOTEBOOK: Product = {
  ...base,
  productType: 2,
  id: '6a1b2c3d4e5f60718293a409',
  urlSlug: 'glaze-notebook',
  name: 'The glaze notebook (PDF)',
  description: 'Our twelve studio glazes for cone 6.',
  images: [],
  variants: [],
  priceCents: 1500,
  salePriceCents: 0,
  onSale: false,
};

/** A gift card of four amounts. */
export const GIFT_CARD: Product = {
  ...base,
  productType: 4,
  id: '6a1b2c3d4e5f60718293a4b5',
  urlSlug: 'gift-card',
  name: 'Gift card',
  description: 'Sent by email.',
  images: [],
  variantOptionNames: ['Amount'],
  variants: [
    variant('SQ4810311', 2500, 0, { Amount: '$25' }, { unlimited: true }),
    variant('SQ4810312', 5000, 0, { Amount: '$50' }, { unlimited: true }),
  ],
};

/** A monthly subscription. */
export const MEMBERSHIP: Product = {
  ...base,
  productType: 3,
  id: '6a1b2c3d4e5f60718293a40a',
  urlSlug: 'monthly-membership',
  name: 'Monthly membership',
  description: 'Stop whenever you like.',
  images: [],
  variants: [variant('SQ4810321', 14500, 0, {}, { unlimited: true })],
  subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 },
};

export const PRODUCTS = [CUP, MUG, TEA_BOWLS, NOTEBOOK, GIFT_CARD, MEMBERSHIP];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The option selects of the server's form, starting on `start`. */
function selects(product: Product, start: Variant | undefined): string {
  return product.variantOptionNames
    .map((name) => {
      const values = [
        ...new Set(
          product.variants.flatMap((v) =>
            v.optionValues.filter((o) => o.optionName === name).map((o) => o.value),
          ),
        ),
      ];
      const chosen = start?.optionValues.find((o) => o.optionName === name)?.value;
      const options = values
        .map(
          (v) =>
            `<option value="${escape(v)}"${v === chosen ? ' selected' : ''}>${escape(v)}</option>`,
        )
        .join('');
      return `<label>${escape(name)} <select name="option:${escape(name)}">${options}</select></label>`;
    })
    .join('');
}

/** The server's product markup (the design's sketch), its JSON with `currency`. */
export function productMarkup(
  product: Product,
  layout = 'card',
  json = JSON.stringify({ ...product, currency: 'USD' }),
): string {
  const start =
    product.variants.find((v) => v.unlimited || v.qtyInStock > 0) ?? product.variants[0];
  const url = `/shop/${product.urlSlug}`;
  const heading =
    layout === 'detail'
      ? `<h1 class="sq-product__name">${escape(product.name)}</h1>`
      : `<h2 class="sq-product__name"><a href="${url}">${escape(product.name)}</a></h2>`;
  const giftCard = product.productType === 4;
  const fields = giftCard
    ? `<input type="hidden" name="websiteId" value="site-1"><input type="hidden" name="giftCardProductId" value="${product.id}"><label>Amount <select name="sku">${product.variants.map((v) => `<option value="${v.sku}">$${v.price / 100}</option>`).join('')}</select></label><button type="submit">Buy a gift card</button>`
    : `<input type="hidden" name="productId" value="${product.id}">${
        product.variantOptionNames.length
          ? selects(product, start)
          : `<input type="hidden" name="sku" value="${product.productType === 2 ? product.id : (start?.sku ?? '')}">`
      }<label>Quantity <input type="number" name="quantity" value="1" min="1"></label><button type="submit">Add to cart</button>`;
  const form = giftCard
    ? `<form class="sq-product__form" method="get" action="/checkout/giftcard">${fields}</form>`
    : `<form class="sq-product__form" method="post" action="/commerce/cart/add">${fields}</form>`;
  return `<script type="application/json" data-sq-product>${json.replace(/</g, '\\u003c')}</script><article class="sq-product sq-product--${layout}">${heading}<p class="sq-product__price">$${(product.variants[0]?.price ?? product.priceCents ?? 0) / 100}</p><p class="sq-product__description">${escape(product.description)}</p>${form}</article>`;
}

/** Renders `<sq-product>` for `product` around its server markup. */
export function renderProduct(
  product: Product,
  options: { layout?: string; blockJson?: string; productJson?: string } = {},
): Promise<RecordedBlock<SqProduct>> {
  const layout = options.layout ?? 'card';
  const json = options.blockJson ?? JSON.stringify({ productId: product.id, layout });
  return blockFixture<SqProduct>(
    html`<sq-product id="p-${product.urlSlug}" data-block-json=${json}
      >${unsafeHTML(productMarkup(product, layout, options.productJson))}</sq-product
    >`,
  );
}

/** Starts a run of the commerce double with `setup` (products, entries, coupons, …). */
export async function startStore(setup: object): Promise<string> {
  const run = crypto.randomUUID();
  document.cookie = `sq-test-commerce=${run}; path=/`;
  document.cookie = 'sq-test-commerce-answer=; path=/; max-age=0';
  const response = await fetch('/test-commerce/setup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(setup),
  });
  if (!response.ok) throw new Error(`setup answered ${response.status}`);
  return run;
}

/** Makes every cart call of the run answer `mode` (a status, or `slow`); '' for normal. */
export function answerCommerce(mode: string): void {
  document.cookie = mode
    ? `sq-test-commerce-answer=${mode}; path=/`
    : 'sq-test-commerce-answer=; path=/; max-age=0';
}

/** One request the double received. */
export interface CommerceRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** Cart calls of the run still unanswered when this one arrived. */
  inFlight: number;
}

/** What the double received in `run`. */
export async function commerceReceived(run: string): Promise<CommerceRequest[]> {
  const response = await fetch(`/test-commerce/received?run=${encodeURIComponent(run)}`);
  return (await response.json()) as CommerceRequest[];
}

/** The text of `node` with its whitespace collapsed. */
export const text = (node: Element | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** `event` on `target`, once. */
export function next<T extends Event>(target: EventTarget, event: string): Promise<T> {
  return new Promise((resolve) =>
    target.addEventListener(event, (e) => resolve(e as T), { once: true }),
  );
}
