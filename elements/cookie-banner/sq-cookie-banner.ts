/**
 * Registers `<sq-cookie-banner>`. The only module of the cookie banner with a side effect: import
 * it to use the tag; import `./cookie-banner.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqCookieBanner } from './cookie-banner.ts';

export { SqCookieBanner };
export type { CookieBannerData } from './cookie-banner.schema.ts';
export type { BannerSettings } from './banner-settings.ts';

define('sq-cookie-banner', SqCookieBanner);

declare global {
  interface HTMLElementTagNameMap {
    'sq-cookie-banner': SqCookieBanner;
  }
}
