import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  effectivePrice,
  hasVariedPrices,
  isSoldOut,
  productPricing,
  totalStock,
} from '../../../platform/commerce/price.ts';
import { digitalProductArb, productOf, variantOf, variedProductArb } from './arbitraries.ts';

describe('store prices and stock (SPEC §5)', () => {
  it('uses the highest variant price as normal and the lowest effective price as from (property)', () => {
    fc.assert(
      fc.property(variedProductArb, (product) => {
        const pricing = productPricing(product);
        expect(pricing.normalCents).to.equal(Math.max(...product.variants.map((v) => v.price)));
        expect(pricing.fromCents).to.equal(Math.min(...product.variants.map(effectivePrice)));
        for (const v of product.variants) {
          expect(effectivePrice(v)).to.equal(v.onSale ? v.salePrice : v.price);
        }
      }),
    );
  });

  it('counts prices as varied when variants differ in onSale, price or sale price', () => {
    const same = variantOf({ price: 2800 });
    expect(hasVariedPrices(productOf({ variants: [same, { ...same, sku: 'b' }] }))).to.equal(false);
    expect(hasVariedPrices(productOf({ variants: [same, { ...same, price: 2900 }] }))).to.equal(
      true,
    );
    expect(hasVariedPrices(productOf({ variants: [same, { ...same, onSale: true }] }))).to.equal(
      true,
    );
    expect(hasVariedPrices(productOf({ variants: [same, { ...same, salePrice: 5 }] }))).to.equal(
      true,
    );
  });

  it('prices a digital product from priceCents, salePriceCents and onSale', () => {
    fc.assert(
      fc.property(digitalProductArb, (product) => {
        const pricing = productPricing(product);
        expect(pricing.normalCents).to.equal(product.priceCents);
        expect(pricing.fromCents).to.equal(
          product.onSale ? product.salePriceCents : product.priceCents,
        );
        expect(pricing.varied).to.equal(false);
      }),
    );
  });

  it('is sold out exactly when no variant is unlimited or in stock; digital never (property)', () => {
    fc.assert(
      fc.property(variedProductArb, (product) => {
        const buyable = product.variants.some((v) => v.unlimited || v.qtyInStock > 0);
        expect(isSoldOut(product)).to.equal(!buyable);
      }),
    );
    fc.assert(
      fc.property(digitalProductArb, (product) => {
        expect(isSoldOut(product)).to.equal(false);
      }),
    );
  });

  it('totals stock, infinite for digital or any unlimited variant (property)', () => {
    fc.assert(
      fc.property(variedProductArb, (product) => {
        const expected = product.variants.some((v) => v.unlimited)
          ? Infinity
          : product.variants.reduce((sum, v) => sum + v.qtyInStock, 0);
        expect(totalStock(product)).to.equal(expected);
      }),
    );
    fc.assert(
      fc.property(digitalProductArb, (product) => {
        expect(totalStock(product)).to.equal(Infinity);
      }),
    );
  });
});
