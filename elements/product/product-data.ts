/**
 * The product a `<sq-product>` shows: the server puts it, with its stock as it now stands and the
 * site's currency code, in a `<script type="application/json" data-sq-product>` child. Checked
 * here with `zod/mini` on the fields the element reads; the object is handed on as the server
 * wrote it (SPEC §3 "Product and store").
 */
import * as z from 'zod/mini';
import type { BlockCheck } from '../shared/block-data.ts';
import type { Product } from '../../platform/commerce/types.ts';

/** A product as the server writes it into the block, with the site's currency code. */
export type BlockProduct = Product & { currency?: string };

const cents = z.int().check(z.minimum(0));
const optionValue = z.object({ optionName: z.string(), value: z.string() });

const variant = z.object({
  sku: z.string().check(z.minLength(1)),
  price: cents,
  salePrice: cents,
  onSale: z.boolean(),
  qtyInStock: z.int(),
  unlimited: z.boolean(),
  optionValues: z.array(optionValue),
});

const productJson = z.object({
  id: z.string().check(z.minLength(1)),
  urlSlug: z.string(),
  name: z.string(),
  productType: z.literal([1, 2, 3, 4, 5]),
  description: z.optional(z.string()),
  images: z.array(z.object({ src: z.string(), dimensions: z.string(), alt: z.string() })),
  variantOptionNames: z.array(z.string()),
  variants: z.array(variant),
  priceCents: z.optional(cents),
  salePriceCents: z.optional(cents),
  onSale: z.optional(z.boolean()),
  subscriptionPlan: z.optional(
    z.object({
      billingPeriod: z.object({
        value: z.int().check(z.positive()),
        unit: z.enum(['week', 'month', 'year']),
      }),
      numBillingCycles: z.optional(z.nullable(z.int())),
    }),
  ),
  currency: z.optional(z.string()),
});

/** Selector of the product's JSON inside the block. */
export const PRODUCT_SCRIPT = ':scope > script[type="application/json"][data-sq-product]';

/**
 * The product of `host` (its `data-sq-product` script), or where and why it cannot be read.
 * `productId` must name it: a block showing another product than its settings say is refused.
 */
export function readProduct(host: Element, productId: string): BlockCheck<BlockProduct> {
  const script = host.querySelector(PRODUCT_SCRIPT);
  if (!script) return { path: 'product', message: 'no <script data-sq-product> in the block' };
  let json: unknown;
  try {
    json = JSON.parse(script.textContent ?? '');
  } catch (error) {
    return { path: 'product', message: (error as Error).message };
  }
  const result = z.safeParse(productJson, json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = ['product', ...(issue?.path ?? []).map(String)].join('.');
    return { path, message: issue?.message ?? 'invalid' };
  }
  if (result.data.id !== productId) {
    return { path: 'productId', message: `names ${productId}, the block holds ${result.data.id}` };
  }
  return { data: json as BlockProduct };
}

/** The picture the server's markup already asked for (a product page's eager `<img src>`), if any. */
export function serverPictureSrc(host: Element): string | undefined {
  return host.querySelector('.sq-product__image img[src]')?.getAttribute('src') ?? undefined;
}

/** The value of the server form's field `name` (a hidden `sku`, `websiteId`), if the block holds one. */
export function serverField(host: Element, name: string): string | undefined {
  return host.querySelector<HTMLInputElement>(`form [name="${name}"]`)?.value;
}

/**
 * Where the server form stands (its selects and quantity, as a visitor may have changed them
 * before the upgrade), over the first variant that can be bought.
 */
export function serverChoice(
  host: Element,
  product: BlockProduct,
): { choice: Record<string, string>; quantity: number } {
  const start =
    product.variants.find((v) => v.unlimited || v.qtyInStock > 0) ?? product.variants[0];
  const choice: Record<string, string> = {};
  for (const o of start?.optionValues ?? []) choice[o.optionName] = o.value;
  for (const select of host.querySelectorAll<HTMLSelectElement>('form select[name^="option:"]')) {
    choice[select.name.slice('option:'.length)] = select.value;
  }
  const amount = product.variants.find((v) => v.sku === serverField(host, 'sku'));
  for (const o of amount?.optionValues ?? []) choice[o.optionName] = o.value;
  const quantity = host.querySelector<HTMLInputElement>(
    'form input[name="quantity"]',
  )?.valueAsNumber;
  return { choice, quantity: quantity ?? 1 };
}
