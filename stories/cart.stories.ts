import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import '../elements/cart/sq-cart.ts';
import type { CartEntry, ShoppingCart } from '../platform/commerce/types.ts';

/** A story's cart (as the server writes it into the block) and the width the page gives it. */
interface CartArgs {
  cart: ShoppingCart;
  width: string;
}

const entry = (
  id: string,
  name: string,
  unit: number,
  quantity: number,
  extra: Partial<CartEntry> = {},
): CartEntry => ({
  id,
  productId: `a1b2c3d4e5f60718293a000${id.at(-1)}`,
  productName: name,
  productType: 1,
  productUrl: `/shop/${name.toLowerCase().replace(/\s+/g, '-')}`,
  sku: `SQ100000${id.at(-1)}`,
  optionValues: [],
  quantity,
  maxQuantity: 9,
  unitPriceCents: unit,
  totalCents: unit * quantity,
  ...extra,
});

const standard = {
  id: 'standard',
  name: 'Standard shipping',
  description: '3 to 5 working days.',
  priceCents: 1200,
};

/** Two jars, a bowl on sale; standard shipping; New York tax. */
const cart: ShoppingCart = {
  id: 'cart-1',
  websiteId: 'site-1',
  orderId: null,
  created: 0,
  isPurchased: false,
  entries: [
    entry('e1', 'Honey jar', 2800, 2, {
      optionValues: [
        { optionName: 'Glaze', value: 'Celadon' },
        { optionName: 'Size', value: 'Single' },
      ],
      image: {
        src: '/stories/assets/lightbox-jar.svg',
        dimensions: '1200x1200',
        alt: 'A round jar with a cork lid',
      },
    }),
    entry('e2', 'Serving bowl', 2900, 1, { regularUnitPriceCents: 3600, maxQuantity: 1 }),
  ],
  shippingOptions: [standard, { id: 'pickup', name: 'Collect from the studio', priceCents: 0 }],
  selectedShippingOption: standard,
  shippingLocation: null,
  applicableTaxRules: [{ name: 'New York sales tax', rate: 0.08 }],
  coupons: [],
  validCoupons: [],
  invalidCoupons: [],
  subtotalCents: 8500,
  subtotalAmount: '85.00',
  taxCents: 680,
  shippingCostCents: 1200,
  discountCents: 0,
  grandTotalCents: 10380,
  totalQuantity: 3,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: true,
  currency: 'USD',
};

const empty: ShoppingCart = {
  ...cart,
  entries: [],
  subtotalCents: 0,
  subtotalAmount: '0.00',
  taxCents: 0,
  shippingCostCents: 0,
  grandTotalCents: 0,
  totalQuantity: 0,
  requiresShipping: false,
};

/** The server's markup: the cart JSON and the no-JavaScript cart (plain forms). */
function serverMarkup(value: ShoppingCart): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  const rows = value.entries
    .map(
      (e) =>
        `<li>${e.productName} × ${e.quantity} <form method="post" action="/commerce/cart/remove"><input type="hidden" name="entryId" value="${e.id}"><button type="submit">Remove ${e.productName}</button></form></li>`,
    )
    .join('');
  return `<script type="application/json" data-sq-cart>${json}</script><div class="sq-cart">${rows ? `<ul>${rows}</ul><p><a href="/commerce/goto-checkout">Checkout</a></p>` : '<p>Your cart is empty.</p>'}</div>`;
}

const cartBlock = ({ cart: value, width }: CartArgs): TemplateResult =>
  html`<sq-cart style="max-width:${width}" data-block-json="{}"
    >${unsafeHTML(serverMarkup(value))}</sq-cart
  >`;

const meta = {
  title: 'Store/Cart',
  component: 'sq-cart',
  tags: ['autodocs'],
  args: { cart, width: '60rem' },
  argTypes: {
    cart: {
      control: 'object',
      description: 'The cart the server writes into the block (SPEC §3).',
    },
    width: { control: 'text', description: 'The width the page gives the cart.' },
  },
  render: (args) => cartBlock(args),
} satisfies Meta<CartArgs>;

export default meta;

type Story = StoryObj<CartArgs>;

/** Lines with steppers (the bowl is at its stock), coupon, shipping, totals, Checkout. */
export const WithLines: Story = {};

/** Narrower than 40rem: each line stacks. */
export const Narrow: Story = { args: { width: '22rem' } };

/** A valid coupon and a refused one, each with its description or reason. */
export const Coupons: Story = {
  args: {
    cart: {
      ...cart,
      coupons: ['WELCOME10', 'nope'],
      validCoupons: [{ code: 'WELCOME10', description: '10% off your first order' }],
      invalidCoupons: [{ code: 'nope', reason: 'This code does not exist.' }],
      discountCents: 850,
      taxCents: 612,
      grandTotalCents: 9462,
    },
  },
};

/** An empty cart: a message and a link to the shop. */
export const Empty: Story = { args: { cart: empty } };

/** Invalid `data-block-json`: the server cart stays, as it works without JavaScript. */
export const InvalidData: Story = {
  render: ({ cart: value }) =>
    html`<sq-cart data-block-json="{">${unsafeHTML(serverMarkup(value))}</sq-cart>`,
};
