/**
 * site.json validation at start-up: a clear error naming the failing path, and the demo site's
 * own site.json is valid.
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadSiteConfig, SiteConfigError } from '../../server/site-config.ts';
import { startServer } from '../../server/main.ts';
import { FIXTURE_ASSETS, makeSite, tempDir } from './helpers.mjs';

const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Starting a server for a fixture site changed by `config` fails; answers the message. */
async function startupError(config) {
  const site = makeSite({ config });
  const data = tempDir('sq-data-');
  made.push(site, data);
  await assert.rejects(
    startServer({ site, data, assets: FIXTURE_ASSETS, port: 0 }),
    SiteConfigError,
  );
  try {
    await startServer({ site, data, assets: FIXTURE_ASSETS, port: 0 });
  } catch (error) {
    return error.message;
  }
  return '';
}

test('demo/site.json is a valid site configuration', () => {
  const config = loadSiteConfig('demo');
  // SPEC §3, §4: the demo asks for consent under a restrictive policy, as a bar a visitor can decline.
  assert.deepEqual(
    {
      enabled: config.cookieSettings.isCookieBannerEnabled,
      restrictive: config.cookieSettings.isRestrictiveCookiePolicyEnabled,
      acceptType: config.cookieSettings.cookieBannerAcceptType,
    },
    { enabled: true, restrictive: true, acceptType: 'OPT_IN_AND_OUT' },
  );
  assert.ok(config.siteUsers.length >= 1);
  // npm start tells the owner's email and password; both accounts sign in at /config/.
  assert.equal(typeof config.accounts.owner.email, 'string');
  assert.equal(typeof config.accounts.viewer.password, 'string');
  // Nothing on the demo fails on purpose: the SPEC §8 failure paths are on the e2e fixture site.
  assert.deepEqual(config.failures, { endpoints: {}, forms: {} });
});

test('a missing site.json, or one that is not JSON, is a clear start-up error', async () => {
  const empty = tempDir('sq-site-');
  made.push(empty);
  assert.throws(() => loadSiteConfig(empty), /site\.json not found/);
  writeFileSync(join(empty, 'site.json'), '{ nope');
  assert.throws(() => loadSiteConfig(empty), /site\.json is not valid JSON/);
});

test('schema errors name the failing path', async () => {
  assert.match(await startupError({ website: { identifier: 'x' } }), /website\.id:/);
  assert.match(await startupError({ websiteSetings: {} }), /Unrecognized key.*websiteSetings/);
  assert.match(
    await startupError({ accounts: { owner: { id: 'o', roles: [5] } } }),
    /accounts\.owner\.roles\.0: not a known website role/,
  );
  assert.match(
    await startupError({ pages: { '/x': { pageType: 99 } } }),
    /pages\.\/x\.pageType: not a known page type/,
  );
});

test('account passwords: email and password go together, at least 8 characters, one email per account', async () => {
  const owner = { id: 'o', roles: [1] };
  assert.match(
    await startupError({ accounts: { owner: { ...owner, email: 'o@example.com' } } }),
    /accounts\.owner: email and password go together/,
  );
  assert.match(
    await startupError({
      accounts: { owner: { ...owner, email: 'o@example.com', password: 'short' } },
    }),
    /accounts\.owner\.password:/,
  );
  assert.match(
    await startupError({
      accounts: { owner: { ...owner, email: 'not an email', password: 'long enough' } },
    }),
    /accounts\.owner\.email:/,
  );
  const same = { email: 'Same@example.com', password: 'long enough' };
  assert.match(
    await startupError({
      accounts: {
        owner: { ...owner, ...same },
        viewer: { id: 'v', roles: [10], ...same, email: 'same@example.com' },
      },
    }),
    /accounts: the owner and the viewer need different emails/,
  );
});

test('failures are validated: statuses, delays, field errors and endpoint names', async () => {
  const endpoints = (value) => ({ failures: { endpoints: value } });
  assert.match(
    await startupError(endpoints({ '/api/events/RecordEvent': { status: 418 } })),
    /failures\.endpoints\.\/api\/events\/RecordEvent\.status/,
  );
  assert.match(
    await startupError(endpoints({ '/api/events/RecordEvent': { delayMs: -1 } })),
    /delayMs/,
  );
  assert.match(
    await startupError(endpoints({ '/api/events/RecordEvent': {} })),
    /a failure needs a status, a delayMs, or both/,
  );
  assert.match(
    await startupError({
      failures: { forms: { f: { status: 500, errors: { a: 'b' } } } },
    }),
    /failures\.forms\.f\.errors: field errors need status 400/,
  );
  assert.match(
    await startupError(endpoints({ '/api/nothing': { status: 500 } })),
    /no such endpoint: \/api\/nothing/,
  );
  assert.match(
    await startupError(endpoints({ '/other': { status: 500 } })),
    /starting with \/api\//,
  );
});
