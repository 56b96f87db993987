/**
 * Script errors, tracking events, traces and performance calls of SPEC §7, and what the store
 * holds after them.
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

test('SPEC §7: RecordJavascriptErrors stores each {event, data, timestamp} of the JSON array', async () => {
  const report = { app: 'runtime', message: 'boom', stack: 'at x', url: '/', websiteId: 'site-1' };
  const response = await client.postJson('/api/events/RecordJavascriptErrors', [
    { event: 'javascript_error', data: JSON.stringify(report), timestamp: 1700000000000 },
    {
      event: 'javascript_error',
      data: JSON.stringify({ message: 'second' }),
      timestamp: 1700000000001,
    },
  ]);
  assert.equal(response.status, 200);
  const stored = rows(env.server, 'script_errors');
  assert.equal(stored.length, 2);
  assert.equal(stored[0].event, 'javascript_error');
  assert.deepEqual(JSON.parse(stored[0].data), report);
  assert.equal(stored[0].timestamp, 1700000000000);
  assert.match(stored[0].user_agent, /node|undici/i);
});

test('SPEC §7: RecordJavascriptErrors refuses a non-array, an empty list or data that is not JSON text (400)', async () => {
  for (const bad of [
    { event: 'x', data: '{}', timestamp: 1 },
    [],
    [{ event: 'x', data: 'not json', timestamp: 1 }],
    [{ event: 'x', data: '{}', timestamp: 'yesterday' }],
  ]) {
    const response = await client.postJson('/api/events/RecordJavascriptErrors', bad);
    assert.equal(response.status, 400, JSON.stringify(bad));
    assert.equal(typeof (await response.json()).error, 'string');
  }
  assert.equal(rows(env.server, 'script_errors').length, 2, 'nothing more stored');
});

test('SPEC §7: RecordEvent stores the form-encoded event and data', async () => {
  const data = {
    pagePath: '/gallery',
    websiteId: 'site-1',
    templateId: 'template-1',
    pageHash: null,
  };
  const response = await client.postForm('/api/events/RecordEvent', {
    event: 'page_view',
    data: JSON.stringify(data),
  });
  assert.equal(response.status, 200);
  const [stored] = rows(env.server, 'tracking_events');
  assert.equal(stored.event, 'page_view');
  assert.deepEqual(JSON.parse(stored.data), data);

  const bad = await client.postForm('/api/events/RecordEvent', {
    event: 'page_view',
    data: '{oops',
  });
  assert.equal(bad.status, 400);
  assert.match((await bad.json()).error, /^data/);
});

test('SPEC §7: Trace stores each {pageUrl, type, data} of its data list (form field or JSON body)', async () => {
  const list = [
    { pageUrl: 'http://localhost/', type: 'render', data: { ms: 3 } },
    { pageUrl: 'http://localhost/gallery', type: 'click', data: 'x' },
  ];
  const form = await client.postForm('/api/events/Trace', { data: JSON.stringify(list) });
  assert.equal(form.status, 200);
  const json = await client.postJson('/api/events/Trace', { data: [list[0]] });
  assert.equal(json.status, 200);
  const stored = rows(env.server, 'traces');
  assert.deepEqual(
    stored.map((t) => [t.page_url, t.type, JSON.parse(t.data)]),
    [
      ['http://localhost/', 'render', { ms: 3 }],
      ['http://localhost/gallery', 'click', 'x'],
      ['http://localhost/', 'render', { ms: 3 }],
    ],
  );
  const bad = await client.postJson('/api/events/Trace', { data: [{ type: 'render' }] });
  assert.equal(bad.status, 400);
  assert.match((await bad.json()).error, /pageUrl/);
});

test('SPEC §7: a trace of a page whose address is longer than 2000 characters is stored, not refused', async () => {
  const pageUrl = `http://localhost/shop?utm_content=${'glaze-'.repeat(500)}`;
  const response = await client.postForm('/api/events/Trace', {
    data: JSON.stringify([{ pageUrl, type: 'block-error', data: null }]),
  });
  assert.equal(response.status, 200);
  assert.equal(rows(env.server, 'traces').at(-1).page_url, pageUrl);
});

test('SPEC §7: performance settings answer a page-load id and the site experiments', async () => {
  const first = await (await client.fetch('/api/1/performance/settings')).json();
  const second = await (await client.fetch('/api/1/performance/settings')).json();
  assert.equal(typeof first.pageLoadId, 'string');
  assert.notEqual(first.pageLoadId, second.pageLoadId);
  assert.deepEqual(first.experiments, { lazyImages: true });
});

test('SPEC §7: performance records are stored one per record, from JSON or a text/plain beacon', async () => {
  const records = [
    { n: 'ps', v: 120, pageLoadId: 'load-a' },
    { n: 'ut', v: 4 },
  ];
  const json = await client.postJson('/api/1/performance/records', {
    pageLoadId: 'load-b',
    records,
  });
  assert.equal(json.status, 200);
  const beacon = await client.withQueryCrumb('POST', '/api/1/performance/records', {
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify([{ n: 'ps', v: 99 }]),
  });
  assert.equal(beacon.status, 200);
  const stored = rows(env.server, 'performance_records');
  assert.deepEqual(
    stored.map((r) => [r.page_load_id, JSON.parse(r.record).v]),
    [
      ['load-a', 120],
      ['load-b', 4],
      [null, 99],
    ],
  );
  const bad = await client.postJson('/api/1/performance/records', { records: [1, 2] });
  assert.equal(bad.status, 400);
});

test('a body that is not JSON, or an unknown endpoint, is answered with JSON errors', async () => {
  const crumb = await client.crumb();
  const broken = await client.fetch('/api/events/RecordJavascriptErrors', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
    body: '[{',
  });
  assert.equal(broken.status, 400);
  assert.match((await broken.json()).error, /not valid JSON/);
  const unknown = await client.fetch('/api/nothing/here');
  assert.equal(unknown.status, 404);
  assert.equal(typeof (await unknown.json()).error, 'string');
  const wrongMethod = await client.fetch('/api/events/RecordEvent');
  assert.equal(wrongMethod.status, 405);
  assert.equal(wrongMethod.headers.get('allow'), 'POST');
});
