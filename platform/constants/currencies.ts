/**
 * Store currencies (SPEC §3 "Currency"): code, currencyName, fractionDigits, numericCode
 * (ISO 4217, three digits kept as a string so leading zeros survive) and symbol.
 * All have 2 fraction digits except JPY with 0. The default currency is USD.
 *
 * SPEC §3 says "26 currencies" but its list names 27 codes (JPY last); every named code is here.
 */

/** One store currency. */
export interface Currency {
  /** ISO 4217 alphabetic code, e.g. `USD`. */
  readonly code: string;
  /** English name, e.g. `US Dollar`. */
  readonly currencyName: string;
  /** Digits after the decimal separator: 2, or 0 for JPY. */
  readonly fractionDigits: number;
  /** ISO 4217 numeric code as three digits, e.g. `'036'` for AUD. */
  readonly numericCode: string;
  /** The symbol shown with amounts. */
  readonly symbol: string;
  /** Whether the symbol follows the amount (`100 kr`) instead of leading it (`$100`). */
  readonly symbolTrails: boolean;
}

function currency(
  code: string,
  currencyName: string,
  numericCode: string,
  symbol: string,
  symbolTrails = false,
  fractionDigits = 2,
): Currency {
  return Object.freeze({ code, currencyName, fractionDigits, numericCode, symbol, symbolTrails });
}

/** Every supported currency, keyed by code, in SPEC order. */
export const CURRENCIES = Object.freeze({
  EUR: currency('EUR', 'Euro', '978', '€'),
  USD: currency('USD', 'US Dollar', '840', '$'),
  AUD: currency('AUD', 'Australian Dollar', '036', 'A$'),
  NOK: currency('NOK', 'Norwegian Krone', '578', 'kr', true),
  CAD: currency('CAD', 'Canadian Dollar', '124', 'CA$'),
  NZD: currency('NZD', 'New Zealand Dollar', '554', 'NZ$'),
  DKK: currency('DKK', 'Danish Krone', '208', 'kr', true),
  GBP: currency('GBP', 'British Pound', '826', '£'),
  HKD: currency('HKD', 'Hong Kong Dollar', '344', 'HK$'),
  CHF: currency('CHF', 'Swiss Franc', '756', 'CHF'),
  MXN: currency('MXN', 'Mexican Peso', '484', 'MX$'),
  SGD: currency('SGD', 'Singapore Dollar', '702', 'S$'),
  SEK: currency('SEK', 'Swedish Krona', '752', 'kr', true),
  CZK: currency('CZK', 'Czech Koruna', '203', 'Kč', true),
  ILS: currency('ILS', 'Israeli New Shekel', '376', '₪'),
  PHP: currency('PHP', 'Philippine Peso', '608', '₱'),
  RUB: currency('RUB', 'Russian Ruble', '643', '₽', true),
  PLN: currency('PLN', 'Polish Złoty', '985', 'zł', true),
  THB: currency('THB', 'Thai Baht', '764', '฿'),
  MYR: currency('MYR', 'Malaysian Ringgit', '458', 'RM'),
  ARS: currency('ARS', 'Argentine Peso', '032', 'ARS$'),
  BRL: currency('BRL', 'Brazilian Real', '986', 'R$'),
  COP: currency('COP', 'Colombian Peso', '170', 'COL$'),
  IDR: currency('IDR', 'Indonesian Rupiah', '360', 'Rp'),
  INR: currency('INR', 'Indian Rupee', '356', '₹'),
  ZAR: currency('ZAR', 'South African Rand', '710', 'R'),
  JPY: currency('JPY', 'Japanese Yen', '392', '¥', false, 0),
});

/** A supported currency code. */
export type CurrencyCode = keyof typeof CURRENCIES;

/** The default store currency (SPEC §3). */
export const DEFAULT_CURRENCY_CODE: CurrencyCode = 'USD';

/** Whether `code` is a supported currency code (exact, upper case). */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code);
}

/**
 * The currency for `code` (case-insensitive, surrounding spaces ignored); an unknown or
 * missing code gives the default, USD.
 */
export function currencyFor(code?: string | null): Currency {
  const normalised = code?.trim().toUpperCase();
  return isCurrencyCode(normalised) ? CURRENCIES[normalised] : CURRENCIES[DEFAULT_CURRENCY_CODE];
}
