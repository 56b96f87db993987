/**
 * Member areas through HTTP (SPEC §2 protected content 105, member-area access denied 106,
 * membership confirmed 208; §3 block type 67): protected pages are served only to members,
 * checked on the server; everyone else gets the access page at the same address with 403; joining
 * a free option makes the membership at once, a paid one goes through the subscription checkout
 * and confirms as the membership.
 */
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SiteConfigError, loadSiteConfig } from '../../server/site-config.ts';
import { seedSiteUsers } from '../../server/site-users/accounts.ts';
import { makeSite, pageContext, start } from './helpers.mjs';
import { STORE, submit } from './commerce-checkout-helpers.mjs';

const MONTHLY_ID = '6a1b2c3d4e5f60718293a40a';
const YEARLY_ID = '6a1b2c3d4e5f60718293a40b';
const ADA = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  email: 'ada@example.com',
  password: 'pottery-wheel-1',
  firstName: 'Ada',
  lastName: 'Potter',
};
const BO = {
  id: 'bbbbbbbbbbbbbbbbbbbbbbb2',
  email: 'bo@example.com',
  password: 'pottery-wheel-2',
  firstName: 'Bo',
  lastName: 'Glaze',
};
const CARD = '4242 4242 4242 4242';

const AREAS = [
  {
    id: 'studio',
    name: "the members' studio",
    paths: ['/members/studio'],
    pricingOptions: [
      {
        id: 'monthly',
        label: 'Monthly',
        productId: MONTHLY_ID,
        description: 'Stop whenever you like.',
      },
      { id: 'yearly', label: 'Yearly', productId: YEARLY_ID },
    ],
  },
  {
    id: 'club',
    name: 'the glaze club',
    paths: ['/club'],
    pricingOptions: [
      { id: 'guest', label: 'Guest' },
      { id: 'friend', label: 'Friend' },
    ],
  },
];

const PROTECTED = `<!doctype html><html lang="en"><head><title>Studio calendar</title></head>
<body><main><h1>Studio calendar</h1><p>Bisque firing on Friday.</p></main></body></html>`;
const ACCESS = `<!doctype html><html lang="en"><head><title>Members only</title></head>
<body><main><h1>Members only</h1><sq-member-area id="join"></sq-member-area></main></body></html>`;

let env;
before(async () => {
  const site = makeSite({
    config: {
      store: STORE,
      websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
      memberAreas: AREAS,
      siteUsers: [ADA, BO],
      pages: { '/members/studio': { pageType: 105 }, '/club': { pageType: 105 } },
    },
  });
  mkdirSync(join(site, 'members'));
  writeFileSync(join(site, 'members', 'studio.html'), PROTECTED);
  writeFileSync(join(site, 'club.html'), PROTECTED.replace('Studio calendar', 'Glaze club'));
  writeFileSync(join(site, 'member-access.html'), ACCESS);
  env = await start({ site });
  await seedSiteUsers(env.server.store.db, [ADA, BO]);
});
after(() => env.stop());

/** A client logged in as `user`, with the session's XSRF token. */
async function loggedIn(user) {
  const client = env.client();
  const response = await client.postJson('/api/site-users/account/session', {
    email: user.email,
    password: user.password,
  });
  assert.equal(response.status, 200);
  const { xsrfToken } = await response.json();
  return { client, xsrfToken };
}

/** POST the join call as the data client sends it (crumb and the site-user XSRF header). */
async function joinCall({ client, xsrfToken }, areaId, pricingOption) {
  return client.fetch(`/api/member-areas/${areaId}/join`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': await client.crumb(),
      ...(xsrfToken ? { 'x-siteuser-xsrf-token': xsrfToken } : {}),
    },
    body: JSON.stringify({ pricingOption }),
  });
}

const memberships = (userId) =>
  env.server.store.db
    .prepare(
      'SELECT member_area_id, pricing_option, order_id FROM memberships WHERE site_user_id = ?',
    )
    .all(userId);

