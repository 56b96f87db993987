/**
 * Registers `<sq-product>`. The only module of the product block with a side effect: import it
 * to use the tag; import `./product.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqProduct } from './product.ts';

export { SqProduct };
export type {
  SqAddToCartDetail,
  SqAddToCartErrorDetail,
  SqCheckoutStartDetail,
} from './product.ts';
export type { ProductData } from './product.schema.ts';
export type { BlockProduct } from './product-data.ts';

define('sq-product', SqProduct);

declare global {
  interface HTMLElementTagNameMap {
    'sq-product': SqProduct;
  }
}
