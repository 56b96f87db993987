/**
 * Census (visitor analytics) calls of SPEC §7 and the hits the store then holds.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rows, start } from './helpers.mjs';

let env;
let client;
before(async () => {
  env = await start();
  client = env.client();
});
after(() => env.stop());

const lastHit = () => rows(env.server, 'census_hits').at(-1);

test('SPEC §7: RecordHit stores event, data and the ss_cvr visitor cookie (census event types, SPEC §3)', async () => {
  const data = { pagePath: '/gallery', websiteId: 'site-1' };
  const response = await client.postForm('/api/census/RecordHit', {
    event: '1',
    data: JSON.stringify(data),
    ss_cvr: 'visitor-1|1|2|3|4',
  });
  assert.equal(response.status, 200);
  const hit = lastHit();
  assert.equal(hit.kind, 'RecordHit');
  assert.equal(hit.event, 1);
  assert.equal(hit.visitor_cookie, 'visitor-1|1|2|3|4');
  assert.deepEqual(JSON.parse(hit.data), data);
});

test('SPEC §3: RecordHit refuses an event that is not a census event type (400)', async () => {
  const count = rows(env.server, 'census_hits').length;
  for (const event of ['3', 'view']) {
    const response = await client.postForm('/api/census/RecordHit', { event, data: '{}' });
    assert.equal(response.status, 400);
    assert.match((await response.json()).error, /^event/);
  }
  assert.equal(rows(env.server, 'census_hits').length, count);
});

test('SPEC §7: form-render stores formId, visitorCookie and page fields; formId is required', async () => {
  const response = await client.postJson('/api/census/form-render', {
    formId: 'form-1',
    visitorCookie: 'visitor-2',
    pagePath: '/contact',
  });
  assert.equal(response.status, 200);
  const hit = lastHit();
  assert.equal(hit.kind, 'form-render');
  assert.equal(hit.visitor_cookie, 'visitor-2');
  assert.deepEqual(JSON.parse(hit.data), {
    formId: 'form-1',
    visitorCookie: 'visitor-2',
    pagePath: '/contact',
  });
  const missing = await client.postJson('/api/census/form-render', { pagePath: '/contact' });
  assert.equal(missing.status, 400);
});

test('SPEC §7: overlay stores the overlay event fields; the event is show, close or submit', async () => {
  for (const event of ['show', 'close', 'submit']) {
    // As platform/census/overlay.ts sends it: JSON, missing page values null (SPEC §3).
    const response = await client.postJson('/api/census/overlay', {
      event,
      pagePath: '/about',
      clientDate: 1_700_000_000_000,
      pagePermissionTypeValue: null,
      itemId: null,
      visitorCookie: 'visitor-3',
    });
    assert.equal(response.status, 200, event);
    assert.equal(lastHit().kind, 'overlay');
    assert.deepEqual(JSON.parse(lastHit().data), {
      event,
      pagePath: '/about',
      clientDate: 1_700_000_000_000,
      pagePermissionTypeValue: null,
      itemId: null,
      visitorCookie: 'visitor-3',
    });
  }
  const before = lastHit().id;
  for (const body of [['x'], { visitorCookie: 'visitor-3' }, { event: 'open' }]) {
    const refused = await client.postJson('/api/census/overlay', body);
    assert.equal(refused.status, 400, JSON.stringify(body));
  }
  assert.equal(lastHit().id, before, 'nothing stored for a refused event');
});

test('SPEC §3: a JSON census hit whose missing page fields are null (as the page sends them) is stored', async () => {
  const response = await client.postJson('/api/census/overlay', {
    event: 'show',
    pagePath: '/',
    clientDate: 1795554728846,
    pagePermissionTypeValue: null,
    visitorCookie: 'visitor-4',
  });
  assert.equal(response.status, 200);
  assert.deepEqual(JSON.parse(lastHit().data), {
    event: 'show',
    pagePath: '/',
    clientDate: 1795554728846,
    pagePermissionTypeValue: null,
    visitorCookie: 'visitor-4',
  });
});

test('SPEC §7: button-click and button-render store the button tracking fields (SPEC §3)', async () => {
  const fields = {
    id: 'button-1',
    buttonText: 'Shop now',
    clickthroughUrl: '/shop',
    alignment: 'center',
    size: 'medium',
    newWindow: 'false',
    context: '1',
  };
  for (const kind of ['button-click', 'button-render']) {
    const response = await client.postForm(`/api/census/${kind}`, fields);
    assert.equal(response.status, 200, kind);
    const hit = lastHit();
    assert.equal(hit.kind, kind);
    // No visitor cookie sent: a missing value is null (SPEC §3).
    assert.deepEqual(JSON.parse(hit.data), {
      ...fields,
      newWindow: false,
      context: 1,
      visitorCookie: null,
    });
  }
  const badContext = await client.postForm('/api/census/button-click', { ...fields, context: '3' });
  assert.equal(badContext.status, 400, 'SPEC §3: button context is 1 or 2');
});

test('SPEC §3: the numeric page fields of a form-encoded button hit are stored as numbers, an empty one as null', async () => {
  const page = {
    clientDate: '1795554728846',
    viewportInnerWidth: '412',
    viewportInnerHeight: '823',
    screenWidth: '412',
    screenHeight: '823',
    pagePermissionTypeValue: '',
  };
  const response = await client.postForm('/api/census/button-click', {
    id: 'button-3',
    context: '1',
    ...page,
  });
  assert.equal(response.status, 200);
  assert.deepEqual(JSON.parse(lastHit().data), {
    id: 'button-3',
    context: 1,
    clientDate: 1795554728846,
    viewportInnerWidth: 412,
    viewportInnerHeight: 823,
    screenWidth: 412,
    screenHeight: 823,
    pagePermissionTypeValue: null,
    visitorCookie: null,
  });
  const notNumber = await client.postForm('/api/census/button-render', { screenWidth: 'wide' });
  assert.equal(notNumber.status, 400);
});

test('SPEC §3: a missing value sent form-encoded (an empty field) is stored as null; an empty visitorCookie as none', async () => {
  const response = await client.postForm('/api/census/button-render', {
    id: 'button-2',
    buttonText: 'Book a class',
    variantId: '',
    memberAccountId: '',
    visitorCookie: '',
    context: '1',
  });
  assert.equal(response.status, 200);
  const hit = lastHit();
  assert.equal(hit.visitor_cookie, null);
  assert.deepEqual(JSON.parse(hit.data), {
    id: 'button-2',
    buttonText: 'Book a class',
    variantId: null,
    memberAccountId: null,
    visitorCookie: null,
    context: 1,
  });
});

test('SPEC §7: RecordQuickView/{productId} stores the product id; a malformed id is refused', async () => {
  const response = await client.postForm(
    '/api/census/RecordQuickView/5f0c1a2b3c4d5e6f7a8b9c0d',
    {},
  );
  assert.equal(response.status, 200);
  assert.equal(lastHit().kind, 'RecordQuickView');
  assert.equal(lastHit().product_id, '5f0c1a2b3c4d5e6f7a8b9c0d');
  const bad = await client.postForm('/api/census/RecordQuickView/bad%20id', {});
  assert.equal(bad.status, 400);
});
