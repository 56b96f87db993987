/**
 * Commerce markup in pages (SPEC §2 product pages and full-page cart, §3 currency, §5 price and
 * sold-out rules): product blocks filled at every request, product pages at /shop/{slug}, the
 * cart page, the header's cart count, and amounts in the site currency (USD, EUR, JPY, SEK).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadSiteConfig, SiteConfigError, parseSiteConfig } from '../../server/site-config.ts';
import { pageContext } from './helpers.mjs';
import { add, api, CUP, DEMO_STORE, PRODUCTS, startShop } from './commerce-cart-helpers.mjs';

/** The inside of the `<sq-product id="ID">` of `html`. */
function block(html, id) {
  const match = new RegExp(`<sq-product\\s+id="${id}"[^>]*>([\\s\\S]*?)</sq-product>`).exec(html);
  assert.ok(match, `no block ${id}`);
  return match[1];
}

/** The product JSON a block carries. */
const blockJson = (inner) =>
  JSON.parse(
    /<script type="application\/json" data-sq-product>([\s\S]*?)<\/script>/.exec(inner)[1],
  );

/** The text of an HTML fragment (tags dropped, white space collapsed). */
const text = (html) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let shop;
before(async () => {
  shop = await startShop();
});
after(() => shop.stop());

describe('product blocks (block type 43) filled at every request', () => {
  let html;
  before(async () => {
    html = await (await shop.client().get('/products')).text();
  });

  test('a plain product: name linked to its page, price, description, an add-to-cart form bounded by stock', () => {
    const tumbler = block(html, 'p-tumbler');
    assert.match(
      tumbler,
      /<h2 class="sq-product__name"><a href="\/shop\/sage-tumbler">Sage tumbler<\/a><\/h2>/,
    );
    assert.match(tumbler, /<p class="sq-product__price">\$32\.00<\/p>/);
    assert.match(
      tumbler,
      /<form class="sq-product__form" method="post" action="\/commerce\/cart\/add">/,
    );
    assert.match(tumbler, /<input type="hidden" name="sku" value="SQ4810241">/);
    assert.match(tumbler, /<input type="number" name="quantity" value="1" min="1" max="14"/);
    assert.match(tumbler, /<button type="submit">Add to cart<\/button>/);
    assert.doesNotMatch(tumbler, /placeholder/, 'the template’s content is replaced');
    const data = blockJson(tumbler);
    assert.equal(data.id, PRODUCTS.tumbler.id);
    assert.equal(data.currency, 'USD');
    assert.equal(data.variants[0].qtyInStock, 14);
  });

  test('an image through the image contract: sq-image with data-src, dimensions, focal point and a noscript fallback', () => {
    const tumbler = block(html, 'p-tumbler');
    assert.match(
      tumbler,
      /<sq-image id="p-tumbler-image" data-block-json="\{&quot;cropMode&quot;:&quot;cover&quot;,&quot;sizeFormat&quot;:&quot;queryString&quot;,&quot;load&quot;:&quot;lazy&quot;\}"><img data-src="\/images\/sage-cup\.jpg" data-image-dimensions="800x800" data-image-focal-point="0\.5,0\.6" alt="A tall sage green tumbler"><noscript><img src="\/images\/sage-cup\.jpg\?format=500w" alt="A tall sage green tumbler"><\/noscript><\/sq-image>/,
    );
  });

  test('a sale shows the old price struck through, read as "was … now …" (SPEC §5)', () => {
    const mug = block(html, 'p-mug');
    assert.match(mug, /class="sq-product sq-product--card sq-product--sale"/);
    assert.match(
      mug,
      /<p class="sq-product__price"><span class="visually-hidden">was <\/span><s>\$36\.00<\/s> <span class="visually-hidden">now <\/span>\$29\.00<\/p>/,
    );
    assert.equal(
      text(/<p class="sq-product__price">.*?<\/p>/.exec(mug)[0]),
      'was $36.00 now $29.00',
    );
  });

  test('sold out: the price says so and the button is disabled, saying "Sold out" (SPEC §5)', () => {
    const bowls = block(html, 'p-teaBowls');
    assert.match(bowls, /sq-product--sold-out/);
    assert.match(bowls, /<span class="sq-product__status">Sold out<\/span>/);
    assert.match(bowls, /<button type="submit" disabled>Sold out<\/button>/);
    assert.doesNotMatch(bowls, /Add to cart/);
  });

  test('varied prices show the from-price; one select per option, values leading only to sold-out variants disabled', () => {
    const cup = block(html, 'p-cup');
    assert.match(cup, /<p class="sq-product__price">from \$28\.00<\/p>/);
    assert.match(cup, /<label>Glaze <select name="option:Glaze">/);
    assert.match(cup, /<label>Size <select name="option:Size">/);
    assert.match(cup, /<option value="Clear" selected>Clear<\/option>/);
    assert.match(cup, /<option value="Celadon">Celadon<\/option>/);
    assert.match(cup, /<option value="Tenmoku" disabled>Tenmoku \(sold out\)<\/option>/);
    assert.match(cup, /<option value="Single" selected>Single<\/option>/);
    assert.doesNotMatch(cup, /name="sku"/);
  });

  test('digital: its price, its id as SKU, no stock bound (SPEC §3, §5)', () => {
    const notebook = block(html, 'p-notebook');
    assert.match(notebook, /<p class="sq-product__price">\$15\.00<\/p>/);
    assert.match(
      notebook,
      new RegExp(`<input type="hidden" name="sku" value="${PRODUCTS.notebook.id}">`),
    );
    assert.match(notebook, /<input type="number" name="quantity" value="1" min="1" inputmode/);
    assert.match(notebook, /<button type="submit">Add to cart<\/button>/);
  });

  test('gift card: a GET form to /checkout/giftcard with the site, the product and an amount select named sku (SPEC §2)', () => {
    const gift = block(html, 'p-giftCard');
    assert.match(
      gift,
      new RegExp(
        `<form class="sq-product__form" method="get" action="/checkout/giftcard"><input type="hidden" name="websiteId" value="site-1"><input type="hidden" name="giftCardProductId" value="${PRODUCTS.giftCard.id}"><label>Amount <select name="sku"><option value="SQ4810311">\\$25\\.00</option><option value="SQ4810312">\\$50\\.00</option>`,
      ),
    );
    assert.match(gift, /<button type="submit">Buy a gift card<\/button>/);
  });

  test('subscription: the plan text with its price (SPEC §9) and a Subscribe form to /commerce/subscribe', () => {
    const plan = block(html, 'p-membership');
    assert.match(plan, /sq-product--plan/);
    assert.match(plan, /<p class="sq-product__price">\$145\.00 a month<\/p>/);
    assert.match(plan, /method="post" action="\/commerce\/subscribe"/);
    assert.match(plan, /<button type="submit">Subscribe<\/button>/);
    assert.doesNotMatch(plan, /name="quantity"/);
  });

  test('an unknown product says it is not available', () => {
    assert.match(block(html, 'p-missing'), /This product is not available\./);
  });

  test('stock as it now stands: a variant whose stock ran out shows sold out on the next request', async () => {
    const { db } = shop.server.store;
    const before = db
      .prepare('SELECT qty_in_stock AS q FROM product_stock WHERE sku = ?')
      .get('SQ4810241').q;
    db.prepare('UPDATE product_stock SET qty_in_stock = 0 WHERE sku = ?').run('SQ4810241');
    try {
      const now = await (await shop.client().get('/products')).text();
      assert.match(block(now, 'p-tumbler'), /<button type="submit" disabled>Sold out<\/button>/);
    } finally {
      db.prepare('UPDATE product_stock SET qty_in_stock = ? WHERE sku = ?').run(
        before,
        'SQ4810241',
      );
    }
  });

  test('names and descriptions are escaped', async () => {
    const store = structuredClone(DEMO_STORE);
    store.products[1].name = '<img src=x onerror=alert(1)>';
    store.products[1].description = '"quoted" & <b>bold</b>';
    const other = await startShop({ store });
    try {
      const inner = block(await (await other.client().get('/products')).text(), 'p-tumbler');
      assert.match(inner, /&lt;img src=x onerror=alert\(1\)&gt;/);
      assert.match(inner, /&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;\/b&gt;/);
      assert.doesNotMatch(inner, /<img src=x/);
      assert.equal(blockJson(inner).name, '<img src=x onerror=alert(1)>');
    } finally {
      await other.stop();
    }
  });
});

