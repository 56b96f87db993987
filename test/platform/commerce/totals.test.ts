import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { cartTotals, type TotalsLine } from '../../../platform/commerce/totals.ts';

const line = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 0, max: 20 }),
  giftCard: fc.boolean(),
});
const coupon = fc.oneof(
  fc.record({ percentOff: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ amountOffCents: fc.integer({ min: 0, max: 100_000 }) }),
);

describe('cart totals (SPEC §3 Shopping cart)', () => {
  it('adds up to the grand total in whole cents, never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.array(coupon, { maxLength: 3 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(
          fc.record({ name: fc.string(), rate: fc.double({ min: 0, max: 0.3, noNaN: true }) }),
          {
            maxLength: 2,
          },
        ),
        (lines, coupons, shippingCents, taxRules) => {
          const t = cartTotals(lines, { shippingCents, coupons, taxRules });
          const merchandise = lines
            .filter((l) => !l.giftCard)
            .reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
          for (const value of Object.values(t)) {
            expect(Number.isInteger(value) && value >= 0).to.equal(true);
          }
          expect(t.subtotalCents).to.equal(
            lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0),
          );
          expect(t.discountCents).to.be.at.most(merchandise);
          expect(t.grandTotalCents).to.equal(
            t.subtotalCents - t.discountCents + t.taxCents + t.shippingCostCents,
          );
        },
      ),
    );
  });

  it('discounts and taxes the goods after the discount, never gift cards or shipping', () => {
    const lines: TotalsLine[] = [
      { unitPriceCents: 2800, quantity: 2 },
      { unitPriceCents: 5000, quantity: 1, giftCard: true },
    ];
    const t = cartTotals(lines, {
      shippingCents: 1200,
      coupons: [{ percentOff: 10 }],
      taxRules: [{ name: 'New York sales tax', rate: 0.08 }],
    });
    expect(t).to.deep.equal({
      subtotalCents: 10600,
      discountCents: 560,
      taxCents: 403,
      shippingCostCents: 1200,
      grandTotalCents: 11643,
    });
  });

  it('keeps an amount-off coupon within the goods', () => {
    const t = cartTotals([{ unitPriceCents: 300, quantity: 1 }], {
      shippingCents: 0,
      coupons: [{ amountOffCents: 500 }],
      taxRules: [],
    });
    expect(t.discountCents).to.equal(300);
    expect(t.grandTotalCents).to.equal(0);
  });

  it('rounds half up once per coupon and per tax rule, even where floating point falls short', () => {
    const one = (unitPriceCents: number, percentOff: number, rates: number[]) =>
      cartTotals([{ unitPriceCents, quantity: 1 }], {
        shippingCents: 0,
        coupons: percentOff ? [{ percentOff }] : [],
        taxRules: rates.map((rate, i) => ({ name: `tax ${i}`, rate })),
      });
    expect(one(200, 0, [0.0725]).taxCents).to.equal(15);
    expect(one(1050, 0, [0.05, 0.05]).taxCents).to.equal(106);
    expect(one(1010, 15, []).discountCents).to.equal(152);
    expect(one(1010, 15, [0.0725]).taxCents).to.equal(62);
  });
});
