// The demo site's third parties (ARCHITECTURE.md "Third-party embeds", SPEC §7 third-party loads):
// the request log of every page, each scrolled through until its blocks have upgraded, holds not
// one request to another origin or to the site server's doubles under /third-party/ before the
// visitor's consent and a press; once the visitor accepts, the fonts stylesheet comes (it needs
// no press), and an embed's code only after its button is pressed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptBanner } from './block-states.mjs';
import { DEMO_PAGES, openPage, useSiteAndBrowser, visitUpgraded } from './helpers.mjs';
import { thirdPartyRequests } from './third-party-helpers.mjs';

const env = useSiteAndBrowser();

/** Opens `path` of the demo site with every block upgraded. */
const visit = (page, path) => visitUpgraded(page, env.site.url + path);

/** The fonts stylesheet requests of the log. */
const fontRequests = (log) =>
  log.filter((url) => new URL(url).pathname === '/third-party/fonts/css2');

for (const [who, consent] of [
  ['a first visit (no decision)', null],
  ['a visitor who declined', false],
]) {
  test(`${who}: every demo page makes no request to another origin or /third-party/, its blocks upgraded`, async () => {
    const { page, close } = await openPage(env.browser, { consent });
    const log = thirdPartyRequests(page);
    try {
      for (const { path } of DEMO_PAGES) await visit(page, path);
      assert.deepEqual(log, []);
    } finally {
      await close();
    }
  });
}

test('accepting loads the site fonts (one family parameter per font, display=swap) and nothing else; the map and the booking widget load when their buttons are pressed', async () => {
  const { page, close } = await openPage(env.browser, { consent: null });
  const log = thirdPartyRequests(page);
  try {
    await visit(page, '/visit');
    assert.deepEqual(log, [], 'before the decision');
    const fontsRequested = page.waitForRequest((request) =>
      request.url().includes('/third-party/fonts/css2'),
    );
    await acceptBanner(page);
    await fontsRequested;
    const [fonts] = fontRequests(log).map((url) => new URL(url));
    assert.deepEqual(fonts.searchParams.getAll('family'), ['Fraunces:wght@400;600']);
    assert.equal(fonts.searchParams.get('display'), 'swap');
    assert.deepEqual(
      log.filter((url) => !fontRequests(log).includes(url)),
      [],
      'no embed before a press',
    );

    await page.getByRole('button', { name: 'Show the interactive map' }).click();
    await page.locator('sq-map').evaluate(
      (map) =>
        new Promise((resolve) => {
          if (map.matches(':state(loaded)')) resolve();
          else map.addEventListener('sq-embed-loaded', resolve, { once: true });
        }),
    );
    assert.ok(
      log.some((url) => new URL(url).pathname === '/third-party/maps/api.js'),
      'the maps script after the press',
    );
    assert.equal(
      log.some((url) => new URL(url).pathname.startsWith('/third-party/scheduling/')),
      false,
      'the booking widget still waits for its own press',
    );
  } finally {
    await close();
  }
});

test('a returning visitor who accepted gets the fonts stylesheet on every page without a press', async () => {
  const { page, close } = await openPage(env.browser, { consent: true });
  const log = thirdPartyRequests(page);
  try {
    const fonts = page.waitForRequest((request) =>
      request.url().includes('/third-party/fonts/css2'),
    );
    await page.goto(`${env.site.url}/`);
    await fonts;
    assert.deepEqual(
      log.filter((url) => !fontRequests(log).includes(url)),
      [],
    );
  } finally {
    await close();
  }
});
