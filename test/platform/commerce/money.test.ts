import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { CURRENCIES } from '../../../platform/constants/currencies.ts';
import {
  currencyOf,
  formatAmount,
  formatMoney,
  formatPriceRange,
  parseAmount,
} from '../../../platform/commerce/money.ts';

const ALL = Object.values(CURRENCIES);

describe('store money (SPEC §3 Currency)', () => {
  it('formats with the symbol and fraction digits of each of the 27 currencies', () => {
    expect(ALL).to.have.length(27);
    expect(formatMoney(2800, 'USD')).to.equal('$28.00');
    expect(formatMoney(2800, 'EUR')).to.equal('€28.00');
    expect(formatMoney(2800, 'GBP')).to.equal('£28.00');
    expect(formatMoney(150000, 'JPY')).to.equal('¥150,000');
    expect(formatMoney(1500, 'JPY')).to.equal('¥1,500');
    for (const code of ['DKK', 'NOK', 'SEK']) expect(formatMoney(2800, code)).to.equal('28.00 kr');
    for (const currency of ALL) {
      const text = formatMoney(123456, currency);
      const digits = currency.fractionDigits ? '1,234.56' : '123,456';
      expect(text, currency.code).to.equal(
        currency.symbolTrails ? `${digits} ${currency.symbol}` : `${currency.symbol}${digits}`,
      );
    }
  });

  it('writes en-US digits exactly as Intl.NumberFormat does, for every currency (property)', () => {
    const intl = (value: number, digits: number, useGrouping: boolean) =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping,
      }).format(value / 10 ** digits);
    const amounts = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
      fc.constantFrom(0, -0, 999, 1000, 999_999, 1_000_000, -1000),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ALL), amounts, (c, n) => {
        const grouped = intl(Math.abs(n), c.fractionDigits, true);
        const shown = c.symbolTrails ? `${grouped} ${c.symbol}` : `${c.symbol}${grouped}`;
        expect(formatMoney(n, c)).to.equal(n < 0 ? `-${shown}` : shown);
        expect(formatAmount(n, c)).to.equal(intl(n, c.fractionDigits, false));
      }),
      { numRuns: 2000 },
    );
  });

  it('defaults to USD for a missing or unknown code', () => {
    expect(currencyOf(undefined).code).to.equal('USD');
    expect(currencyOf('XYZ').code).to.equal('USD');
    expect(currencyOf('sek').code).to.equal('SEK');
  });

  it('gives the bare decimal amount of the cart (subtotalAmount)', () => {
    expect(formatAmount(2800, 'USD')).to.equal('28.00');
    expect(formatAmount(123456, 'USD')).to.equal('1234.56');
    expect(formatAmount(1500, 'JPY')).to.equal('1500');
  });

  it('reads back every amount it writes, in every currency (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL), fc.integer({ min: 0, max: 100_000_000 }), (c, n) => {
        expect(parseAmount(formatMoney(n, c), c)).to.equal(n);
        expect(parseAmount(formatAmount(n, c), c)).to.equal(n);
      }),
    );
  });

  it('refuses typed amounts that are not money', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '12.5.1']) {
      expect(parseAmount(text, 'USD'), text).to.equal(undefined);
    }
    expect(parseAmount('12.5', 'JPY')).to.equal(undefined);
    expect(parseAmount('12.5', 'USD')).to.equal(1250);
    expect(parseAmount(' $1,250 ', 'USD')).to.equal(125000);
    expect(parseAmount('12,50 kr', 'SEK')).to.equal(1250);
    expect(parseAmount('12,5', 'EUR')).to.equal(1250);
    expect(parseAmount('1,250', 'EUR')).to.equal(125000);
    expect(parseAmount('1,250', 'JPY')).to.equal(1250);
  });

  it('shows a range only when its ends differ', () => {
    expect(formatPriceRange(2800, 2800, 'USD')).to.equal('$28.00');
    expect(formatPriceRange(9800, 2800, 'USD')).to.equal('$28.00 – $98.00');
  });
});
