/**
 * Registers `<sq-checkout>`. The only module of the checkout form with a side effect: import it
 * to use the tag; import `./checkout.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqCheckout } from './checkout.ts';

export { SqCheckout };
export type { CheckoutStepData } from './checkout.ts';
export type { CheckoutData } from './checkout.schema.ts';

define('sq-checkout', SqCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'sq-checkout': SqCheckout;
  }
}
