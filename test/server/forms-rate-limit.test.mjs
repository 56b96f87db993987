/**
 * A form's site.json `rateLimit`: accepted submissions per visitor (crumb cookie) and form
 * within the window; one more answers 429 with the SPEC §8 message. Real HTTP.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { rows, start } from './helpers.mjs';

const LIMITED = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';
const HOUR = 3_600_000;
/** A window long enough that a loaded machine makes its second submission within it. */
const BRIEF_MS = 3_000;

const email = [{ id: 'email', type: 'email', title: 'Email', required: true }];
const forms = {
  limited: { fields: email, rateLimit: { max: 2, windowMs: HOUR } },
  other: { fields: email, rateLimit: { max: 2, windowMs: HOUR } },
  checked: { fields: email, rateLimit: { max: 1, windowMs: HOUR } },
  brief: { fields: email, rateLimit: { max: 1, windowMs: BRIEF_MS } },
  free: { fields: email },
};
const FORM = { email: 'ada@example.com' };

let env;
before(async () => {
  env = await start({ config: { forms } });
});
after(() => env.stop());

/** Submits `form` to `formId` as `client`'s visitor with a fresh key. */
async function submit(client, formId, form = FORM) {
  const key = (await (await client.postForm('/api/form/FormSubmissionKey', {})).json()).data.key;
  const response = await client.postForm('/api/form/SaveFormSubmission', {
    key,
    formId,
    form: JSON.stringify(form),
  });
  return { status: response.status, body: await response.json() };
}

const storedFor = (formId) =>
  rows(env.server, 'form_submissions').filter((row) => row.form_id === formId).length;

test('SPEC §8: past rateLimit.max accepted submissions in the window, a visitor gets 429 with the rate limit message', async () => {
  const client = env.client();
  assert.equal((await submit(client, 'limited')).status, 200);
  assert.equal((await submit(client, 'limited')).status, 200);
  const { status, body } = await submit(client, 'limited');
  assert.equal(status, 429);
  assert.deepEqual(body, { error: LIMITED, data: { error: LIMITED } });
  assert.equal(storedFor('limited'), 2);
});

test('SPEC §8: the limit counts per visitor and per form', async () => {
  const first = env.client();
  await submit(first, 'limited');
  await submit(first, 'limited');
  assert.equal((await submit(first, 'limited')).status, 429);
  assert.equal((await submit(first, 'other')).status, 200, 'another form of the same visitor');
  const second = env.client();
  assert.equal((await submit(second, 'limited')).status, 200, 'another visitor (crumb cookie)');
});

test('SPEC §8: refused submissions (400 field errors) do not count toward the limit', async () => {
  const client = env.client();
  for (let i = 0; i < 3; i++) {
    assert.equal((await submit(client, 'checked', { email: 'nope' })).status, 400);
  }
  assert.equal((await submit(client, 'checked')).status, 200);
  assert.equal((await submit(client, 'checked')).status, 429);
});

test('SPEC §8: once the window has passed, the visitor may submit again', async () => {
  const client = env.client();
  const started = Date.now();
  assert.equal((await submit(client, 'brief')).status, 200);
  assert.equal((await submit(client, 'brief')).status, 429);
  await sleep(started + BRIEF_MS + 100 - Date.now());
  assert.equal((await submit(client, 'brief')).status, 200);
});

test('SPEC §8: a form without rateLimit accepts every submission', async () => {
  const client = env.client();
  for (let i = 0; i < 6; i++) assert.equal((await submit(client, 'free')).status, 200);
  assert.equal(storedFor('free'), 6);
});
