import { expect } from '@open-wc/testing';
import {
  CART_CHANGE_EVENT,
  addToCart,
  getCart,
  setQuantity,
} from '../../../platform/commerce/cart-client.ts';
import type { ShoppingCart } from '../../../platform/commerce/types.ts';
import { DataError } from '../../../platform/http/data-client.ts';
import { CUP, startStore } from '../../elements/product/product-fixture.ts';

describe('the cart client (README "Store")', () => {
  let count: HTMLElement;
  beforeEach(async () => {
    await startStore({ products: [CUP] });
    count = document.createElement('span');
    count.dataset.sqCartQuantity = '';
    count.textContent = '0';
    document.body.append(count);
  });
  afterEach(() => count.remove());

  it('sets every cart count on the page and announces the cart after each change', async () => {
    const heard: ShoppingCart[] = [];
    const listener = (event: CustomEvent<ShoppingCart>) => heard.push(event.detail);
    document.addEventListener(CART_CHANGE_EVENT, listener);
    try {
      const cart = await addToCart(CUP.id, 'SQ4810231', 2);
      expect(count.textContent).to.equal('2');
      expect(heard.at(-1)?.totalQuantity).to.equal(2);
      await setQuantity(cart.entries[0]!.id, 5);
      expect(count.textContent).to.equal('5');
      expect((await getCart()).totalQuantity).to.equal(5);
    } finally {
      document.removeEventListener(CART_CHANGE_EVENT, listener);
    }
  });

  it("rejects a refusal with the server's own sentence and leaves the count alone", async () => {
    await addToCart(CUP.id, 'SQ4810232', 2);
    const refused = await addToCart(CUP.id, 'SQ4810232', 2).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(DataError);
    expect((refused as DataError).message).to.equal('Only 3 left in stock.');
    expect(count.textContent).to.equal('2');
    const soldOut = await addToCart(CUP.id, 'SQ4810234', 1).catch((error: unknown) => error);
    expect((soldOut as DataError).message).to.equal('Sold out.');
  });
});
