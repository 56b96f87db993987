import { expect } from '@open-wc/testing';
import {
  CURRENCIES,
  DEFAULT_CURRENCY_CODE,
  currencyFor,
  isCurrencyCode,
} from '../../platform/constants/currencies.ts';

/** Every code SPEC §3 "Currency" lists, in its order. */
const SPEC_CODES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'ZAR',
  'JPY',
];

describe('platform/constants/currencies', () => {
  it('SPEC §3: every listed currency is supported, in SPEC order', () => {
    expect(Object.keys(CURRENCIES)).to.deep.equal(SPEC_CODES);
  });

  it('SPEC §3: each currency has code, currencyName, fractionDigits, numericCode and symbol', () => {
    for (const [key, currency] of Object.entries(CURRENCIES)) {
      expect(currency.code, key).to.equal(key);
      expect(currency.currencyName, key).to.match(/\S/);
      expect(currency.numericCode, key).to.match(/^\d{3}$/);
      expect(currency.symbol, key).to.match(/\S/);
    }
  });

  it('SPEC §3: all have 2 fraction digits except JPY with 0', () => {
    for (const currency of Object.values(CURRENCIES)) {
      expect(currency.fractionDigits, currency.code).to.equal(currency.code === 'JPY' ? 0 : 2);
    }
  });

  it('SPEC §3: fraction digits match ISO 4217, as the browser formats them (bar COP, IDR)', () => {
    // Intl.NumberFormat's defaults come from CLDR, which drops the minor unit of COP and IDR;
    // SPEC (like ISO 4217) keeps 2, so money formatting must pass fractionDigits explicitly.
    const intlDiffers = new Set(['COP', 'IDR']);
    for (const currency of Object.values(CURRENCIES)) {
      const format = new Intl.NumberFormat('en', { style: 'currency', currency: currency.code });
      const intlDigits = format.resolvedOptions().maximumFractionDigits;
      if (!intlDiffers.has(currency.code)) {
        expect(intlDigits, currency.code).to.equal(currency.fractionDigits);
      }
    }
  });

  it('SPEC §3: ISO 4217 numeric codes', () => {
    expect(CURRENCIES.USD.numericCode).to.equal('840');
    expect(CURRENCIES.EUR.numericCode).to.equal('978');
    expect(CURRENCIES.AUD.numericCode).to.equal('036');
    expect(CURRENCIES.ARS.numericCode).to.equal('032');
    expect(CURRENCIES.JPY.numericCode).to.equal('392');
    expect(CURRENCIES.GBP.numericCode).to.equal('826');
    const numeric = Object.values(CURRENCIES).map((currency) => currency.numericCode);
    expect(new Set(numeric).size).to.equal(numeric.length);
  });

  it('SPEC §3: symbols $, €, £ and a trailing kr for DKK, NOK, SEK', () => {
    expect(CURRENCIES.USD.symbol).to.equal('$');
    expect(CURRENCIES.EUR.symbol).to.equal('€');
    expect(CURRENCIES.GBP.symbol).to.equal('£');
    for (const code of ['DKK', 'NOK', 'SEK'] as const) {
      expect(CURRENCIES[code].symbol, code).to.equal('kr');
      expect(CURRENCIES[code].symbolTrails, code).to.equal(true);
    }
    expect(CURRENCIES.USD.symbolTrails).to.equal(false);
  });

  it('SPEC §3: the default currency is USD', () => {
    expect(DEFAULT_CURRENCY_CODE).to.equal('USD');
    expect(currencyFor(undefined).code).to.equal('USD');
    expect(currencyFor(null).code).to.equal('USD');
    expect(currencyFor('XYZ').code).to.equal('USD');
  });

  it('SPEC §3: a currency is found by its code, ignoring case and spaces', () => {
    expect(currencyFor('jpy').code).to.equal('JPY');
    expect(currencyFor(' gbp ').currencyName).to.equal('British Pound');
    expect(isCurrencyCode('EUR')).to.equal(true);
    expect(isCurrencyCode('eur')).to.equal(false);
    expect(isCurrencyCode('toString')).to.equal(false);
  });

  it('SPEC §3: currencies cannot be changed at run time', () => {
    expect(Object.isFrozen(CURRENCIES)).to.equal(true);
    expect(Object.isFrozen(CURRENCIES.USD)).to.equal(true);
  });
});
