/**
 * The crumb (CSRF token) of SPEC §7: issued by pages, checked on every write call, a stale or
 * mismatching one answered with crumbFail and a fresh crumb.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rows, start } from './helpers.mjs';

let env;
before(async () => {
  env = await start();
});
after(() => env.stop());

const EVENT = { event: 'page_view', data: JSON.stringify({ pagePath: '/' }) };

test('SPEC §7: a page sets a readable crumb cookie when the visitor has none, and keeps a valid one', async () => {
  const client = env.client();
  const first = await client.get('/');
  const line = first.headers.getSetCookie().find((c) => c.startsWith('crumb='));
  assert.ok(line, 'crumb cookie set');
  assert.doesNotMatch(line, /HttpOnly/i, 'scripts must be able to read the crumb');
  assert.match(line, /Path=\//);
  const crumb = client.cookies.get('crumb');
  assert.match(crumb, /^[A-Za-z0-9_-]{32}$/);

  const second = await client.get('/gallery');
  assert.equal(
    second.headers.getSetCookie().some((c) => c.startsWith('crumb=')),
    false,
  );

  client.cookies.set('crumb', 'A'.repeat(32));
  await client.get('/');
  assert.notEqual(client.cookies.get('crumb'), 'A'.repeat(32), 'a stale crumb is replaced');
});

test('SPEC §7: a write without a crumb gets {crumbFail, crumb} with a fresh cookie; nothing is stored', async () => {
  const client = env.client();
  await client.get('/');
  const before = rows(env.server, 'tracking_events').length;
  const response = await client.postForm('/api/events/RecordEvent', EVENT, { crumb: false });
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.crumbFail, true);
  assert.match(body.crumb, /^[A-Za-z0-9_-]{32}$/);
  assert.equal(client.cookies.get('crumb'), body.crumb, 'the cookie holds the new crumb');
  assert.equal(rows(env.server, 'tracking_events').length, before);

  const retry = await client.postForm('/api/events/RecordEvent', EVENT);
  assert.deepEqual(await retry.json(), {}, 'the retry with the new crumb succeeds');
  assert.equal(rows(env.server, 'tracking_events').length, before + 1);
});

test('SPEC §7: a crumb that does not match the cookie, or a cookie this server never issued, fails', async () => {
  const client = env.client();
  const good = await client.crumb();
  const mismatch = await client.fetch('/api/events/RecordEvent', {
    method: 'POST',
    body: new URLSearchParams({ ...EVENT, crumb: 'B'.repeat(32) }),
  });
  assert.equal((await mismatch.json()).crumbFail, true);

  const forged = 'C'.repeat(32);
  const stale = await fetch(`${env.url}/api/events/RecordEvent?crumb=${forged}`, {
    method: 'POST',
    headers: { cookie: `crumb=${forged}` },
    body: new URLSearchParams(EVENT),
  });
  const body = await stale.json();
  assert.equal(body.crumbFail, true);
  assert.notEqual(body.crumb, good);
  assert.notEqual(body.crumb, forged);
});

test('SPEC §7: the crumb is accepted as a query parameter, a header, a form field or a multipart beacon field', async () => {
  const client = env.client();
  const crumb = await client.crumb();
  const before = rows(env.server, 'tracking_events').length;

  const query = await client.withQueryCrumb('POST', '/api/events/RecordEvent', {
    body: new URLSearchParams(EVENT),
  });
  assert.deepEqual(await query.json(), {});

  const header = await client.fetch('/api/events/RecordEvent', {
    method: 'POST',
    headers: { 'x-csrf-token': crumb },
    body: new URLSearchParams(EVENT),
  });
  assert.deepEqual(await header.json(), {});

  const form = await client.postForm('/api/events/RecordEvent', EVENT);
  assert.deepEqual(await form.json(), {});

  const beacon = new FormData();
  for (const [name, value] of Object.entries({ ...EVENT, crumb })) beacon.append(name, value);
  const multipart = await client.fetch('/api/events/RecordEvent', { method: 'POST', body: beacon });
  assert.deepEqual(await multipart.json(), {});

  assert.equal(rows(env.server, 'tracking_events').length, before + 4);
});

test('SPEC §7: GET calls need no crumb; DELETE needs one', async () => {
  const client = env.client();
  const settings = await client.fetch('/api/1/performance/settings');
  assert.equal(settings.status, 200);
  assert.equal(typeof (await settings.json()).pageLoadId, 'string');

  const del = await client.fetch('/api/site-users/account/session?cloneCart=false', {
    method: 'DELETE',
  });
  assert.equal((await del.json()).crumbFail, true);
});