describe('protected pages (SPEC §2 page types 105 and 106)', () => {
  test('an anonymous visitor gets the access page at the same address: 403, page type 106, both options, a log-in link', async () => {
    const response = await env.client().fetch('/members/studio');
    assert.equal(response.status, 403);
    const html = await response.text();
    assert.equal(pageContext(html).pageType, 106);
    assert.doesNotMatch(html, /Bisque firing/, 'the protected content is not sent');
    assert.match(html, /<h2 class="sq-member-area__title">Join the members&#39; studio<\/h2>/);
    assert.match(html, /data-block-json="\{&quot;memberAreaId&quot;:&quot;studio&quot;\}"/);
    assert.match(html, /<p class="sq-member-area__price">\$145\.00 a month<\/p>/);
    assert.match(html, /<p class="sq-member-area__price">\$1,450\.00 a year<\/p>/);
    assert.match(html, /<button class="sq-member-area__join" type="submit">Join monthly<\/button>/);
    assert.match(html, /<button class="sq-member-area__join" type="submit">Join yearly<\/button>/);
    assert.match(html, /<a href="\/account">Already a member\? Log in<\/a>/);
  });

  test('a signed-in site user who is not a member gets 106 too, without the log-in link', async () => {
    const { client } = await loggedIn(BO);
    const response = await client.fetch('/members/studio');
    assert.equal(response.status, 403);
    const html = await response.text();
    assert.equal(pageContext(html).pageType, 106);
    assert.doesNotMatch(html, /Bisque firing/);
    assert.doesNotMatch(html, /Already a member/);
  });

  test('the access template has no address of its own', async () => {
    assert.equal((await env.client().fetch('/member-access')).status, 404);
  });

  test('the site owner reads protected pages', async () => {
    const client = env.client();
    await client.signIn('owner');
    const response = await client.fetch('/members/studio');
    assert.equal(response.status, 200);
    assert.match(await response.text(), /Bisque firing/);
  });
});

describe('joining (SPEC §2 membership confirmed 208)', () => {
  test('without a site-user session or its XSRF header the join call answers 401 loginRequired', async () => {
    const anonymous = await joinCall({ client: env.client() }, 'club', 'guest');
    assert.equal(anonymous.status, 401);
    assert.deepEqual(await anonymous.json(), { error: 'Please log in.', loginRequired: true });
    const { client } = await loggedIn(BO);
    const noHeader = await joinCall({ client }, 'club', 'guest');
    assert.equal(noHeader.status, 401);
    assert.deepEqual(memberships(BO.id), []);
  });

  test('an unknown area is 404 and an unknown option 400', async () => {
    const user = await loggedIn(BO);
    assert.equal((await joinCall(user, 'nowhere', 'guest')).status, 404);
    const refused = await joinCall(user, 'club', 'platinum');
    assert.equal(refused.status, 400);
    assert.deepEqual(await refused.json(), {
      error: 'This member area has no such pricing option.',
    });
  });

  test('a free option makes the membership at once; the protected page then answers 200 and the confirmation is 208', async () => {
    const user = await loggedIn(ADA);
    assert.equal((await user.client.fetch('/club')).status, 403);
    const response = await joinCall(user, 'club', 'friend');
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { next: '/member-areas/club/confirmed' });
    assert.deepEqual(memberships(ADA.id), [
      { member_area_id: 'club', pricing_option: 'friend', order_id: null },
    ]);
    const confirmed = await user.client.fetch('/member-areas/club/confirmed');
    assert.equal(confirmed.status, 200);
    const html = await confirmed.text();
    assert.equal(pageContext(html).pageType, 208);
    assert.match(html, /Membership confirmed/);
    assert.match(html, /Welcome to the glaze club, Ada\. Your membership is confirmed\./);
    assert.match(html, /<dt>Plan<\/dt><dd>Friend: Free<\/dd>/);
    const page = await user.client.fetch('/club');
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Glaze club/);
  });

  test('a paid option goes through the subscription checkout, then the membership is stored and confirmed as 208', async () => {
    const user = await loggedIn(BO);
    const response = await joinCall(user, 'studio', 'yearly');
    assert.equal(response.status, 200);
    const { next } = await response.json();
    assert.match(next, /^\/checkout\/subscribe\?cartToken=[\w-]+$/);
    assert.deepEqual(
      memberships(BO.id).filter((m) => m.member_area_id === 'studio'),
      [],
      'nothing is granted before the order',
    );
    const checkout = await user.client.fetch(next);
    assert.equal(checkout.status, 200);
    assert.match(await checkout.text(), /\$1,450\.00 a year/);
    const placed = await submit(user.client, next, {
      email: BO.email,
      name: 'Bo Glaze',
      cardNumber: CARD,
    });
    assert.equal(placed.status, 303);
    assert.equal(placed.headers.get('location'), '/member-areas/studio/confirmed');
    const [membership] = memberships(BO.id).filter((m) => m.member_area_id === 'studio');
    assert.equal(membership.pricing_option, 'yearly');
    const order = env.server.store.db
      .prepare('SELECT order_number, kind FROM orders WHERE id = ?')
      .get(membership.order_id);
    assert.equal(order.kind, 'subscription');
    const confirmed = await user.client.fetch('/member-areas/studio/confirmed');
    const html = await confirmed.text();
    assert.equal(pageContext(html).pageType, 208);
    assert.match(html, new RegExp(`<dt>Order number</dt><dd>${order.order_number}</dd>`));
    assert.match(html, /<dt>Plan<\/dt><dd>Yearly: \$1,450\.00 a year<\/dd>/);
    const page = await user.client.fetch('/members/studio');
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Bisque firing/);
  });

  test('a subscription bought without a site user stays a subscription (206), and grants nothing', async () => {
    const client = env.client();
    const started = await client.postJson('/api/commerce/subscriptions', { productId: MONTHLY_ID });
    const { checkoutUrl } = await started.json();
    const placed = await submit(client, checkoutUrl, {
      email: 'someone@example.com',
      name: 'Some One',
      cardNumber: CARD,
    });
    assert.match(placed.headers.get('location'), /^\/commerce\/subscriptions\//);
  });

  test('the join form works without JavaScript: signed in it joins and goes on; anonymous it goes to log in', async () => {
    const anonymous = env.client();
    const toLogin = await submit(anonymous, '/member-areas/club/join', { pricingOption: 'guest' });
    assert.equal(toLogin.status, 303);
    assert.equal(toLogin.headers.get('location'), '/account');
    const { client } = await loggedIn(BO);
    const joined = await submit(client, '/member-areas/club/join', { pricingOption: 'guest' });
    assert.equal(joined.status, 303);
    assert.equal(joined.headers.get('location'), '/member-areas/club/confirmed');
    assert.ok(memberships(BO.id).some((m) => m.member_area_id === 'club'));
    const foreign = await submit(
      client,
      '/member-areas/club/join',
      { pricingOption: 'guest' },
      {
        origin: 'https://elsewhere.example',
      },
    );
    assert.equal(foreign.status, 403);
  });

  test('a non-member asking for the confirmation is sent to the area', async () => {
    const response = await env.client().fetch('/member-areas/studio/confirmed');
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/members/studio');
  });
});

