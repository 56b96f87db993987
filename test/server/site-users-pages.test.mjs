/**
 * What pages show of a site user's session: the header's account link ('Log in' → 'Account'),
 * the `<html>` sign, and the account page `/account` with its no-JavaScript log-in and log-out
 * forms (303 to /account; a wrong password shows the account page again with the message and
 * the email kept; forms from another site are refused).
 */
import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { grantMembership } from '../../server/member-areas/memberships.ts';
import { start } from './helpers.mjs';

let env;
before(async () => {
  env = await start({
    config: {
      pages: { '/account': { pageType: 2 } },
      memberAreas: [
        {
          id: 'studio',
          name: "Members' studio",
          paths: ['/members/studio'],
          pricingOptions: [
            { id: 'monthly', label: 'Monthly' },
            { id: 'yearly', label: 'Yearly' },
          ],
        },
      ],
    },
  });
  copyFileSync(
    new URL('../../demo/account.html', import.meta.url),
    join(env.siteDir, 'account.html'),
  );
});
after(() => env.stop());

/** POSTs a plain form from this site (its Origin), without following the redirect. */
const postFrom = (client, path, fields, origin = client.base) =>
  client.fetch(path, { method: 'POST', headers: { origin }, body: new URLSearchParams(fields) });

const accountLink = (html) => /data-sq-account-link[^>]*>([^<]*)</.exec(html)?.[1];

describe('the account page without JavaScript', () => {
  test('anonymous: a log-in form posting to /account/session, the link says Log in', async () => {
    const html = await (await env.client().get('/account')).text();
    assert.match(html, /<form method="post" action="\/account\/session"/);
    assert.equal(accountLink(html), 'Log in');
    assert.doesNotMatch(html, /<html[^>]*data-sq-site-user/);
  });

  test('a wrong password shows the page again (401) with the message and the email kept', async () => {
    const client = env.client();
    const response = await postFrom(client, '/account/session', {
      email: 'visitor@example.com',
      password: 'wrong',
    });
    assert.equal(response.status, 401);
    const html = await response.text();
    assert.match(html, /role="alert"[^>]*>The email or password is incorrect\.</);
    assert.match(html, /name="email"[^>]*value="visitor@example.com"/);
    assert.equal(client.cookies.has('sq-site-user'), false);
  });

  test('the right password signs in, 303 to /account: profile, link Account, html marked; log-out signs out', async () => {
    const client = env.client();
    const response = await postFrom(client, '/account/session', {
      email: 'visitor@example.com',
      password: 'secret-pass',
    });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/account');
    const html = await (await client.get('/account')).text();
    assert.equal(accountLink(html), 'Account');
    assert.match(html, /<html[^>]*data-sq-site-user/);
    assert.match(html, /<dd>visitor@example.com<\/dd>/);
    assert.match(html, /No orders yet\./);
    assert.match(html, /No memberships yet\./);
    grantMembership(env.server.store.db, {
      siteUserId: 'user-1',
      memberAreaId: 'studio',
      pricingOption: 'yearly',
    });
    assert.match(
      await (await client.get('/account')).text(),
      /<li>Members&#39; studio \(Yearly\), since <time datetime="\d{4}-/,
    );
    assert.match(
      html,
      /<sq-account id="account"[^>]* data-block-json="\{&quot;id&quot;:&quot;user-1&quot;/,
    );
    assert.match(await (await client.get('/')).text(), /<html[^>]*data-sq-site-user/, 'every page');

    const out = await postFrom(client, '/account/logout', {});
    assert.equal(out.status, 303);
    assert.equal(accountLink(await (await client.get('/account')).text()), 'Log in');
  });

  test('a form from another site is refused (403) and signs nobody in', async () => {
    const client = env.client();
    const response = await postFrom(
      client,
      '/account/session',
      { email: 'visitor@example.com', password: 'secret-pass' },
      'https://elsewhere.example',
    );
    assert.equal(response.status, 403);
    assert.equal(client.cookies.has('sq-site-user'), false);
  });
});
