/**
 * The social blocks end to end, on small sites the test writes (one per way the third party
 * answers), served by the site server with the built runtime: `<sq-social-gallery>` (SPEC §7
 * GetWidgetRendering, first-party), `<sq-social-links>` with the follow button behind the facade
 * (SPEC §7 follow widget script, §9 10000 ms), `<sq-comments-count>` (SPEC §7 comments count
 * script). The request log proves that nothing goes to another origin, nor to the site's
 * `/third-party/` doubles, before consent and the visitor's click.
 */
/* global document, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  axeViolations,
  launchBrowser,
  openPage,
  scrollThrough,
  startSite,
  waitForUpgrade,
} from './helpers.mjs';
import { thirdPartyRequests } from './third-party-helpers.mjs';

/** What GetWidgetRendering answers for the gallery (site.json `widgets`): two local photos. */
const FEED_HTML =
  '<ul>' +
  '<li><a href="https://photos.example/p/1"><img src="/images/bowl.svg" alt="A tenmoku bowl fresh from the kiln" width="300" height="300"></a></li>' +
  '<li><a href="https://photos.example/p/2"><img src="/images/vase.svg" alt="Celadon vases drying on a shelf" width="300" height="300"></a></li>' +
  '</ul><script>window.feedScriptRan = true</script>';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Social blocks</title>
<script type="module" src="/assets/sq-runtime.js"></script>
</head>
<body>
<main>
<h1>Social blocks</h1>
<h2>From our photo feed</h2>
<sq-social-gallery data-block-json='{"type":"photo-sharing","id":"kiln-feed","value":{"account":"kilnandclay","count":2},"label":"Our latest photos"}'>
  <p><a href="https://photos.example/kilnandclay">See our photos on the photo-sharing site</a></p>
</sq-social-gallery>
<h2>Journal</h2>
<p><a href="/journal/first-firing">The first firing</a>
<sq-comments-count><a class="disqus-comment-count" data-disqus-identifier="first-firing" href="/journal/first-firing#comments">Comments</a></sq-comments-count></p>
</main>
<footer>
<h2>Follow the studio</h2>
<sq-social-links data-block-json='{"label":"Kiln &amp; Clay elsewhere","display":"icons","follow":{"handle":"kilnandclay"}}'>
  <ul>
    <li><a href="https://www.instagram.com/kilnandclay">Instagram</a></li>
    <li><a href="https://x.com/kilnandclay">X</a></li>
    <li><a href="mailto:hello@kilnandclay.example">Email</a></li>
  </ul>
</sq-social-links>
</footer>
</body>
</html>
`;

const SQUARE = (colour) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="${colour}"/></svg>`;

/**
 * A site whose third-party scripts are the doubles with `query`, under a restrictive policy
 * (no banner: a test gives the consent cookie or not), comments on; `loadAfterConsent` as given.
 */
function writeSite({ query = '', loadAfterConsent = false, failures = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'sq-e2e-social-site-'));
  mkdirSync(join(dir, 'images'));
  writeFileSync(join(dir, 'images', 'bowl.svg'), SQUARE('#5b3a29'));
  writeFileSync(join(dir, 'images', 'vase.svg'), SQUARE('#9dbfa6'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  const site = {
    website: {
      id: 'e2e-social-site',
      identifier: 'e2e-social',
      baseUrl: 'http://localhost',
      websiteType: 1,
    },
    templateId: 'e2e-social-template',
    templateVersion: '7.1',
    appDomain: 'localhost',
    env: 'dev',
    cookieSettings: { isCookieBannerEnabled: false, isRestrictiveCookiePolicyEnabled: true },
    websiteSettings: {
      commentsEnabled: true,
      disqusShortname: 'kilnandclay',
      thirdPartyEmbeds: {
        loadAfterConsent,
        urls: {
          follow: `/third-party/follow/widgets.js${query}`,
          comments: `/third-party/comments/count.js${query}`,
        },
      },
    },
    widgets: { 'kiln-feed': FEED_HTML },
    accounts: {
      owner: {
        id: 'e2e-social-owner',
        roles: [1],
        email: 'owner@example.com',
        password: 'owner-password',
      },
    },
    failures: { endpoints: failures },
  };
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site, null, 2));
  return dir;
}

const SITES = {
  click: { loadAfterConsent: false },
  auto: { loadAfterConsent: true },
  broken: {
    query: '?fail=error',
    failures: { '/api/widget/GetWidgetRendering': { status: 500 } },
  },
  hanging: { query: '?fail=timeout' },
};

const env = { sites: {}, dirs: [] };
before(async () => {
  for (const [name, options] of Object.entries(SITES)) {
    const dir = writeSite(options);
    env.dirs.push(dir);
    env.sites[name] = await startSite(dir);
  }
  env.browser = await launchBrowser();
});
after(async () => {
  await env.browser?.close();
  for (const site of Object.values(env.sites)) await site.stop();
  for (const dir of env.dirs) rmSync(dir, { recursive: true, force: true });
});

/** Opens the site's page, every block upgraded and scrolled past once. */
async function visit(name, consent) {
  const visitor = await openPage(env.browser, { consent });
  visitor.thirdParty = thirdPartyRequests(visitor.page);
  await visitor.page.goto(env.sites[name].url, { waitUntil: 'load' });
  await scrollThrough(visitor.page);
  await waitForUpgrade(visitor.page, ['sq-social-gallery', 'sq-social-links', 'sq-comments-count']);
  return visitor;
}

