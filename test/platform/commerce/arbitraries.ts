/** fast-check arbitraries of store data, shared by the store rule tests. */
import fc from 'fast-check';
import { PRODUCT_TYPES } from '../../../platform/constants/enums.ts';
import type { Product, Variant } from '../../../platform/commerce/types.ts';

const cents = fc.integer({ min: 0, max: 100_000_000 });

export const variantArb: fc.Arbitrary<Variant> = fc.record({
  sku: fc.string({ minLength: 1, maxLength: 10 }),
  price: cents,
  salePrice: cents,
  onSale: fc.boolean(),
  qtyInStock: fc.integer({ min: 0, max: 50 }),
  unlimited: fc.boolean(),
  optionValues: fc.constant([]),
});

/** A physical, service or gift-card product with 1 to 6 variants. */
export const variedProductArb: fc.Arbitrary<Product> = fc
  .tuple(
    fc.constantFrom(PRODUCT_TYPES.physical, PRODUCT_TYPES.service, PRODUCT_TYPES.giftCard),
    fc.array(variantArb, { minLength: 1, maxLength: 6 }),
  )
  .map(([productType, variants]) => productOf({ productType, variants }));

/** A digital product. */
export const digitalProductArb: fc.Arbitrary<Product> = fc
  .record({ priceCents: cents, salePriceCents: cents, onSale: fc.boolean() })
  .map((prices) => productOf({ productType: PRODUCT_TYPES.digital, variants: [], ...prices }));

/** A product with the fields a test does not care about filled in. */
export function productOf(fields: Partial<Product>): Product {
  return {
    id: '6a1b2c3d4e5f60718293a401',
    urlSlug: 'cup',
    name: 'Cup',
    productType: PRODUCT_TYPES.physical,
    workflowState: 1,
    description: '',
    images: [],
    variantOptionNames: [],
    variants: [],
    ...fields,
  };
}

/** A variant with the fields a test does not care about filled in. */
export function variantOf(fields: Partial<Variant>): Variant {
  return {
    sku: 'SQ0000001',
    price: 1000,
    salePrice: 0,
    onSale: false,
    qtyInStock: 1,
    unlimited: false,
    optionValues: [],
    ...fields,
  };
}
