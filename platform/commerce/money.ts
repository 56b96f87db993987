/**
 * Money in the store's currencies (SPEC §3 "Currency"). An amount is always an integer count of
 * the currency's minor unit ("cents"; whole yen for JPY, which has no fraction digits). Digits
 * are `Intl.NumberFormat`'s (written without it in en-US, see `digits`); the symbol is the
 * store's own (platform/constants/currencies.ts), before the amount or, for DKK, NOK and SEK
 * (and the other trailing symbols), after it.
 */
import { currencyFor, type Currency } from '../constants/currencies.ts';

/** The currency of `code` (any case); USD (SPEC §3 default) when absent or unknown. */
export const currencyOf = (code?: string | null): Currency => currencyFor(code);

const resolve = (currency: string | Currency): Currency =>
  typeof currency === 'string' ? currencyOf(currency) : currency;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Grouped digits of `cents` in `currency` (`1,500`, `28.00`). In en-US, the store's locale, they
 * are written here, the same text `Intl.NumberFormat` gives (a test compares them): a page's
 * first Intl formatter costs the main thread 15 to 40 ms while the browser loads its locale
 * data, and a price is often the only number a page formats. Other locales ask
 * `Intl.NumberFormat`, cached per locale and digits.
 */
function digits(cents: number, currency: Currency, locale: string, grouping: boolean): string {
  if (locale === 'en-US') return englishDigits(cents, currency.fractionDigits, grouping);
  const key = `${locale}|${currency.fractionDigits}|${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: currency.fractionDigits,
      maximumFractionDigits: currency.fractionDigits,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format.format(cents / 10 ** currency.fractionDigits);
}

/** en-US digits: a comma between thousands (when `grouping`), a point before the fraction. */
function englishDigits(cents: number, fractionDigits: number, grouping: boolean): string {
  // Half a minor unit rounds away from zero, as Intl.NumberFormat's default does.
  const count = Math.round(Math.abs(cents));
  const unit = 10 ** fractionDigits;
  const whole = String(Math.floor(count / unit));
  const fraction = fractionDigits ? `.${String(count % unit).padStart(fractionDigits, '0')}` : '';
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return sign + (grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole) + fraction;
}

/**
 * `cents` as a buyer reads it: `$28.00`, `€28.00`, `¥1,500`, `28.00 kr`. A negative amount
 * leads with a minus sign (`-$5.00`).
 */
export function formatMoney(cents: number, currency: string | Currency, locale = 'en-US'): string {
  const c = resolve(currency);
  const amount = digits(Math.abs(cents), c, locale, true);
  const text = c.symbolTrails ? `${amount} ${c.symbol}` : `${c.symbol}${amount}`;
  return cents < 0 ? `-${text}` : text;
}

/** `cents` as a bare decimal string (`"28.00"`, `"1500"` for JPY): the cart's `subtotalAmount`. */
export function formatAmount(cents: number, currency: string | Currency): string {
  return digits(cents, resolve(currency), 'en-US', false);
}

/**
 * A typed amount (`12`, `12.5`, `$1,250.00`, `25 kr`, and the decimal comma `12,50`) in cents
 * of `currency`; undefined when it is not a positive-or-zero amount with at most the currency's
 * fraction digits. A comma followed by three digits groups thousands (`1,250` is 1250).
 */
export function parseAmount(text: string, currency: string | Currency): number | undefined {
  const c = resolve(currency);
  let bare = text.trim().replace(c.symbol, '').replace(/\s/g, '');
  // `12,50` (a comma before at most the fraction digits, no point) is a decimal comma.
  if (c.fractionDigits && new RegExp(`^\\d+,\\d{1,${c.fractionDigits}}$`).test(bare)) {
    bare = bare.replace(',', '.');
  }
  bare = bare.replace(/,/g, '');
  const pattern = c.fractionDigits ? new RegExp(`^\\d+(\\.\\d{1,${c.fractionDigits}})?$`) : /^\d+$/;
  if (!pattern.test(bare)) return undefined;
  const [whole = '0', fraction = ''] = bare.split('.');
  const cents =
    Number(whole) * 10 ** c.fractionDigits + Number(fraction.padEnd(c.fractionDigits, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** A price range: one amount when both ends are equal, else `$28.00 – $98.00`. */
export function formatPriceRange(low: number, high: number, currency: string | Currency): string {
  const c = resolve(currency);
  return low === high
    ? formatMoney(low, c)
    : `${formatMoney(Math.min(low, high), c)} – ${formatMoney(Math.max(low, high), c)}`;
}
