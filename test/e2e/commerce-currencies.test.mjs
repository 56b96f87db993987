/**
 * The demo shop in other store currencies (SPEC §3 "Currency": JPY without fraction digits, the
 * trailing kr of SEK, the euro sign): the site's `selectedCurrency` changed in a copy of the demo
 * site, a product page and the cart as a visitor's Chromium shows them, and the cart's totals as
 * the server answers them.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO_SITE, launchBrowser, openPage, startSite, waitForUpgrade } from './helpers.mjs';

/** The demo site with its store currency set to `code`, in a temporary folder. */
function siteIn(code) {
  const dir = mkdtempSync(join(tmpdir(), `sq-site-${code}-`));
  cpSync(DEMO_SITE, dir, { recursive: true });
  const config = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  config.websiteSettings.storeSettings.selectedCurrency = code;
  writeFileSync(join(dir, 'site.json'), JSON.stringify(config));
  return dir;
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/**
 * What a visitor sees in `code`: the oatmeal mug's sale price (3600 → 2900 minor units), and
 * two of it in the cart with the cart's totals.
 */
const CASES = [
  { code: 'JPY', was: '¥3,600', now: '¥2,900', line: '¥5,800', subtotalAmount: '5800' },
  { code: 'SEK', was: '36.00 kr', now: '29.00 kr', line: '58.00 kr', subtotalAmount: '58.00' },
  { code: 'EUR', was: '€36.00', now: '€29.00', line: '€58.00', subtotalAmount: '58.00' },
];

for (const { code, was, now, line, subtotalAmount } of CASES) {
  test(`SPEC §3: prices and cart totals in ${code}`, async () => {
    const dir = siteIn(code);
    const site = await startSite(dir);
    const { page, problems, close } = await openPage(browser);
    try {
      await page.goto(`${site.url}/shop/oatmeal-mug`);
      await waitForUpgrade(page, ['sq-product']);
      const product = page.locator('sq-product');
      const price = product.locator('[part~="price"]');
      const spoken = (await price.textContent()).replace(/\s+/g, ' ').trim();
      assert.equal(spoken, `was ${was} now ${now}`);
      await product.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
      await product.getByRole('button', { name: 'Add to cart' }).click();
      await product.getByRole('status').filter({ hasText: 'added' }).waitFor();

      await page.goto(`${site.url}/cart`);
      await waitForUpgrade(page, ['sq-cart']);
      await page.locator('sq-cart').getByText(line).locator('visible=true').first().waitFor();
      const answer = await page.request.get(`${site.url}/api/commerce/cart`);
      const { cart } = await answer.json();
      assert.equal(cart.currency, code);
      assert.equal(cart.subtotalCents, 5800);
      assert.equal(cart.subtotalAmount, subtotalAmount);
      const shown = await page.locator('sq-cart').textContent();
      if (code === 'JPY') assert.doesNotMatch(shown, /¥[\d,]+\.\d/, 'no yen decimals');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
