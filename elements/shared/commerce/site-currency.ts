/** The site's currency as the store's elements read it (SPEC §3). */
import { currencyOf } from '../../../platform/commerce/money.ts';
import { siteContext } from '../../../platform/analytics/context.ts';
import type { Currency } from '../../../platform/constants/currencies.ts';

/**
 * The site's currency: the page context's `websiteSettings.storeSettings.selectedCurrency`,
 * else `fallback` (the code the server wrote beside the data), else USD (SPEC §3).
 */
export function siteCurrency(fallback?: string): Currency {
  const code = siteContext()?.websiteSettings?.storeSettings?.selectedCurrency;
  return currencyOf(typeof code === 'string' && code ? code : fallback);
}
