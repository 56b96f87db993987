import { expect } from '@open-wc/testing';
import {
  choiceAvailability,
  maxQuantity,
  selectedVariant,
  variantLabel,
} from '../../../platform/commerce/variants.ts';
import { productOf, variantOf } from './arbitraries.ts';

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
});