describe('site.json memberAreas: a pricing option that no product of the store can sell', () => {
  /** Reads a fixture site whose studio area's Yearly option is sold by `productId` on `store`. */
  const readWith = (productId, store = STORE) => {
    const [studio] = AREAS;
    const yearly = { ...studio.pricingOptions[1], productId };
    const area = { ...studio, pricingOptions: [studio.pricingOptions[0], yearly] };
    return () => loadSiteConfig(makeSite({ config: { store, memberAreas: [area] } }));
  };
  const at = 'memberAreas.0.pricingOptions.1.productId';

  test('an unknown product, or one that is not a subscription, is refused at start, naming the option', () => {
    assert.throws(readWith('6a1b2c3d4e5f60718293a4ff'), (error) => {
      assert.ok(error instanceof SiteConfigError);
      assert.match(
        error.message,
        new RegExp(
          `${at}: member area studio, pricing option yearly: no product 6a1b2c3d4e5f60718293a4ff in store.products`,
        ),
      );
      return true;
    });
    // The sage tumbler: a product of the store, but not a subscription.
    assert.throws(
      readWith('6a1b2c3d4e5f60718293a402'),
      /pricing option yearly: product 6a1b2c3d4e5f60718293a402 has no subscriptionPlan/,
    );
  });

  test('the membership products are accepted, and on a site without a store every option is free', () => {
    assert.equal(readWith(YEARLY_ID)().memberAreas[0].pricingOptions[1].productId, YEARLY_ID);
    const noStore = { ...STORE, products: [] };
    assert.doesNotThrow(readWith('6a1b2c3d4e5f60718293a4ff', noStore));
  });
});
