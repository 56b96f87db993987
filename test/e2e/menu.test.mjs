/**
 * The café page's menu (`<sq-menu>` on /cafe) as a keyboard user meets it in Chromium: SPEC §4
 * Menu block (one tab selected at a time, the first by default; arrow keys cycle with wrap;
 * Enter and Space select), WAI-ARIA tabs with one tab stop, prices in the site currency (USD).
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, openPage, useSiteAndBrowser, waitForUpgrade } from './helpers.mjs';

const env = useSiteAndBrowser();

/** The focused element's role and text, looking through shadow roots. */
function focusedTab(page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      role: active?.getAttribute('role') ?? active?.localName ?? '',
      text: active?.textContent?.trim() ?? '',
      inMenu: Boolean(
        active?.closest('sq-menu') ?? active?.getRootNode()?.host?.closest('sq-menu'),
      ),
    };
  });
}

/** The selected tab's name and the lines of the panel a visitor sees. */
async function shown(page) {
  const menu = page.locator('sq-menu');
  const selected = await menu.getByRole('tab', { selected: true }).allTextContents();
  const items = await menu.getByRole('tabpanel').getByRole('listitem').allInnerTexts();
  return {
    selected: selected.map((t) => t.trim()),
    items: items.map((t) => t.replace(/\s+/g, ' ').trim()),
  };
}

test('SPEC §4 Menu block on /cafe by keyboard: first tab selected, arrows wrap without selecting, Enter and Space select, one tab stop, prices in USD, axe in each state', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/cafe`);
    await waitForUpgrade(page, ['sq-menu']);
    const menu = page.locator('sq-menu');
    assert.deepEqual(
      await menu
        .getByRole('tab')
        .allTextContents()
        .then((t) => t.map((s) => s.trim())),
      ['Coffee', 'Tea', 'Bakes', 'Soft drinks'],
    );
    assert.equal(await menu.getByRole('tablist').getAttribute('aria-label'), 'Café menu');
    const first = await shown(page);
    assert.deepEqual(first.selected, ['Coffee']);
    assert.equal(
      first.items[0],
      'Espresso $3.25 A double shot of the house blend, roasted up the river in Catskill.',
    );
    assert.deepEqual(await axeViolations(page), []);

    // Tab from the top of the page until focus reaches the menu: it stops on the selected tab.
    let stop = await focusedTab(page);
    for (let presses = 0; !stop.inMenu && presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      stop = await focusedTab(page);
    }
    assert.deepEqual(stop, { role: 'tab', text: 'Coffee', inMenu: true });

    const keys = async (...presses) => {
      for (const key of presses) await page.keyboard.press(key);
      return (await focusedTab(page)).text;
    };
    assert.equal(await keys('ArrowRight', 'ArrowRight', 'ArrowRight'), 'Soft drinks');
    assert.deepEqual((await shown(page)).selected, ['Coffee'], 'moving focus does not select');
    assert.equal(await keys('ArrowRight'), 'Coffee', 'Arrow Right wraps to the first tab');
    assert.equal(await keys('ArrowLeft'), 'Soft drinks', 'Arrow Left wraps to the last tab');
    await keys('Enter');
    const drinks = await shown(page);
    assert.deepEqual(drinks.selected, ['Soft drinks']);
    assert.equal(drinks.items[0], 'Lemonade $4.00 Made here every morning.');
    assert.deepEqual(await axeViolations(page), []);
    assert.equal(await keys('Home'), 'Coffee');
    assert.equal(await keys('End', 'ArrowLeft'), 'Bakes');
    await keys('Space');
    const bakes = await shown(page);
    assert.deepEqual(bakes.selected, ['Bakes']);
    assert.equal(
      bakes.items[0],
      'Cardamom bun $4.50 Baked each morning by our neighbours on Warren Street.',
    );
    assert.deepEqual(await axeViolations(page), []);

    // One tab stop: Tab goes to the panel, then out of the menu; Shift+Tab twice comes back to
    // the selected tab.
    assert.equal((await keys('Tab'), (await focusedTab(page)).role), 'tabpanel');
    await page.keyboard.press('Tab');
    assert.equal((await focusedTab(page)).inMenu, false, 'after the panel, focus leaves the menu');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    assert.deepEqual(await focusedTab(page), { role: 'tab', text: 'Bakes', inMenu: true });
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