describe('product pages /shop/{urlSlug} (page type 50)', () => {
  test('the product template with the product’s id and name, its block in the detail layout', async () => {
    const response = await shop.client().get('/shop/everyday-cup');
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.equal(pageContext(html).pageType, 50);
    assert.match(html, /<title>Everyday cup · Kiln &amp; Clay Studio<\/title>/);
    const inner = block(html, 'product');
    assert.match(inner, /<h1 class="sq-product__name">Everyday cup<\/h1>/);
    assert.match(inner, /sq-product--detail/);
    assert.match(inner, /fetchpriority="high"/);
    assert.doesNotMatch(html, /\{\{product(Id|Name)\}\}/);
  });

  test('an unknown slug, and the bare template, are the not-found page', async () => {
    const client = shop.client();
    assert.equal((await client.get('/shop/no-such-pot')).status, 404);
    assert.equal((await client.get('/product')).status, 404);
  });
});

describe('the cart page and the header count (SPEC §2 full-page cart)', () => {
  test('every page’s [data-sq-cart-quantity] shows the cart’s total quantity, 0 without a cart', async () => {
    const client = shop.client();
    const count = (html) => /<span data-sq-cart-quantity>([^<]*)<\/span>/.exec(html)[1];
    assert.equal(count(await (await client.get('/products')).text()), '0');
    await add(client, PRODUCTS.tumbler.id, 'SQ4810241', 2);
    await add(client, PRODUCTS.mug.id, 'SQ4810251', 1);
    assert.equal(count(await (await client.get('/products')).text()), '3');
    assert.equal(count(await (await client.get('/cart')).text()), '3');
    assert.equal(count(await (await client.get('/shop/sage-tumbler')).text()), '3');
  });

  test('/cart (page type 205) holds the cart: a row per entry with quantity and remove forms, coupon, shipping, totals, Checkout', async () => {
    const client = shop.client();
    await add(client, PRODUCTS.mug.id, 'SQ4810251', 2);
    await api(client, 'POST', '/api/commerce/cart/coupons', { code: 'nope' });
    const html = await (await client.get('/cart')).text();
    assert.equal(pageContext(html).pageType, 205);
    const inner = /<sq-cart id="cart" data-block-json="\{\}">([\s\S]*?)<\/sq-cart>/.exec(html)[1];
    const cart = JSON.parse(
      /<script type="application\/json" data-sq-cart>([\s\S]*?)<\/script>/.exec(inner)[1],
    );
    const [entry] = cart.entries;
    assert.match(inner, new RegExp(`<tr data-entry-id="${entry.id}">`));
    assert.match(inner, /<a href="\/shop\/oatmeal-mug">Oatmeal mug<\/a>/);
    assert.match(inner, /<s>\$36\.00<\/s> <span class="visually-hidden">now <\/span>\$29\.00/);
    assert.match(
      inner,
      /<form method="post" action="\/commerce\/cart\/update"><input type="hidden" name="entryId" value="[0-9a-f]+"><label><span class="visually-hidden">Quantity of Oatmeal mug<\/span><input type="number" name="quantity" value="2" min="0" max="8"/,
    );
    assert.match(inner, /action="\/commerce\/cart\/remove"/);
    assert.match(inner, /<td class="sq-cart__total">\$58\.00<\/td>/);
    assert.match(inner, /NOPE<\/span>: This code does not exist\./);
    assert.match(
      inner,
      /<input type="radio" name="optionId" value="standard" checked> Standard shipping: \$12\.00/,
    );
    assert.match(
      inner,
      /<input type="radio" name="optionId" value="pickup"> Collect from the studio: Free/,
    );
    assert.match(inner, /<dt>Subtotal<\/dt><dd>\$58\.00<\/dd>/);
    assert.match(inner, /<dt>Shipping<\/dt><dd>\$12\.00<\/dd>/);
    assert.match(inner, /<dt>Tax<\/dt><dd>\$4\.64<\/dd>/);
    assert.match(inner, /<dt>Total<\/dt><dd>\$74\.64<\/dd>/);
    assert.match(inner, /<a class="button" href="\/commerce\/goto-checkout">Checkout<\/a>/);
  });

  test('an empty cart says so and links to the shop', async () => {
    const html = await (await shop.client().get('/cart')).text();
    assert.match(
      html,
      /<p>Your cart is empty\.<\/p><p><a href="\/shop">Continue shopping<\/a><\/p>/,
    );
    assert.doesNotMatch(html, /goto-checkout/);
  });
});

