/**
 * The `store` section of site.json (SPEC §3 "Product and store", §5, §9): products with their
 * variants, shipping options, tax rules, coupons and donation pages, checked at start-up so that
 * a bad catalogue fails loudly with the path of what is wrong (`store.products.2.variants.0.sku`).
 *
 * Money is an integer count of the currency's minor unit ("cents") between 0 and the SPEC price
 * maximum; SKUs are at most 60 characters; product ids are 24 lower-case hex digits.
 */
import * as z from 'zod';
import { PRODUCT_TYPES, WORKFLOW_STATES } from '../../platform/constants/enums.ts';
import { MAX_PRODUCT_PRICE_CENTS, SKU_MAX_LENGTH } from '../../platform/constants/limits.ts';

/** Cents: an integer from 0 to the SPEC §5 product price maximum. */
export const centsSchema = z
  .number()
  .int('cents are a whole number')
  .min(0)
  .max(MAX_PRODUCT_PRICE_CENTS, `at most ${MAX_PRODUCT_PRICE_CENTS} cents (SPEC §5)`);

/** A 24-character lower-case hex id (SPEC §3). */
export const hexIdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'an id is 24 lower-case hex digits');

const skuSchema = z
  .string()
  .trim()
  .min(1)
  .max(SKU_MAX_LENGTH, `a SKU is at most ${SKU_MAX_LENGTH} characters (SPEC §5)`);

const oneOf = (values: readonly number[], what: string) =>
  z.number().refine((n) => values.includes(n), { message: `not a known ${what} (SPEC §3)` });

const optionValueSchema = z.strictObject({
  optionName: z.string().min(1),
  value: z.string().min(1),
});

const variantSchema = z.strictObject({
  sku: skuSchema,
  price: centsSchema,
  salePrice: centsSchema.default(0),
  onSale: z.boolean().default(false),
  qtyInStock: z.number().int().min(0).default(0),
  unlimited: z.boolean().default(false),
  optionValues: z.array(optionValueSchema).default([]),
});

const imageSchema = z.strictObject({
  src: z.string().min(1),
  dimensions: z.string().regex(/^\d+x\d+$/, 'dimensions are WxH'),
  focalPoint: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?),(0(\.\d+)?|1(\.0+)?)$/, 'a focal point is x,y from 0 to 1')
    .optional(),
  alt: z.string(),
});

const subscriptionPlanSchema = z.strictObject({
  billingPeriod: z.strictObject({
    value: z.number().int().min(1),
    unit: z.enum(['week', 'month', 'year']),
  }),
  numBillingCycles: z.number().int().min(0).nullable().optional(),
});

const productSchema = z
  .strictObject({
    id: hexIdSchema,
    urlSlug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a URL slug is lower-case words joined by -'),
    name: z.string().trim().min(1),
    productType: oneOf(Object.values(PRODUCT_TYPES), 'product type'),
    workflowState: oneOf(Object.values(WORKFLOW_STATES), 'workflow state'),
    description: z.string().default(''),
    images: z.array(imageSchema).default([]),
    variantOptionNames: z.array(z.string().min(1)).default([]),
    variants: z.array(variantSchema).default([]),
    priceCents: centsSchema.optional(),
    salePriceCents: centsSchema.optional(),
    onSale: z.boolean().optional(),
    subscriptionPlan: subscriptionPlanSchema.optional(),
    weight: z.number().min(0).optional(),
    dimensions: z
      .strictObject({
        length: z.number().min(0),
        width: z.number().min(0),
        height: z.number().min(0),
      })
      .optional(),
  })
  .superRefine((product, ctx) => {
    const digital = product.productType === PRODUCT_TYPES.digital;
    if (digital && product.priceCents === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceCents'],
        message: 'a digital product has a priceCents',
      });
    }
    if (!digital && product.variants.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'this product needs a variant' });
    }
    product.variants.forEach((variant, i) => {
      const names = variant.optionValues.map((option) => option.optionName);
      const wanted = product.variantOptionNames;
      if (names.length !== wanted.length || names.some((name, k) => name !== wanted[k])) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'optionValues'],
          message: `a variant answers the options ${JSON.stringify(wanted)} in that order`,
        });
      }
    });
  });

const shippingOptionSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().optional(),
  priceCents: centsSchema,
  /** The option costs nothing for a merchandise subtotal of at least this. */
  freeOverCents: centsSchema.optional(),
});

const taxRuleSchema = z.strictObject({
  name: z.string().min(1),
  /** 0.08 for 8 %. */
  rate: z.number().min(0).max(1),
});

const couponSchema = z
  .strictObject({
    code: z.string().trim().min(1).max(50),
    description: z.string().min(1),
    percentOff: z.number().gt(0).max(100).optional(),
    amountOffCents: centsSchema.optional(),
    minimumCents: centsSchema.optional(),
    expired: z.boolean().default(false),
  })
  .refine((coupon) => (coupon.percentOff === undefined) !== (coupon.amountOffCents === undefined), {
    message: 'a coupon has either percentOff or amountOffCents',
  });

const donationPageSchema = z.strictObject({
  id: hexIdSchema,
  title: z.string().min(1),
  description: z.string().default(''),
  suggestedAmountsCents: z.array(centsSchema.min(1)).default([]),
  minimumCents: centsSchema.default(100),
  buttonText: z.string().min(1).optional(),
});

/** Issues for values of `key` that occur twice in `items` (ids, slugs, SKUs, codes). */
function unique<T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  path: (index: number) => (string | number)[],
  key: (item: T) => string,
  what: string,
): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const value = key(item);
    if (seen.has(value))
      ctx.addIssue({ code: 'custom', path: path(i), message: `${what} ${value} is used twice` });
    seen.add(value);
  });
}

/** The whole `store` section. */
export const storeSchema = z
  .strictObject({
    products: z.array(productSchema).default([]),
    shippingOptions: z.array(shippingOptionSchema).default([]),
    taxRules: z.array(taxRuleSchema).default([]),
    coupons: z.array(couponSchema).default([]),
    donationPages: z.array(donationPageSchema).default([]),
  })
  .superRefine((store, ctx) => {
    const { products } = store;
    unique(
      ctx,
      products,
      (i) => ['products', i, 'id'],
      (p) => p.id,
      'the id',
    );
    unique(
      ctx,
      products,
      (i) => ['products', i, 'urlSlug'],
      (p) => p.urlSlug,
      'the URL slug',
    );
    const skus = products.flatMap((p, i) => p.variants.map((v, k) => ({ sku: v.sku, i, k })));
    unique(
      ctx,
      skus,
      (n) => ['products', skus[n]!.i, 'variants', skus[n]!.k, 'sku'],
      (s) => s.sku,
      'the SKU',
    );
    unique(
      ctx,
      store.shippingOptions,
      (i) => ['shippingOptions', i, 'id'],
      (o) => o.id,
      'the id',
    );
    unique(
      ctx,
      store.coupons,
      (i) => ['coupons', i, 'code'],
      (c) => c.code.toUpperCase(),
      'the code',
    );
    unique(
      ctx,
      store.donationPages,
      (i) => ['donationPages', i, 'id'],
      (d) => d.id,
      'the id',
    );
  });

/** A validated `store` section. */
export type StoreConfig = z.infer<typeof storeSchema>;

/** A product as site.json gives it. */
export type ConfiguredProduct = StoreConfig['products'][number];

/** A coupon as site.json gives it. */
export type ConfiguredCoupon = StoreConfig['coupons'][number];

/** A shipping option as site.json gives it. */
export type ConfiguredShippingOption = StoreConfig['shippingOptions'][number];

/** A donation page as site.json gives it. */
export type DonationPage = StoreConfig['donationPages'][number];

/** The store of a site without a `store` section. */
export const EMPTY_STORE: StoreConfig = {
  products: [],
  shippingOptions: [],
  taxRules: [],
  coupons: [],
  donationPages: [],
};
