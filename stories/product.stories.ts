import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import '../elements/product/sq-product.ts';
import type { SqProduct } from '../elements/product/sq-product.ts';
import type { Product, Variant } from '../platform/commerce/types.ts';

/** A story's product and the block's layout. */
interface ProductArgs {
  product: Product;
  layout: 'card' | 'detail' | 'plan';
  width: string;
}

const picture = (name: string, dimensions: string, alt: string) => [
  { src: `/stories/assets/lightbox-${name}.svg`, dimensions, alt },
];

const variant = (sku: string, price: number, stock: number, options: string[][] = []): Variant => ({
  sku,
  price,
  salePrice: 0,
  onSale: false,
  qtyInStock: stock,
  unlimited: false,
  optionValues: options.map(([optionName, value]) => ({ optionName: optionName!, value: value! })),
});

const physical = { productType: 1 as const, workflowState: 1 as const, variantOptionNames: [] };

/** Glaze × size; Tenmoku sold out, Celadon sold out in the set of four. */
const jar: Product = {
  ...physical,
  id: 'a1b2c3d4e5f60718293a0001',
  urlSlug: 'honey-jar',
  name: 'Honey jar',
  description: 'Stoneware with a cork lid; holds 400 g.',
  images: picture('jar', '1200x1200', 'A round jar with a cork lid'),
  variantOptionNames: ['Glaze', 'Size'],
  variants: [
    variant('SQ1000001', 2800, 9, [
      ['Glaze', 'Clear'],
      ['Size', 'Single'],
    ]),
    variant('SQ1000002', 9800, 3, [
      ['Glaze', 'Clear'],
      ['Size', 'Set of four'],
    ]),
    variant('SQ1000003', 2800, 6, [
      ['Glaze', 'Celadon'],
      ['Size', 'Single'],
    ]),
    variant('SQ1000004', 9800, 0, [
      ['Glaze', 'Celadon'],
      ['Size', 'Set of four'],
    ]),
    variant('SQ1000005', 3000, 0, [
      ['Glaze', 'Tenmoku'],
      ['Size', 'Single'],
    ]),
  ],
};

/** On sale. */
const bowl: Product = {
  ...physical,
  id: 'a1b2c3d4e5f60718293a0002',
  urlSlug: 'serving-bowl',
  name: 'Serving bowl',
  description: 'Holds a salad for six.',
  images: picture('bowl', '1500x1000', 'A wide dark bowl'),
  variants: [{ ...variant('SQ1000011', 3600, 8), salePrice: 2900, onSale: true }],
};

const soldOut: Product = {
  ...bowl,
  id: 'a1b2c3d4e5f60718293a0003',
  name: 'Tea bowls',
  variants: [variant('SQ1000021', 8400, 0)],
};

const membership: Product = {
  ...physical,
  productType: 3,
  id: 'a1b2c3d4e5f60718293a0004',
  urlSlug: 'monthly-membership',
  name: 'Monthly membership',
  description: 'Open studio every day; clay at cost.',
  images: [],
  variants: [{ ...variant('SQ1000031', 14500, 0), unlimited: true }],
  subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 },
};

const giftCard: Product = {
  ...physical,
  productType: 4,
  id: 'a1b2c3d4e5f60718293a0005',
  urlSlug: 'gift-card',
  name: 'Gift card',
  description: 'Sent by email; never expires.',
  images: [],
  variantOptionNames: ['Amount'],
  variants: [
    { ...variant('SQ1000041', 2500, 0, [['Amount', '$25']]), unlimited: true },
    { ...variant('SQ1000042', 5000, 0, [['Amount', '$50']]), unlimited: true },
  ],
};

/** The server's markup (the product JSON and a form that posts without JavaScript). */
function serverMarkup(product: Product, layout: string): string {
  const json = JSON.stringify({ ...product, currency: 'USD' }).replace(/</g, '\\u003c');
  const heading =
    layout === 'detail'
      ? `<h1>${product.name}</h1>`
      : `<h2><a href="/shop/${product.urlSlug}">${product.name}</a></h2>`;
  return `<script type="application/json" data-sq-product>${json}</script><article class="sq-product">${heading}<p>${product.description}</p><form method="post" action="/commerce/cart/add"><input type="hidden" name="productId" value="${product.id}"><button type="submit">Add to cart</button></form></article>`;
}

const productBlock = (
  { product, layout, width }: ProductArgs,
  id = 'story-product',
): TemplateResult =>
  html`<sq-product
    id=${id}
    style="max-width:${width}"
    data-block-json=${JSON.stringify({ productId: product.id, layout })}
    >${unsafeHTML(serverMarkup(product, layout))}</sq-product
  >`;

/** Calls `then` once the block has drawn itself. */
const whenDrawn = (id: string, then: (el: SqProduct) => void): void => {
  void customElements.whenDefined('sq-product').then(async () => {
    const el = document.getElementById(id) as SqProduct | null;
    if (!el) return;
    await el.updateComplete;
    then(el);
  });
};

const meta = {
  title: 'Store/Product',
  component: 'sq-product',
  tags: ['autodocs'],
  args: { product: jar, layout: 'card', width: '22rem' },
  argTypes: {
    product: { control: 'object', description: 'The product JSON the server writes in the block.' },
    layout: { control: 'inline-radio', options: ['card', 'detail', 'plan'] },
    width: { control: 'text', description: 'The width the page gives the block.' },
  },
  render: (args) => productBlock(args),
} satisfies Meta<ProductArgs>;

export default meta;

type Story = StoryObj<ProductArgs>;

/** A shop tile: options, quantity, Add to cart, Quick view. Tenmoku is sold out. */
export const Card: Story = {};

/** The set of four chosen: Celadon only leads to a sold-out variant, so it is disabled. */
export const OptionChosen: Story = {
  render: (args) => {
    whenDrawn('story-product-chosen', (el) => el.choose('Size', 'Set of four'));
    return productBlock(args, 'story-product-chosen');
  },
};

/** On sale: the old price struck through, read "was … now …". */
export const Sale: Story = { args: { product: bowl } };

/** Sold out: the button says so and is disabled. */
export const SoldOut: Story = { args: { product: soldOut } };

/** A product page: the name is the page's h1; no quick view. */
export const Detail: Story = { args: { layout: 'detail', width: '60rem' } };

/** A membership card: the plan's text and Subscribe. */
export const Plan: Story = { args: { product: membership, layout: 'plan' } };

/** A gift card: an amount, then its checkout. */
export const GiftCard: Story = { args: { product: giftCard } };

/** The quick view open: the detail view in a modal dialog. */
export const QuickView: Story = {
  render: (args) => {
    whenDrawn('story-product-quick', (el) => void el.showQuickView());
    return productBlock(args, 'story-product-quick');
  },
};

/** Add to cart with no cart API behind the story: the failure shows in the status line. */
export const AddFailed: Story = {
  render: (args) => {
    whenDrawn('story-product-failed', (el) => void el.addToCart());
    return productBlock(args, 'story-product-failed');
  },
};

/** Invalid `data-block-json`: the server markup stays, as it works without JavaScript. */
export const InvalidData: Story = {
  render: ({ product }) =>
    html`<sq-product data-block-json='{"layout":"card"'
      >${unsafeHTML(serverMarkup(product, 'card'))}</sq-product
    >`,
};
