import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  choiceAvailability,
  maxQuantity,
  selectedVariant,
  variantLabel,
} from '../../../platform/commerce/variants.ts';
import { productOf, variantArb, variantOf } from './arbitraries.ts';

const option = (glaze: string, size: string) => [
  { optionName: 'Glaze', value: glaze },
  { optionName: 'Size', value: size },
];

/** The demo's everyday cup: Celadon only in a single, Tenmoku sold out in both sizes. */
const cup = productOf({
  variantOptionNames: ['Glaze', 'Size'],
  variants: [
    variantOf({ sku: 'a', optionValues: option('Clear', 'Single'), qtyInStock: 9 }),
    variantOf({ sku: 'b', optionValues: option('Clear', 'Set'), qtyInStock: 3 }),
    variantOf({ sku: 'c', optionValues: option('Celadon', 'Single'), qtyInStock: 6 }),
    variantOf({ sku: 'd', optionValues: option('Celadon', 'Set'), qtyInStock: 0 }),
    variantOf({ sku: 'e', optionValues: option('Tenmoku', 'Single'), qtyInStock: 0 }),
    variantOf({ sku: 'f', optionValues: option('Tenmoku', 'Set'), qtyInStock: 0 }),
  ],
});

describe('choosing a variant (SPEC §3 Variant, §5 sold out)', () => {
  it('finds the variant of a complete choice, none of an incomplete one', () => {
    expect(selectedVariant(cup, { Glaze: 'Celadon', Size: 'Set' })?.sku).to.equal('d');
    expect(selectedVariant(cup, { Glaze: 'Celadon' })).to.equal(undefined);
    const single = productOf({ variants: [variantOf({ sku: 'only' })] });
    expect(selectedVariant(single, {})?.sku).to.equal('only');
  });

  it('marks a value sold out only when every variant it leads to is sold out', () => {
    expect(choiceAvailability(cup, {}, 'Glaze', 'Tenmoku')).to.equal('sold-out');
    expect(choiceAvailability(cup, {}, 'Glaze', 'Celadon')).to.equal('available');
    expect(choiceAvailability(cup, { Glaze: 'Celadon' }, 'Size', 'Set')).to.equal('sold-out');
    expect(choiceAvailability(cup, { Glaze: 'Clear' }, 'Size', 'Set')).to.equal('available');
    expect(choiceAvailability(cup, {}, 'Glaze', 'Shino')).to.equal('none');
  });

  it('names the options and bounds the quantity by stock', () => {
    expect(variantLabel(cup.variants[2]!)).to.equal('Glaze: Celadon, Size: Single');
    expect(maxQuantity(cup.variants[1]!)).to.equal(3);
    expect(maxQuantity(variantOf({ unlimited: true, qtyInStock: 0 }))).to.equal(null);
  });

  it('finds exactly the variant of each complete choice, and rates each value by what it leads to (property)', () => {
    const values = { Glaze: ['Clear', 'Celadon', 'Tenmoku'], Size: ['Single', 'Set'] };
    const product = fc
      .array(fc.tuple(fc.nat(2), fc.nat(1), variantArb), { minLength: 1, maxLength: 6 })
      .map((rows) => {
        const seen = new Set<string>();
        const variants = rows
          .filter(([g, s]) => !seen.has(`${g}${s}`) && seen.add(`${g}${s}`))
          .map(([g, s, v]) => ({ ...v, optionValues: option(values.Glaze[g]!, values.Size[s]!) }));
        return productOf({ variantOptionNames: ['Glaze', 'Size'], variants });
      });
    fc.assert(
      fc.property(product, fc.constantFrom(...values.Size), (p, size) => {
        for (const v of p.variants) {
          const [glaze, sized] = v.optionValues;
          expect(selectedVariant(p, { Glaze: glaze!.value, Size: sized!.value })).to.equal(v);
        }
        for (const glaze of values.Glaze) {
          const leading = p.variants.filter((v) => v.optionValues[0]!.value === glaze);
          const withSize = leading.filter((v) => v.optionValues[1]!.value === size);
          const rate = (vs: typeof leading) =>
            !vs.length
              ? 'none'
              : vs.some((v) => v.unlimited || v.qtyInStock > 0)
                ? 'available'
                : 'sold-out';
          expect(choiceAvailability(p, {}, 'Glaze', glaze)).to.equal(rate(leading));
          expect(choiceAvailability(p, { Size: size }, 'Glaze', glaze)).to.equal(rate(withSize));
        }
      }),
    );
  });
});
