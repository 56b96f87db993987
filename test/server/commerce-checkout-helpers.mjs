/**
 * Helpers of the checkout tests: a server selling the demo shop's catalogue in a chosen currency,
 * carts filled through the cart API, and readers of what a checkout page shows (a field's value,
 * its inline error, the error summary).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { start } from './helpers.mjs';

const DEMO = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../demo/site.json', import.meta.url)), 'utf8'),
);

/** The demo shop's catalogue (site.json `store`). */
export const STORE = DEMO.store;

/** Products of the demo catalogue by URL slug. */
export const PRODUCTS = Object.fromEntries(STORE.products.map((p) => [p.urlSlug, p]));

/** A server of the fixture site selling the demo catalogue, priced in `currency`. */
export function startShop(currency = 'USD') {
  return start({
    config: { store: STORE, websiteSettings: { storeSettings: { selectedCurrency: currency } } },
  });
}

/** Adds `quantity` of `sku` of the product `slug` to `client`'s cart; answers the cart. */
export async function addToCart(client, slug, sku, quantity = 1) {
  const response = await client.postJson('/api/commerce/cart/entries', {
    productId: PRODUCTS[slug].id,
    sku,
    quantity,
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.cart;
}

/** The address of `client`'s cart checkout (SPEC §2, what /commerce/goto-checkout leads to). */
export function checkoutPath(client) {
  const token = client.cookies.get('ss_cart');
  assert.ok(token, 'the cart API set the ss_cart cookie');
  return `/checkout?cartToken=${encodeURIComponent(token)}`;
}

/**
 * POSTs `fields` form-encoded to `path` as a browser's form does: with the visitor's crumb (or
 * `crumb`) and this site's `Origin` (or `origin`).
 */
export async function submit(client, path, fields, { crumb, origin = client.base } = {}) {
  const body = new URLSearchParams(fields);
  body.set('crumb', crumb ?? (await client.crumb()));
  return client.fetch(path, { method: 'POST', body, headers: { origin } });
}

/** A complete, valid cart checkout for a cart that ships. */
export const GOOD_ORDER = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  address1: '12 Kiln Street',
  address2: 'Apartment 4',
  city: 'Hudson',
  state: 'NY',
  zip: '12534',
  shippingOptionId: 'standard',
  cardNumber: '4242 4242 4242 4242',
};

/** The start tag of the form control named `name` (input or textarea). */
export function controlTag(html, name) {
  const match = new RegExp(`<(input|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  assert.ok(match, `the page has a control named ${name}`);
  return match[0];
}

/** What the control `name` holds as the page is served (a checked radio's value for radios). */
export function valueOf(html, name) {
  const tags = [
    ...html.matchAll(new RegExp(`<(input|textarea)\\b[^>]*\\bname="${name}"[^>]*>`, 'g')),
  ];
  assert.ok(tags.length > 0, `the page has a control named ${name}`);
  const [tag] = tags[0];
  if (/type="radio"/.test(tag)) {
    const checked = tags.map(([t]) => t).find((t) => /\bchecked\b/.test(t));
    return checked ? unescape(/\bvalue="([^"]*)"/.exec(checked)[1]) : undefined;
  }
  if (tag.startsWith('<textarea')) {
    const body = new RegExp(`name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html);
    return unescape(body[1]);
  }
  return unescape(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '');
}

function unescape(text) {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The messages of the error summary, each with the link it carries (or null). */
export function summaryOf(html) {
  const box = /<div class="sq-error-summary"[^>]*>([\s\S]*?)<\/ul>/.exec(html);
  if (!box) return [];
  assert.match(box[0], /tabindex="-1"/, 'the summary can take focus');
  assert.match(box[0], /\bautofocus\b/, 'the summary takes focus on load');
  assert.match(box[1], /<div role="alert">/, 'the summary is an alert');
  return [...box[1].matchAll(/<li>(?:<a href="([^"]*)">)?([^<]*)/g)].map(([, href, text]) => ({
    href: href ?? null,
    message: unescape(text),
  }));
}

/**
 * The inline error of the control `name`: its message, after checking that the control is
 * marked invalid and described by it. Undefined when the control shows none.
 */
export function inlineErrorOf(html, name) {
  const tag = controlTag(html, name);
  const id = /\bid="([^"]*)"/.exec(tag)[1];
  const error = new RegExp(`<p class="sq-field__error" id="${id}-error">([\\s\\S]*?)</p>`).exec(
    html,
  );
  if (!error) {
    assert.doesNotMatch(tag, /aria-invalid/, `${name} is not marked invalid without an error`);
    return undefined;
  }
  if (/type="radio"/.test(tag)) {
    const fieldset = new RegExp(`<fieldset[^>]*aria-describedby="[^"]*\\b${id}-error\\b`).test(
      html,
    );
    assert.ok(fieldset, `the radio group ${name} is described by its error`);
  } else {
    assert.match(
      tag,
      new RegExp(`aria-describedby="[^"]*\\b${id}-error\\b`),
      `${name} is described by its error`,
    );
  }
  assert.match(tag, /aria-invalid="true"/, `${name} is marked invalid`);
  return unescape(error[1].replace(/<span class="visually-hidden">Error: <\/span>/, ''));
}

/** The stock the store now holds of `sku`. */
export function stockOf(server, sku) {
  return server.store.db.prepare('SELECT qty_in_stock FROM product_stock WHERE sku = ?').get(sku)
    ?.qty_in_stock;
}

/** Every stored order, oldest first, with its data parsed. */
export function orders(server) {
  return server.store.db
    .prepare('SELECT * FROM orders ORDER BY order_number')
    .all()
    .map((row) => ({ ...row, data: JSON.parse(row.data) }));
}

/** The id at the end of a confirmation address. */
export function idOf(location, folder) {
  const match = new RegExp(`^/commerce/${folder}/([A-Za-z0-9_-]+)$`).exec(location ?? '');
  assert.ok(match, `${location} is a /commerce/${folder}/{id} address`);
  return match[1];
}
