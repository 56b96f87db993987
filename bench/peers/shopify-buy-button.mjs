// Shopify's Buy Button as a site embeds it: one script holding the product component (variant
// selector, price, add to cart), the cart drawer and the quick-view modal. Size bench peer of
// sq-product and sq-cart: the one npm package of storefront components that runs without a
// framework. Its styles are built into the script.
import ShopifyBuy from '@shopify/buy-button-js';

/**
 * Mounts a product component for `productId` into `node` with a client of `domain`.
 * @param {HTMLElement} node
 * @param {string} domain
 * @param {string} storefrontAccessToken
 * @param {string} productId
 */
export function mountBuyButton(node, domain, storefrontAccessToken, productId) {
  const client = ShopifyBuy.buildClient({ domain, storefrontAccessToken });
  const ui = ShopifyBuy.UI.init(client);
  return ui.createComponent('product', { id: productId, node });
}
