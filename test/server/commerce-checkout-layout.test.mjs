/**
 * The checkout pages in the site's own look (SPEC §2 checkout routes, page types 201–206): with
 * a `checkout.html` template (the demo's) every checkout, confirmation and refusal page is that
 * template, header with its cart link and footer included, its `<main>` holding the page; a site
 * without one keeps the server's built-in layout. Either way the form, the page type and the
 * checkout stylesheet are there.
 */
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { framedInTemplate } from '../../server/commerce/checkout-layout.ts';
import { pageContext } from './helpers.mjs';
import {
  addToCart,
  checkoutPath,
  GOOD_ORDER,
  idOf,
  startShop,
  STORE,
  submit,
  summaryOf,
  valueOf,
} from './commerce-checkout-helpers.mjs';

const DEMO = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo');
const CUP_CLEAR_SINGLE = 'SQ4810231'; // Everyday cup, Glaze Clear, Size Single: $28.00
const NO_CART =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
const DONATE = `/checkout/donate?donatePageId=${STORE.donationPages[0].id}`;
const CART_LINK =
  /<a class="cart-link" href="\/cart"\s*>Cart <span data-sq-cart-quantity>(\d+)<\/span>/;

/** The content of the page's one `<main>` (asserting there is exactly one). */
function mainOf(html) {
  const mains = [...html.matchAll(/<main\b[^>]*>([\s\S]*?)<\/main>/g)];
  assert.equal(mains.length, 1, 'one <main>');
  return mains[0][1];
}

/** The `<h1>` texts of the page. */
const headings = (html) => [...html.matchAll(/<h1>([^<]*)<\/h1>/g)].map((m) => m[1]);

/** The stylesheets the page links, in order. */
const stylesheets = (html) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);

/**
 * Asserts that `html` is the demo's checkout template around a page titled `title`: the site's
 * header with its cart link counting `count`, the site's footer, `<title>` and the one `<h1>`,
 * the checkout stylesheet before the site's.
 */
function assertInDemoTemplate(html, title, count) {
  assert.match(html, /<header class="site-header">/);
  assert.equal(CART_LINK.exec(html)?.[1], String(count), 'the header cart link with the count');
  assert.match(html, /<footer class="site-footer">/);
  assert.match(html, /© <time data-sq-year datetime="\d{4}">\d{4}<\/time> Kiln &amp; Clay Studio/);
  assert.equal(/<title>([^<]*)<\/title>/.exec(html)[1], `${title} · Kiln &amp; Clay Studio`);
  assert.deepEqual(headings(html), [title], 'the page’s title is the one <h1>');
  assert.match(mainOf(html), new RegExp(`^\\s*<h1>${title}</h1>`), 'the <h1> opens <main>');
  assert.deepEqual(stylesheets(html), [
    '/__server/checkout.css',
    '/assets/sq-markup.css',
    '/styles/site.css',
  ]);
  assert.doesNotMatch(html, /\sstyle\s*=|<style\b/i, 'no inline style (strict policy)');
  assert.doesNotMatch(html, /{{title}}/);
}

describe('a site with checkout.html: the checkout pages in its look (SPEC §2)', () => {
  let env;
  before(async () => {
    env = await startShop('USD');
    copyFileSync(join(DEMO, 'checkout.html'), join(env.siteDir, 'checkout.html'));
  });
  after(() => env.stop());

  test('the cart checkout (201) is the template with the site header’s cart link, footer and the form', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 2);
    const response = await client.get(checkoutPath(client));
    assert.equal(response.status, 200);
    const html = await response.text();
    assertInDemoTemplate(html, 'Checkout', 2);
    assert.equal(pageContext(html).pageType, 201);
    const main = mainOf(html);
    assert.match(main, /<sq-checkout data-block-json='\{"step":"details","kind":"order"\}'>/);
    assert.match(main, /<form class="sq-checkout" method="post" action="\/checkout\?cartToken=/);
    assert.match(main, /<button type="submit" class="sq-checkout__submit">Place order<\/button>/);
    assert.match(main, /<caption>Your order<\/caption>/);
  });

  test('a refused step is the template again, with the error summary and every value kept', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 1);
    const refused = await submit(client, checkoutPath(client), { ...GOOD_ORDER, zip: '1253' });
    assert.equal(refused.status, 400);
    const html = await refused.text();
    assertInDemoTemplate(html, 'Checkout', 1);
    assert.equal(pageContext(html).pageType, 201);
    assert.deepEqual(summaryOf(html), [
      { href: '#checkout-zip', message: 'Enter a ZIP code of exactly 5 digits, such as 12534.' },
    ]);
    assert.equal(valueOf(html, 'city'), 'Hudson');
    assert.equal(valueOf(html, 'cardNumber'), '');
  });

  test('the order confirmation (202) is the template, the bought cart no longer counted', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 1);
    const placed = await submit(client, checkoutPath(client), GOOD_ORDER);
    assert.equal(placed.status, 303);
    const id = idOf(placed.headers.get('location'), 'orders');
    const html = await (await client.get(`/commerce/orders/${id}`)).text();
    assertInDemoTemplate(html, 'Order confirmed', 0);
    assert.equal(pageContext(html).pageType, 202);
    assert.match(mainOf(html), /Thank you for your order, Ada Lovelace\./);
  });

  test('the donation checkout (203) and the SPEC §5 refusal are the template too', async () => {
    const client = env.client();
    const donate = await client.get(DONATE);
    assert.equal(donate.status, 200);
    const html = await donate.text();
    assertInDemoTemplate(html, STORE.donationPages[0].title, 0);
    assert.equal(pageContext(html).pageType, 203);
    assert.match(mainOf(html), /"kind":"donation"/);

    const refusal = await client.get('/checkout?cartToken=no-such-cart');
    assert.equal(refusal.status, 400);
    const text = await refusal.text();
    assertInDemoTemplate(text, 'Checkout', 0);
    assert.equal(pageContext(text).pageType, 201);
    assert.match(mainOf(text), new RegExp(`<p role="alert">${NO_CART.replaceAll('.', '\\.')}</p>`));
  });
});

