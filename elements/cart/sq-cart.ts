/**
 * Registers `<sq-cart>`. The only module of the cart with a side effect: import it to use the
 * tag; import `./cart.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqCart } from './cart.ts';

export { SqCart };
export type { SqCartErrorDetail } from './cart.ts';
export type { CartData } from './cart.schema.ts';

define('sq-cart', SqCart);

declare global {
  interface HTMLElementTagNameMap {
    'sq-cart': SqCart;
  }
}
