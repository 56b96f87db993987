/**
 * The cookie banner settings in the editor (SPEC §3 "Cookie banner settings", §5): `GET
 * /api/editor/settings/cookie-banner` answers the settings every page serves (site.json's until a
 * save), `PUT` stores the next version (409 with the current one when another save came first,
 * 400 for a key or value SPEC §3 does not allow), and every later page's context carries the
 * saved `cookieSettings`, for every visitor.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { makeSite, pageContext, start } from './helpers.mjs';

const SITE_SETTINGS = { isCookieBannerEnabled: false, cookieBannerCtaText: 'OK' };
const URL = '/api/editor/settings/cookie-banner';

let env;
before(async () => {
  env = await start({ site: makeSite({ config: { cookieSettings: SITE_SETTINGS } }) });
});
after(async () => {
  await env.stop();
});

async function signedIn(who = 'owner') {
  const client = env.client();
  await client.signIn(who);
  return client;
}

/** PUT with the crumb as query parameter, as the data client sends it. */
function put(client, body) {
  return client.withQueryCrumb('PUT', URL, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The page context's cookieSettings of `path` as a visitor without cookies gets it. */
async function visitorSettings(path = '/') {
  return pageContext(await (await env.client().get(path)).text()).cookieSettings;
}

describe('cookie banner settings in the editor (SPEC §3 "Cookie banner settings")', () => {
  test('without an editor session, reading and saving answer 401', async () => {
    for (const client of [env.client(), await signedIn('viewer')]) {
      const read = await client.get(URL);
      assert.equal(read.status, 401);
      assert.deepEqual(await read.json(), { error: 'Sign in to edit this site.' });
      const save = await put(client, { data: {}, baseVersion: 0 });
      assert.equal(save.status, 401);
    }
    assert.deepEqual(await visitorSettings(), SITE_SETTINGS);
  });

  test('before a save, the settings are site.json’s, version 0, never saved', async () => {
    const owner = await signedIn();
    const response = await owner.get(URL);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      data: SITE_SETTINGS,
      version: 0,
      savedAt: null,
      savedBy: null,
    });
  });

  test('a value SPEC §3 does not allow is refused with 400 and nothing is stored', async () => {
    const owner = await signedIn();
    for (const [data, error] of [
      [{ cookieBannerPosition: 'MIDDLE' }, /^data\.cookieBannerPosition: /],
      [{ isCookieBannerEnabled: 'yes' }, /^data\.isCookieBannerEnabled: /],
      [{ cookieBannerSize: 'LARGE' }, /^data: Unrecognized key: "cookieBannerSize"/],
    ]) {
      const response = await put(owner, { data, baseVersion: 0 });
      assert.equal(response.status, 400, JSON.stringify(data));
      assert.match((await response.json()).error, error);
    }
    assert.equal((await (await owner.get(URL)).json()).version, 0);
  });

  test('a save answers its version; the editor and every later page of a new visitor carry the saved settings; a stale save is refused with 409', async () => {
    const owner = await signedIn();
    const data = {
      isCookieBannerEnabled: true,
      cookieBannerText: '<p>We count visits with cookies.</p>',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
    };
    const saved = await put(owner, { data, baseVersion: 0 });
    assert.equal(saved.status, 200);
    const body = await saved.json();
    assert.deepEqual(Object.keys(body).sort(), ['savedAt', 'savedBy', 'version']);
    assert.equal(body.version, 1);
    assert.equal(body.savedBy, 'owner@example.com');
    assert.ok(Math.abs(Date.parse(body.savedAt) - Date.now()) < 60_000, body.savedAt);

    assert.deepEqual(await (await owner.get(URL)).json(), { data, ...body });
    assert.deepEqual(await visitorSettings('/'), data);
    assert.deepEqual(await visitorSettings('/no-such-page'), data);
    const ownPage = pageContext(await (await owner.get('/')).text());
    assert.deepEqual(ownPage.cookieSettings, data);

    // Another tab edited version 0 too: its save is refused, and it is told what is stored now.
    const stale = await put(owner, { data: { isCookieBannerEnabled: false }, baseVersion: 0 });
    assert.equal(stale.status, 409);
    assert.deepEqual(await stale.json(), { error: 'conflict', current: { data, ...body } });
    assert.deepEqual(await visitorSettings('/'), data);

    const next = await put(owner, { data: { isCookieBannerEnabled: false }, baseVersion: 1 });
    assert.equal(next.status, 200);
    assert.equal((await next.json()).version, 2);
    assert.deepEqual(await visitorSettings('/'), { isCookieBannerEnabled: false });
  });

  test('a save without the crumb is not stored', async () => {
    const owner = await signedIn();
    const before = (await (await owner.get(URL)).json()).version;
    const response = await owner.fetch(URL, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { isCookieBannerEnabled: true }, baseVersion: before }),
    });
    assert.deepEqual(Object.keys(await response.json()).sort(), ['crumb', 'crumbFail']);
    assert.equal((await (await owner.get(URL)).json()).version, before);
  });
});