describe('amounts in the site currency (SPEC §3 currency)', () => {
  for (const [currency, subtotal, tax, total, amount] of [
    ['EUR', '€58.00', '€4.64', '€74.64', '58.00'],
    ['JPY', '¥5,800', '¥464', '¥7,464', '5800'],
    ['SEK', '58.00 kr', '4.64 kr', '74.64 kr', '58.00'],
  ]) {
    test(`${currency}: the cart answer, the cart page and product blocks`, async () => {
      const other = await startShop({ currency });
      try {
        const client = other.client();
        const { cart } = (await add(client, PRODUCTS.mug.id, 'SQ4810251', 2)).body;
        assert.equal(cart.currency, currency);
        assert.equal(cart.subtotalCents, 5800);
        assert.equal(cart.subtotalAmount, amount);
        assert.ok(Number.isInteger(cart.taxCents) && Number.isInteger(cart.grandTotalCents));
        const page = await (await client.get('/cart')).text();
        assert.ok(page.includes(`<dt>Subtotal</dt><dd>${subtotal}</dd>`), page);
        assert.ok(page.includes(`<dt>Tax</dt><dd>${tax}</dd>`));
        assert.ok(page.includes(`<dt>Total</dt><dd>${total}</dd>`));
        const products = await (await client.get('/products')).text();
        assert.equal(blockJson(block(products, 'p-mug')).currency, currency);
        if (currency === 'JPY') assert.doesNotMatch(page, /¥[\d,]+\.\d/, 'no decimals in yen');
      } finally {
        await other.stop();
      }
    });
  }
});