const gallery = (page) => page.locator('sq-social-gallery');
const links = (page) => page.locator('sq-social-links');
const stateOf = (locator) => locator.evaluate((el) => el.state ?? el.followState);

test("SPEC §7 GetWidgetRendering: the photo feed is the site server's rendering, sanitized, and nothing leaves the site", async () => {
  const { page, requests, thirdParty, problems, close } = await visit('click', false);
  try {
    await page.waitForFunction(
      () => document.querySelector('sq-social-gallery').state === 'loaded',
    );
    const feed = gallery(page).getByRole('region', { name: 'Our latest photos' });
    assert.deepEqual(
      await feed.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.alt)),
      ['A tenmoku bowl fresh from the kiln', 'Celadon vases drying on a shelf'],
    );
    await page.waitForFunction(() =>
      [...document.querySelector('sq-social-gallery').shadowRoot.querySelectorAll('img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    assert.equal(await page.evaluate(() => window.feedScriptRan), undefined);
    assert.equal(await gallery(page).getByText('See our photos').isVisible(), false);
    const asked = requests.filter((url) => url.includes('/api/widget/GetWidgetRendering'));
    assert.equal(asked.length, 1);
    assert.deepEqual(thirdParty, []);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('ARCHITECTURE third-party embeds: under the restrictive policy nothing third-party loads until "Load X" is pressed; then only the follow double', async () => {
  const { page, thirdParty, problems, close } = await visit('click', null);
  try {
    const facadeButton = links(page).getByRole('button', { name: 'Load X' });
    await facadeButton.scrollIntoViewIfNeeded();
    assert.equal(await stateOf(links(page)), 'placeholder');
    assert.equal(
      await links(page).getByText('Loading the follow button sends your IP address').isVisible(),
      true,
    );
    assert.deepEqual(
      await links(page)
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.textContent.trim())),
      ['Instagram', 'X', 'Email'],
    );
    assert.equal(await page.locator('.disqus-comment-count').textContent(), 'Comments');
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(thirdParty, [], 'none before the click');

    await facadeButton.click();
    const follow = links(page).getByRole('link', { name: 'Follow @kilnandclay' });
    await follow.waitFor();
    assert.equal(await stateOf(links(page)), 'loaded');
    assert.equal(await follow.evaluate((a) => a.matches(':focus')), true);
    const loaded = thirdParty.map((url) => new URL(url).pathname);
    assert.deepEqual(loaded, ['/third-party/follow/widgets.js']);
    // The click was consent for the follow button alone: the comment count stays a link.
    assert.equal(await page.locator('.disqus-comment-count').textContent(), 'Comments');
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('loading after consent: nothing loads before the visitor accepts; once accepted the follow button and the comment count load by themselves', async () => {
  const before = await visit('auto', null);
  try {
    assert.equal(await stateOf(links(before.page)), 'placeholder');
    assert.equal(await before.page.locator('.disqus-comment-count').textContent(), 'Comments');
    assert.deepEqual(before.thirdParty, []);
  } finally {
    await before.close();
  }
  const { page, thirdParty, problems, close } = await visit('auto', true);
  try {
    await links(page).getByRole('link', { name: 'Follow @kilnandclay' }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('.disqus-comment-count').textContent === '3 Comments',
    );
    const loaded = thirdParty.map((url) => new URL(url).pathname);
    assert.deepEqual(loaded.sort(), [
      '/third-party/comments/count.js',
      '/third-party/follow/widgets.js',
    ]);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test("failures: a follow script that does not load says so and keeps the links; a failed rendering keeps the gallery's server markup", async () => {
  const { page, thirdParty, close } = await visit('broken', true);
  try {
    await page.waitForFunction(
      () => document.querySelector('sq-social-gallery').state === 'failed',
    );
    assert.equal(await gallery(page).getByText('See our photos').isVisible(), true);
    const button = links(page).getByRole('button', { name: 'Show the follow button' });
    await button.click();
    await links(page).getByText('X could not be loaded. Please try again.').waitFor();
    assert.equal(await stateOf(links(page)), 'failed');
    assert.equal(await button.evaluate((b) => b.matches(':focus')), true);
    assert.equal(await links(page).getByRole('link').count(), 3);
    const loaded = thirdParty.map((url) => new URL(url).pathname);
    assert.deepEqual(loaded, ['/third-party/follow/widgets.js']);
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await close();
  }
});

test('SPEC §9: a follow script that is not ready within 10000 ms times out; the links stay', async () => {
  const { page, close, problems } = await visit('hanging', true);
  try {
    const started = Date.now();
    await links(page).getByRole('button', { name: 'Show the follow button' }).click();
    await links(page).getByText('Loading X…').waitFor();
    assert.equal(await stateOf(links(page)), 'loading');
    assert.deepEqual(await axeViolations(page), []);
    await links(page)
      .getByText('X could not be loaded. Please try again.')
      .waitFor({ timeout: 15_000 });
    assert.ok(Date.now() - started >= 10_000, 'gave up after the 10000 ms time-out, not before');
    assert.equal(await links(page).getByRole('link').count(), 3);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
