/**
 * Registers `<sq-mobile-info-bar>`. The only module of the mobile info bar with a side effect:
 * import it to use the tag; import `./mobile-info-bar.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqMobileInfoBar } from './mobile-info-bar.ts';

export { SqMobileInfoBar };
export type { SqHoursCloseReason } from './mobile-info-bar.ts';
export type { MobileInfoBarData } from './mobile-info-bar.schema.ts';

define('sq-mobile-info-bar', SqMobileInfoBar);

declare global {
  interface HTMLElementTagNameMap {
    'sq-mobile-info-bar': SqMobileInfoBar;
  }
}
