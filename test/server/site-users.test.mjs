/**
 * Site-user accounts on the site server (SPEC §7 site-user session calls, SPEC §6
 * login-required): accounts seeded from site.json with hashed passwords, sign-up, the
 * X-SiteUser-XSRF-Token guard of every account call after log-in, log-out with cloneCart and its
 * crumbFail retry, and the profile.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { rows, start } from './helpers.mjs';

let env;
before(async () => {
  env = await start();
});
after(() => env.stop());

const SESSION = '/api/site-users/account/session';
const PROFILE = '/api/site-users/account/profile';
const XSRF = 'X-SiteUser-XSRF-Token';

/** A new client logged in as the fixture's site user; resolves with it and its token. */
async function loggedIn(email = 'visitor@example.com', password = 'secret-pass') {
  const client = env.client();
  const response = await client.postJson(SESSION, { email, password });
  assert.equal(response.status, 200);
  const { xsrfToken } = await response.json();
  return { client, xsrfToken };
}

/** A JSON request with the crumb header and `headers`. */
async function send(client, method, path, { body, headers = {} } = {}) {
  return client.fetch(path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': await client.crumb(),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('seeded accounts', () => {
  test('site.json siteUsers are stored with scrypt hashes, never the plain password', () => {
    const [user] = rows(env.server, 'site_users');
    assert.equal(user.id, 'user-1');
    assert.equal(user.email, 'visitor@example.com');
    assert.match(user.password_hash, /^scrypt\$/);
    assert.doesNotMatch(user.password_hash, /secret-pass/);
  });
});

describe('SPEC §7: the XSRF header on account calls', () => {
  test('GET profile with the session token answers the profile', async () => {
    const { client, xsrfToken } = await loggedIn();
    const response = await client.fetch(PROFILE, { headers: { [XSRF]: xsrfToken } });
    assert.equal(response.status, 200);
    const profile = await response.json();
    assert.equal(profile.id, 'user-1');
    assert.equal(profile.email, 'visitor@example.com');
    assert.deepEqual(profile.memberships, []);
    assert.deepEqual(profile.orders, [], 'the fixture site has no store');
  });

  for (const [name, header] of [
    ['missing', {}],
    ['wrong', { [XSRF]: 'not-the-token' }],
  ]) {
    test(`SPEC §6: a ${name} header answers 401 {error, loginRequired: true}`, async () => {
      const { client } = await loggedIn();
      const read = await client.fetch(PROFILE, { headers: header });
      assert.equal(read.status, 401);
      assert.deepEqual(await read.json(), { error: 'Please log in.', loginRequired: true });
      const rename = await send(client, 'PUT', PROFILE, {
        body: { firstName: 'X', lastName: 'Y' },
        headers: header,
      });
      assert.equal(rename.status, 401);
      const logout = await send(client, 'DELETE', SESSION, { headers: header });
      assert.equal(logout.status, 401);
      assert.equal(rows(env.server, 'site_user_sessions').at(-1).ended_at, null, 'still open');
    });
  }

  test("another session's token does not pass", async () => {
    const first = await loggedIn();
    const second = await loggedIn();
    const response = await second.client.fetch(PROFILE, { headers: { [XSRF]: first.xsrfToken } });
    assert.equal(response.status, 401);
  });

  test('without a session every account call answers 401 loginRequired', async () => {
    const client = env.client();
    for (const response of [
      await client.fetch(PROFILE, { headers: { [XSRF]: 'x' } }),
      await client.fetch(SESSION),
    ]) {
      assert.equal(response.status, 401);
      assert.equal((await response.json()).loginRequired, true);
    }
  });

  test('GET session answers the cookie session token; PUT profile renames', async () => {
    const { client, xsrfToken } = await loggedIn();
    assert.deepEqual(await (await client.fetch(SESSION)).json(), { xsrfToken });
    const renamed = await send(client, 'PUT', PROFILE, {
      body: { firstName: ' Ada ', lastName: 'Byron' },
      headers: { [XSRF]: xsrfToken },
    });
    assert.equal(renamed.status, 200);
    const body = await renamed.json();
    assert.equal(body.firstName, 'Ada');
    assert.equal(body.lastName, 'Byron');
    assert.equal(rows(env.server, 'site_users')[0].last_name, 'Byron');
  });
});

describe('log-in and sign-up', () => {
  test('SPEC §7: a wrong password and an unknown email answer the same 401', async () => {
    const client = env.client();
    const wrong = await client.postJson(SESSION, { email: 'visitor@example.com', password: 'x' });
    const unknown = await client.postJson(SESSION, { email: 'no@example.com', password: 'x' });
    for (const response of [wrong, unknown]) {
      assert.equal(response.status, 401);
      assert.deepEqual(await response.json(), { error: 'The email or password is incorrect.' });
    }
  });

  test('sign-up makes an account, signs it in, and refuses the same email again (any case)', async () => {
    const client = env.client();
    const fields = {
      email: 'New.Person@example.com',
      password: 'long-enough',
      firstName: 'New',
      lastName: 'Person',
    };
    const made = await client.postJson('/api/site-users/accounts', fields);
    assert.equal(made.status, 200);
    const { xsrfToken } = await made.json();
    const profile = await client.fetch(PROFILE, { headers: { [XSRF]: xsrfToken } });
    assert.equal((await profile.json()).firstName, 'New');
    const again = await env
      .client()
      .postJson('/api/site-users/accounts', { ...fields, email: 'new.person@EXAMPLE.com' });
    assert.equal(again.status, 400);
    assert.deepEqual(await again.json(), { error: 'An account with this email already exists.' });
    const login = await env
      .client()
      .postJson(SESSION, { email: 'new.person@example.com', password: 'long-enough' });
    assert.equal(login.status, 200);
  });

  test('SPEC §5: sign-up refuses an email outside 3–256 characters and a password under 8', async () => {
    const client = env.client();
    const base = { password: 'long-enough', firstName: 'A', lastName: 'B' };
    for (const body of [
      { ...base, email: 'a@' },
      { ...base, email: `${'a'.repeat(250)}@example.com` },
      { ...base, email: 'ok@example.com', password: 'short' },
    ]) {
      assert.equal((await client.postJson('/api/site-users/accounts', body)).status, 400);
    }
  });
});

describe('SPEC §7: log-out', () => {
  test('a stale crumb answers crumbFail with a new crumb; the retry with it logs out', async () => {
    const { client, xsrfToken } = await loggedIn();
    const headers = { [XSRF]: xsrfToken };
    const stale = await client.fetch(`${SESSION}?cloneCart=false&crumb=stale`, {
      method: 'DELETE',
      headers,
    });
    const body = await stale.json();
    assert.equal(body.crumbFail, true);
    assert.equal(rows(env.server, 'site_user_sessions').at(-1).ended_at, null, 'not yet');
    const retry = await client.fetch(`${SESSION}?cloneCart=false&crumb=${body.crumb}`, {
      method: 'DELETE',
      headers,
    });
    assert.equal(retry.status, 200);
    assert.deepEqual(await retry.json(), {});
    assert.notEqual(rows(env.server, 'site_user_sessions').at(-1).ended_at, null);
    assert.equal(client.cookies.has('sq-site-user'), false);
  });

  test('without a session there is nothing to end: {}', async () => {
    const response = await env.client().withQueryCrumb('DELETE', SESSION);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {});
  });
});
