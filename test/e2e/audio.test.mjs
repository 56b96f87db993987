/**
 * `<sq-audio>` on the demo's About page ("Listen") against the real site server: the native
 * player's census audio events (SPEC §3 type 20) as the server stores them, and the audio-sharing embed's request log: nothing to another origin nor to
 * the site's `/third-party/` doubles before consent and a click, then the player double.
 */
/* global document */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import { rowsOf, waitForRows } from './analytics-helpers.mjs';
import { thirdPartyRequests } from './third-party-helpers.mjs';
import {
  axeViolations,
  DEMO_SITE,
  openPage,
  scrollThrough,
  useSiteAndBrowser,
  waitForUpgrade,
} from './helpers.mjs';

const PLAYER_DOUBLE = '/third-party/audio/player';

/**
 * The demo site, with the audio-sharing player pointed at the server's double when its site.json
 * does not do so already (`websiteSettings.thirdPartyEmbeds.urls.audioSharing`).
 */
function demoWithPlayerDouble() {
  const dir = mkdtempSync(join(tmpdir(), 'sq-e2e-audio-site-'));
  cpSync(DEMO_SITE, dir, { recursive: true });
  const file = join(dir, 'site.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const embeds = (config.websiteSettings.thirdPartyEmbeds ??= {});
  embeds.urls = { audioSharing: PLAYER_DOUBLE, ...embeds.urls };
  writeFileSync(file, JSON.stringify(config, null, 2));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const env = useSiteAndBrowser(demoWithPlayerDouble());

/** Census audio hits (RecordHit, event 20) the server stored. */
const audioHits = (store) =>
  rowsOf(store, 'census_hits').filter((row) => row.kind === 'RecordHit' && row.event === 20);

describe('<sq-audio> on the About page (Listen)', () => {
  test('SPEC §3 census audio: plays and pauses of the Kiln Log reach the server as event 20', async () => {
    const before = audioHits(env.site.store).length;
    const { page, problems, close } = await openPage(env.browser);
    try {
      await page.goto(`${env.site.url}/about`, { waitUntil: 'load' });
      await waitForUpgrade(page, ['sq-audio']);
      const log = page.locator('#kiln-log');
      await log.getByRole('button', { name: /Cone ten/ }).click();
      await page.waitForFunction(() =>
        document.querySelector('#kiln-log')?.matches(':state(playing)'),
      );
      await log.getByRole('button', { name: /Opening day/ }).click();
      const rows = await waitForRows(
        env.site.store,
        'census_hits',
        (row) => row.kind === 'RecordHit' && row.event === 20,
        { count: before + 3 },
      );
      const media = rows.slice(before).map((row) => [row.data.mediaAction, row.data.mediaReason]);
      assert.deepEqual(media.slice(0, 3), [
        ['play', null],
        ['pause', 'stopped'],
        ['play', null],
      ]);
      const first = rows[before];
      assert.equal(first.data.mediaUrl, `${env.site.url}/audio/cone-ten.wav`);
      assert.equal(first.data.mediaProvider, 'file');
      assert.equal(first.data.pagePath, '/about');
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('ARCHITECTURE "Third-party embeds": no request to another origin or /third-party/ before consent and a click; then the player double', async () => {
    const { page, context, problems, close } = await openPage(env.browser, { consent: null });
    const third = thirdPartyRequests(page, { siteOrigin: env.site.url });
    try {
      await page.goto(`${env.site.url}/about`, { waitUntil: 'load' });
      await waitForUpgrade(page, ['sq-audio']);
      await scrollThrough(page);
      const talk = page.locator('#glaze-talk');
      const load = talk.getByRole('button', { name: 'Load SoundCloud' });
      await load.waitFor();
      assert.deepEqual(third, []);
      assert.match(
        await talk.getByText(/sends your IP address/).textContent(),
        /^Loading the player sends your IP address and the address of this page to SoundCloud\.$/,
      );
      assert.deepEqual(await axeViolations(page), []);

      await load.click();
      await page.waitForFunction(() =>
        document.querySelector('#glaze-talk')?.matches(':state(loaded)'),
      );
      const requested = third.map((url) => new URL(url));
      assert.ok(requested.length > 0, 'the player was requested');
      for (const url of requested) {
        assert.equal(url.origin, env.site.url, 'only the site’s own double');
        assert.match(url.pathname, /^\/third-party\/audio\/player(\.js)?$/);
      }
      const player = requested.find((url) => url.pathname === PLAYER_DOUBLE);
      assert.equal(
        player.searchParams.get('url'),
        'https://soundcloud.com/kilnandclay/glaze-talk-wood-ash',
      );
      const cookies = await context.cookies(env.site.url);
      assert.ok(
        !cookies.some((cookie) => cookie.name === COOKIES.consent.name),
        'the click is consent for this embed only: no consent cookie is written',
      );
      const frame = page.frameLocator('#glaze-talk iframe');
      await frame.getByRole('button', { name: 'Pause' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});