describe('a site without checkout.html keeps the built-in layout', () => {
  let env;
  before(async () => {
    env = await startShop('USD');
  });
  after(() => env.stop());

  test('the checkout is the server’s own document with the form, its page type and the checkout stylesheet', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 1);
    const html = await (await client.get(checkoutPath(client))).text();
    assert.equal(/<title>([^<]*)<\/title>/.exec(html)[1], 'Checkout');
    assert.match(html, /<body>\n<main>\n<h1>Checkout<\/h1>/);
    assert.doesNotMatch(html, /site-header|site-footer/);
    assert.ok(stylesheets(html).includes('/__server/page.css'), 'the built-in pages’ stylesheet');
    assert.ok(stylesheets(html).includes('/__server/checkout.css'), 'the checkout stylesheet');
    assert.equal(pageContext(html).pageType, 201);
    assert.match(mainOf(html), /<form class="sq-checkout" method="post"/);
  });
});

describe('framing a page in a checkout template', () => {
  const page = { title: 'Tom & Jerry’s <order>', pageType: 202, body: '<p>Thanks.</p>' };

  test('a title without {{title}} is replaced whole; the checkout stylesheet goes before the site’s', () => {
    const template =
      '<html><head><title>Old</title><link rel="icon" href="/i.svg"><link rel="stylesheet" href="/s.css"></head>' +
      '<body><header>H</header><main id="main" class="checkout"><h1>Old</h1><p>old</p></main><footer>F</footer></body></html>';
    assert.equal(
      framedInTemplate(template, page),
      '<html><head><title>Tom &amp; Jerry’s &lt;order&gt;</title><link rel="icon" href="/i.svg"><link rel="stylesheet" href="/__server/checkout.css"><link rel="stylesheet" href="/s.css"></head>' +
        '<body><header>H</header><main id="main" class="checkout">\n<h1>Tom &amp; Jerry’s &lt;order&gt;</h1>\n<p>Thanks.</p>\n</main><footer>F</footer></body></html>',
    );
  });

  test('a template that links the checkout stylesheet itself gets no second link; without a stylesheet it goes at the end of <head>', () => {
    const linked =
      '<head><link rel="stylesheet" href="/__server/checkout.css"></head><main></main>';
    assert.equal(stylesheets(framedInTemplate(linked, page)).length, 1);
    assert.equal(
      framedInTemplate('<head><title>{{title}} | Shop</title></head><main></main>', page),
      '<head><title>Tom &amp; Jerry’s &lt;order&gt; | Shop</title><link rel="stylesheet" href="/__server/checkout.css"></head><main>\n<h1>Tom &amp; Jerry’s &lt;order&gt;</h1>\n<p>Thanks.</p>\n</main>',
    );
  });

  test('a template without <main> frames nothing (the built-in layout is used)', () => {
    assert.equal(framedInTemplate('<head></head><body><div>x</div></body>', page), undefined);
  });
});

test('the demo’s checkout template is the cart page’s header and footer around its own <main>', () => {
  const cart = readFileSync(join(DEMO, 'cart.html'), 'utf8');
  const checkout = readFileSync(join(DEMO, 'checkout.html'), 'utf8');
  const part = (html, re) => re.exec(html)?.[0];
  for (const re of [/<header[\s\S]*<\/header>/, /<footer[\s\S]*<\/footer>/]) {
    assert.ok(part(cart, re));
    assert.equal(part(checkout, re), part(cart, re));
  }
  assert.match(checkout, /<main id="main" class="checkout">/);
});
