/**
 * The client the owner edits in, told apart (SPEC §1 "Mobile editor apps (iOS and Android) are
 * detected", SPEC §3 tracker sources): each load of the editor is recorded by the server with
 * the tracker source of its user agent.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { DEMO_SITE, openPage, useSiteAndBrowser } from './helpers.mjs';

const { accounts } = JSON.parse(readFileSync(join(DEMO_SITE, 'site.json'), 'utf8'));
const env = useSiteAndBrowser();

const CLIENTS = [
  ['WEB', undefined],
  [
    'IOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SqEditorApp/4.2',
  ],
  [
    'ANDROID',
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 SqEditorApp/4.2',
  ],
  [
    'WEB',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ],
];

/** The tracker sources of the editor loads the server has recorded, oldest first. */
const recordedSources = () =>
  env.site.store.db
    .prepare("SELECT data FROM tracking_events WHERE event = 'editor_open' ORDER BY rowid")
    .all()
    .map((row) => JSON.parse(row.data).trackerSource);

test('SPEC §1, §3: each editor load is recorded with its tracker source (the iOS and Android editor apps, a browser otherwise)', async () => {
  for (const [, userAgent] of CLIENTS) {
    const { page, problems, close } = await openPage(env.browser, userAgent ? { userAgent } : {});
    try {
      await page.goto(`${env.site.url}/config/`);
      await page.getByLabel('Email').fill(accounts.owner.email);
      await page.getByLabel('Password').fill(accounts.owner.password);
      const recorded = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/events/RecordEvent',
      );
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('navigation', { name: 'Editor views' }).waitFor();
      assert.equal((await recorded).status(), 200);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  }
  assert.deepEqual(
    recordedSources(),
    CLIENTS.map(([source]) => source),
  );
});
