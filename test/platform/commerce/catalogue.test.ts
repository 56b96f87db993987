import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  checkCategoryName,
  checkPriceCents,
  checkSku,
  checkTag,
  generateSku,
  isUsZip,
  measurementUnits,
  workflowLabel,
} from '../../../platform/commerce/catalogue.ts';
import { subscriptionText } from '../../../platform/commerce/subscription.ts';

describe('catalogue rules (SPEC §5, §9 Store)', () => {
  it('generates SKUs as SQ plus 7 digits, always valid (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const sku = generateSku(() => r);
        expect(sku).to.match(/^SQ\d{7}$/);
        expect(checkSku(sku)).to.equal(undefined);
      }),
    );
  });

  it('allows SKUs up to 60 characters', () => {
    expect(checkSku('x'.repeat(60))).to.equal(undefined);
    expect(checkSku('x'.repeat(61))).to.equal('A SKU is at most 60 characters.');
  });

  it('takes a US zip of exactly 5 digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        expect(isUsZip(text)).to.equal(/^\d{5}$/.test(text.trim()));
      }),
    );
    expect(isUsZip('12534')).to.equal(true);
    expect(isUsZip('1253')).to.equal(false);
    expect(isUsZip('12534-0001')).to.equal(false);
  });

  it('takes prices of whole cents up to 100000000', () => {
    expect(checkPriceCents(100_000_000)).to.equal(undefined);
    expect(checkPriceCents(100_000_001)).to.be.a('string');
    expect(checkPriceCents(-1)).to.be.a('string');
    expect(checkPriceCents(10.5)).to.be.a('string');
  });

  it('limits tags to 50 and category names to 25 characters', () => {
    expect(checkTag('t'.repeat(50))).to.equal(undefined);
    expect(checkTag('t'.repeat(51))).to.equal('A tag is at most 50 characters.');
    expect(checkCategoryName('c'.repeat(25))).to.equal(undefined);
    expect(checkCategoryName('c'.repeat(26))).to.equal('A category name is at most 25 characters.');
  });

  it('weighs in lbs and inches when imperial, else kg and cm', () => {
    expect(measurementUnits(1)).to.deep.equal({ weight: 'lbs', dimension: 'inch' });
    expect(measurementUnits(2)).to.deep.equal({ weight: 'kg', dimension: 'cm' });
  });

  it('labels workflow states Available, Scheduled, Hidden or Unsupported', () => {
    expect([1, 2, 4, 3, 5, 6, 99].map(workflowLabel)).to.deep.equal([
      'Available',
      'Scheduled',
      'Hidden',
      'Unsupported',
      'Unsupported',
      'Unsupported',
      'Unsupported',
    ]);
  });
});

describe('subscription text (SPEC §9)', () => {
  const plan = (
    value: number,
    unit: 'week' | 'month' | 'year',
    numBillingCycles?: number | null,
  ) => ({ billingPeriod: { value, unit }, numBillingCycles });

  it('reads weekly, monthly and yearly plans, every N periods, until cancelled or for N payments', () => {
    expect(subscriptionText(plan(1, 'month', 0), '$145.00')).to.equal('$145.00 a month');
    expect(subscriptionText(plan(1, 'year'), '$1,450.00')).to.equal('$1,450.00 a year');
    expect(subscriptionText(plan(2, 'week', null), '$40.00')).to.equal('$40.00 every 2 weeks');
    expect(subscriptionText(plan(1, 'week', 6), '$40.00')).to.equal(
      '$40.00 a week, for 6 payments',
    );
    expect(subscriptionText(plan(3, 'month', 1))).to.equal('Every 3 months, for 1 payment');
    expect(subscriptionText(plan(1, 'month'))).to.equal('Monthly');
    expect(subscriptionText(plan(1, 'week'))).to.equal('Weekly');
    expect(subscriptionText(plan(1, 'year', 3))).to.equal('Yearly, for 3 payments');
  });

  it('says the period once per plan and the payments only when limited (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('week' as const, 'month' as const, 'year' as const),
        fc.option(fc.integer({ min: 0, max: 36 })),
        (value, unit, cycles) => {
          const text = subscriptionText(plan(value, unit, cycles), '€10.00');
          const period = value === 1 ? `€10.00 a ${unit}` : `€10.00 every ${value} ${unit}s`;
          const payments = cycles ? `, for ${cycles} payment${cycles === 1 ? '' : 's'}` : '';
          expect(text).to.equal(period + payments);
        },
      ),
    );
  });
});