describe('the store section of site.json is checked (SPEC §5 limits)', () => {
  const base = loadSiteConfig(new URL('../../demo', import.meta.url).pathname);
  const refused = (mutate) => {
    const store = structuredClone(DEMO_STORE);
    mutate(store);
    try {
      parseSiteConfig({ ...base, store });
    } catch (error) {
      assert.ok(error instanceof SiteConfigError);
      return error.message;
    }
    assert.fail('accepted');
  };

  test('a price over 100000000 cents, a fractional price, a SKU over 60 characters, a repeated SKU', () => {
    assert.match(
      refused((s) => (s.products[0].variants[0].price = 100_000_001)),
      /store\.products\.0\.variants\.0\.price: at most 100000000 cents/,
    );
    assert.match(
      refused((s) => (s.products[0].variants[0].price = 28.5)),
      /store\.products\.0\.variants\.0\.price: cents are a whole number/,
    );
    assert.match(
      refused((s) => (s.products[1].variants[0].sku = 'S'.repeat(61))),
      /store\.products\.1\.variants\.0\.sku: a SKU is at most 60 characters/,
    );
    assert.match(
      refused((s) => (s.products[1].variants[0].sku = CUP.clearSingle)),
      /store\.products\.1\.variants\.0\.sku: the SKU SQ4810231 is used twice/,
    );
  });

  test('a bad id, an unknown product type, a coupon with two kinds of discount', () => {
    assert.match(
      refused((s) => (s.products[0].id = 'cup')),
      /store\.products\.0\.id: an id is 24/,
    );
    assert.match(
      refused((s) => (s.products[0].productType = 9)),
      /store\.products\.0\.productType: not a known product type/,
    );
    assert.match(
      refused((s) => (s.coupons[0].amountOffCents = 100)),
      /store\.coupons\.0: a coupon has either percentOff or amountOffCents/,
    );
  });

  test('the demo catalogue is accepted', () => {
    assert.equal(base.store.products.length, DEMO_STORE.products.length);
  });
});
