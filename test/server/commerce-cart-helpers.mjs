/**
 * Helpers of the cart tests: a server for the fixture site with the demo shop's catalogue
 * (demo/site.json `store`), its cart and product templates, and a page of product blocks; a
 * client that calls the cart API with the crumb.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSiteConfig } from '../../server/site-config.ts';
import { start } from './helpers.mjs';

const demo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo');

/** The demo site's store section. */
export const DEMO_STORE = JSON.parse(readFileSync(join(demo, 'site.json'), 'utf8')).store;

const product = (slug) => DEMO_STORE.products.find((p) => p.urlSlug === slug);

/** Demo products by the state they show. */
export const PRODUCTS = {
  cup: product('everyday-cup'), // varied: Glaze × Size, Tenmoku sold out, set of four clear: 3 left
  tumbler: product('sage-tumbler'), // one variant, 14 in stock
  mug: product('oatmeal-mug'), // on sale 36.00 → 29.00
  teaBowls: product('three-tea-bowls'), // sold out
  notebook: product('glaze-notebook'), // digital, 15.00
  giftCard: product('gift-card'),
  membership: product('monthly-membership'), // subscription, monthly
};

/** SKUs of the demo cup by glaze and size. */
export const CUP = {
  clearSingle: 'SQ4810231', // 28.00, 9 in stock
  clearSet: 'SQ4810232', // 98.00, 3 in stock
  celadonSet: 'SQ4810234', // sold out
};

/** A template with one product block per layout and state, and the header's cart count. */
export const PRODUCTS_TEMPLATE = `<!doctype html><html lang="en"><head><title>Products</title></head><body>
<header><a class="cart-link" href="/cart">Cart <span data-sq-cart-quantity>0</span><span class="visually-hidden"> items</span></a></header>
<main>${Object.entries(PRODUCTS)
  .map(
    ([name, p]) =>
      `<sq-product id="p-${name}" data-block-json='{"productId":"${p.id}","layout":"${name === 'membership' ? 'plan' : 'card'}"}'><p>placeholder</p></sq-product>`,
  )
  .join('\n')}
<sq-product id="p-missing" data-block-json='{"productId":"000000000000000000000000","layout":"card"}'></sq-product>
</main></body></html>`;

/**
 * A running site with the demo catalogue in `currency` (site.json
 * `websiteSettings.storeSettings.selectedCurrency`), `/cart` as page type 205 and the templates
 * cart.html, product.html (the demo's) and products.html (above). `app` is what the server's
 * commerce functions take (site.json as loaded and the store).
 */
export async function startShop({ currency = 'USD', store = DEMO_STORE } = {}) {
  const env = await start({
    config: {
      store,
      websiteSettings: { storeSettings: { selectedCurrency: currency } },
      pages: { '/cart': { pageType: 205 } },
    },
  });
  copyFileSync(join(demo, 'cart.html'), join(env.siteDir, 'cart.html'));
  copyFileSync(join(demo, 'product.html'), join(env.siteDir, 'product.html'));
  writeFileSync(join(env.siteDir, 'products.html'), PRODUCTS_TEMPLATE);
  const app = { config: loadSiteConfig(env.siteDir), store: env.server.store };
  return { ...env, app };
}

/** Calls the cart API as a page's script does (JSON, the crumb in X-CSRF-Token). */
export async function api(client, method, path, body) {
  const headers = { 'x-csrf-token': await client.crumb() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await client.fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), response };
}

/** Adds to the client's cart through the API. */
export const add = (client, productId, sku, quantity = 1) =>
  api(client, 'POST', '/api/commerce/cart/entries', { productId, sku, quantity });

/** POSTs a plain form from this site (its Origin), without following the redirect. */
export function postFrom(client, path, fields) {
  return client.fetch(path, {
    method: 'POST',
    headers: { origin: client.base },
    body: new URLSearchParams(fields),
  });
}
