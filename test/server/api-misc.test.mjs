/**
 * Landing beacon, site-user sessions, maps, logout and widget rendering calls of SPEC §7, and
 * what the store holds after them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pageContext, rows, start } from './helpers.mjs';

let env;
before(async () => {
  env = await start();
});
after(() => env.stop());

describe('landing beacon', () => {
  test('SPEC §7: Track answers a 1x1 GIF and stores landing, refer, rk, lang, screen and campaign params', async () => {
    const query = new URLSearchParams({
      landing: 'http://localhost/gallery',
      refer: 'https://search.example/',
      rk: 'rk-1',
      lang: 'en-US',
      screen: '1920x1080',
      source: 'newsletter',
      campaign: 'spring',
      mkwid: 'mk-7',
    });
    const response = await env.client().fetch(`/api/track/Track?${query}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/gif');
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
    assert.equal(bytes.readUInt16LE(6), 1, 'width 1');
    assert.equal(bytes.readUInt16LE(8), 1, 'height 1');
    const [hit] = rows(env.server, 'landing_hits');
    assert.equal(hit.landing, 'http://localhost/gallery');
    assert.equal(hit.refer, 'https://search.example/');
    assert.equal(hit.rk, 'rk-1');
    assert.equal(hit.lang, 'en-US');
    assert.equal(hit.screen, '1920x1080');
    assert.equal(hit.source, 'newsletter');
    assert.equal(hit.campaign, 'spring');
    assert.equal(hit.subcampaign, null, 'absent campaign params are stored as null');
    assert.equal(hit.mkwid, 'mk-7');
  });

  test('SPEC §7: Track stores a landing address with long campaign parameters (over 2000 characters)', async () => {
    const landing = `http://localhost/?campaign=spring&utm_term=${'stoneware-'.repeat(300)}`;
    const query = new URLSearchParams({ landing, refer: landing, rk: '', lang: 'en' });
    const response = await env.client().fetch(`/api/track/Track?${query}`);
    assert.equal(response.status, 200);
    assert.equal(rows(env.server, 'landing_hits').at(-1).landing, landing);
  });

  test('SPEC §7: Track without landing is refused with 400 JSON', async () => {
    const response = await env.client().fetch('/api/track/Track?refer=x');
    assert.equal(response.status, 400);
    assert.match((await response.json()).error, /landing/);
  });
});

describe('site-user session', () => {
  test('SPEC §7: POST session with the demo site user answers {xsrfToken} and stores the session', async () => {
    const client = env.client();
    const response = await client.postJson('/api/site-users/account/session', {
      email: 'Visitor@Example.com',
      password: 'secret-pass',
      rememberMe: true,
    });
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.match(body.xsrfToken, /^[A-Za-z0-9_-]{16,}$/);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sq-site-user='));
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /Max-Age=2592000/, 'remembered for 30 days');
    const [session] = rows(env.server, 'site_user_sessions');
    assert.equal(session.site_user_id, 'user-1');
    assert.equal(session.xsrf_token, body.xsrfToken);
    assert.equal(session.remember_me, 1);
    assert.equal(session.ended_at, null);

    const logout = await client.withQueryCrumb(
      'DELETE',
      '/api/site-users/account/session?cloneCart=true',
      { headers: { 'X-SiteUser-XSRF-Token': body.xsrfToken } },
    );
    assert.equal(logout.status, 200);
    assert.deepEqual(await logout.json(), {});
    const [ended] = rows(env.server, 'site_user_sessions');
    assert.notEqual(ended.ended_at, null);
    assert.equal(ended.clone_cart, 1);
    assert.equal(client.cookies.has('sq-site-user'), false, 'the session cookie is cleared');
  });

  test('a form-encoded log-in without rememberMe gets a session cookie', async () => {
    const client = env.client();
    const response = await client.postForm('/api/site-users/account/session', {
      email: 'visitor@example.com',
      password: 'secret-pass',
      rememberMe: 'false',
    });
    assert.equal(response.status, 200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sq-site-user='));
    assert.doesNotMatch(cookie, /Max-Age/);
  });

  test('a wrong password answers 401 {error}; a malformed email or cloneCart answers 400', async () => {
    const client = env.client();
    const wrong = await client.postJson('/api/site-users/account/session', {
      email: 'visitor@example.com',
      password: 'nope',
    });
    assert.equal(wrong.status, 401);
    assert.equal(typeof (await wrong.json()).error, 'string');
    const short = await client.postJson('/api/site-users/account/session', {
      email: 'a',
      password: 'x',
    });
    assert.equal(short.status, 400);
    assert.match((await short.json()).error, /email/);
    const clone = await client.withQueryCrumb(
      'DELETE',
      '/api/site-users/account/session?cloneCart=perhaps',
    );
    assert.equal(clone.status, 400);
  });
});

describe('maps', () => {
  test('SPEC §7: autocomplete answers the matching canned predictions', async () => {
    const body = await (
      await env.client().fetch('/api/google-maps/places/autocomplete?input=washington')
    ).json();
    assert.deepEqual(body.predictions, [
      {
        placeId: 'place-1',
        description: '1 Washington Square, New York',
        mainText: '1 Washington Square, New York',
        secondaryText: '',
      },
    ]);
    const none = await (
      await env.client().fetch('/api/google-maps/places/autocomplete?input=zzz')
    ).json();
    assert.deepEqual(none.predictions, []);
    assert.equal((await env.client().fetch('/api/google-maps/places/autocomplete')).status, 400);
  });

  test('SPEC §7: details needs productPage and productSection (400 without) and answers the place', async () => {
    const client = env.client();
    const missing = await client.fetch(
      '/api/google-maps/places/details?placeId=place-1&productPage=checkout',
    );
    assert.equal(missing.status, 400);
    assert.match((await missing.json()).error, /productSection/);
    const ok = await client.fetch(
      '/api/google-maps/places/details?placeId=place-1&productPage=checkout&productSection=shipping',
    );
    assert.equal(ok.status, 200);
    const { result } = await ok.json();
    assert.equal(result.placeId, 'place-1');
    assert.deepEqual(result.address, { addressLine1: '1 Washington Square' });
    assert.deepEqual(result.location, { lat: 40.73, lng: -73.99 });
    const unknown = await client.fetch(
      '/api/google-maps/places/details?placeId=x&productPage=a&productSection=b',
    );
    assert.equal(unknown.status, 404);
  });
});

test('SPEC §7: POST /api/auth/Logout ends the owner session', async () => {
  const client = env.client();
  await client.signIn('owner');
  assert.ok(pageContext(await (await client.get('/')).text()).authenticatedAccount);
  const response = await client.postForm('/api/auth/Logout', {});
  assert.equal(response.status, 200);
  assert.equal('authenticatedAccount' in pageContext(await (await client.get('/')).text()), false);
});

describe('widget rendering', () => {
  test('SPEC §7: GetWidgetRendering answers data.html from site.json widgets, else a rendering of the value', async () => {
    const client = env.client();
    const configured = await client.postForm('/api/widget/GetWidgetRendering', {
      widgetJSON: JSON.stringify({ type: 'events', id: 'widget-configured', value: {} }),
      collectionId: 'events-1',
    });
    assert.deepEqual(await configured.json(), {
      data: { html: '<ul class="events"><li>Configured</li></ul>' },
    });
    const plain = await client.postForm('/api/widget/GetWidgetRendering', {
      widgetJSON: JSON.stringify({ type: 6, id: 'w-2', value: ['<b>one</b>', 'two'] }),
    });
    const {
      data: { html },
    } = await plain.json();
    assert.match(html, /data-widget-id="w-2"/);
    assert.match(html, /<li>&lt;b&gt;one&lt;\/b&gt;<\/li><li>two<\/li>/);
  });

  test('SPEC §7: GetWidgetRendering refuses a widgetJSON without id (400)', async () => {
    const response = await env.client().postForm('/api/widget/GetWidgetRendering', {
      widgetJSON: JSON.stringify({ type: 6, value: 1 }),
    });
    assert.equal(response.status, 400);
    assert.match((await response.json()).error, /widgetJSON\.id/);
  });
});
