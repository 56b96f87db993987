/** How a chart's values read (its `valueFormat`), in the page's language and the site currency. */
import { formatMoney } from '../../platform/commerce/money.ts';
import type { Currency } from '../../platform/constants/currencies.ts';
import type { ChartData } from './chart.schema.ts';

/** The page's language (`<html lang>`), else en-US. */
export const pageLocale = (): string => document.documentElement.lang || 'en-US';

/**
 * A formatter of values: `number` groups digits (1,250.5), `percent` reads a value as a
 * percentage (25 → 25%), `currency` as an amount in `currency`'s major unit ($1,250.00).
 */
export function valueFormatter(
  format: ChartData['valueFormat'],
  currency: Currency,
  locale = pageLocale(),
): (value: number) => string {
  if (format === 'currency') {
    return (value) =>
      formatMoney(Math.round(value * 10 ** currency.fractionDigits), currency, locale);
  }
  const options: Intl.NumberFormatOptions =
    format === 'percent'
      ? { style: 'percent', maximumFractionDigits: 1 }
      : { maximumFractionDigits: 2 };
  const intl = new Intl.NumberFormat(locale, options);
  return format === 'percent' ? (value) => intl.format(value / 100) : (value) => intl.format(value);
}
