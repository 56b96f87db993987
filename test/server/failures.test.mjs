/**
 * Failures configured in site.json per endpoint and per form, so the SPEC §8 error paths can be
 * reproduced: statuses 400/401/404/429/500/503 and delays.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { rows, start } from './helpers.mjs';

const failures = {
  endpoints: {
    '/api/events/RecordEvent': { status: 429 },
    '/api/census/RecordQuickView/p-9': { status: 404 },
    '/api/1/performance/settings': { delayMs: 30 },
    '/api/track/Track': { status: 503, delayMs: 20 },
  },
  forms: {
    'form-401': { status: 401 },
    'form-404': { status: 404 },
    'form-429': { status: 429 },
    'form-500': { status: 500, error: 'Mail server down' },
    'form-fields': { status: 400, errors: { 'email-field': 'Email is taken.' } },
    'form-slow': { delayMs: 30 },
  },
};

let env;
let client;
before(async () => {
  // Forms that submissions reach after (or without) a failure need a site.json `forms` entry.
  const forms = { 'form-ok': { fields: [] }, 'form-slow': { fields: [] } };
  env = await start({ config: { failures, forms } });
  client = env.client();
});
after(() => env.stop());

async function submit(formId) {
  const key = (await (await client.postForm('/api/form/FormSubmissionKey', {})).json()).data.key;
  const response = await client.postForm('/api/form/SaveFormSubmission', {
    key,
    formId,
    form: '{}',
  });
  return { key, response, body: await response.json() };
}

describe('per form (SPEC §8 form status messages)', () => {
  for (const status of [401, 404, 429]) {
    test(`SPEC §8: form failure status ${status} is answered with {error, data: {error}}`, async () => {
      const { response, body } = await submit(`form-${status}`);
      assert.equal(response.status, status);
      assert.equal(typeof body.error, 'string');
      assert.equal(body.data.error, body.error);
    });
  }

  test('SPEC §8: a 500 carries the configured message', async () => {
    const { response, body } = await submit('form-500');
    assert.equal(response.status, 500);
    assert.deepEqual(body, { error: 'Mail server down', data: { error: 'Mail server down' } });
  });

  test('SPEC §8: a 400 with field errors answers data.errors keyed by field id', async () => {
    const { response, body } = await submit('form-fields');
    assert.equal(response.status, 400);
    assert.deepEqual(body.data.errors, { 'email-field': 'Email is taken.' });
  });

  test('SPEC §8: a failed submission stores nothing and leaves its key unused', async () => {
    const { key } = await submit('form-500');
    assert.equal(rows(env.server, 'form_submissions').length, 0);
    const retry = await client.postForm('/api/form/SaveFormSubmission', {
      key,
      formId: 'form-ok',
      form: '{}',
    });
    assert.equal(retry.status, 200);
    assert.equal(rows(env.server, 'form_submissions').length, 1);
  });

  test('a delay without a status answers normally afterwards', async () => {
    const { response } = await submit('form-slow');
    assert.equal(response.status, 200);
    assert.equal(rows(env.server, 'form_submissions').at(-1).form_id, 'form-slow');
  });
});

describe('per endpoint', () => {
  test('SPEC §8: a configured 429 on RecordEvent answers 429 and stores nothing', async () => {
    const response = await client.postForm('/api/events/RecordEvent', { event: 'x', data: '{}' });
    assert.equal(response.status, 429);
    assert.equal(typeof (await response.json()).error, 'string');
    assert.equal(rows(env.server, 'tracking_events').length, 0);
  });

  test('a concrete path key fails that path only', async () => {
    const failing = await client.postForm('/api/census/RecordQuickView/p-9', {});
    assert.equal(failing.status, 404);
    const other = await client.postForm('/api/census/RecordQuickView/p-1', {});
    assert.equal(other.status, 200);
    assert.deepEqual(
      rows(env.server, 'census_hits').map((hit) => hit.product_id),
      ['p-1'],
    );
  });

  test('a delayed endpoint answers normally; a delayed status answers the status', async () => {
    const settings = await client.fetch('/api/1/performance/settings');
    assert.equal(settings.status, 200);
    assert.equal(typeof (await settings.json()).pageLoadId, 'string');
    const track = await client.fetch('/api/track/Track?landing=%2F');
    assert.equal(track.status, 503);
    assert.equal(rows(env.server, 'landing_hits').length, 0);
  });

  test('the crumb is still checked before a configured failure (crumbFail wins)', async () => {
    const response = await client.postForm(
      '/api/events/RecordEvent',
      { event: 'x', data: '{}' },
      { crumb: false },
    );
    assert.equal(response.status, 200);
    assert.equal((await response.json()).crumbFail, true);
  });
});
