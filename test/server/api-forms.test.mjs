/**
 * Form submission keys and submissions (SPEC §3 "Form submission", §7, §8) and what the store
 * holds after them.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rows, start } from './helpers.mjs';

/** The forms the submissions below go to (site.json `forms`), none of their fields required. */
const forms = {
  'form-1': {
    fields: [
      { id: 'name-field', type: 'name', title: 'Name' },
      { id: 'email-field', type: 'email', title: 'Email' },
      { id: 'checkbox-field', type: 'checkbox', title: 'Options', options: ['a', 'b', 'c'] },
      { id: 'likert-field', type: 'likert', title: 'Survey', options: ['Service'] },
      { id: 'phone-field', type: 'phone', title: 'Phone' },
    ],
  },
  'form-2': { fields: [{ id: 'email-field', type: 'email', title: 'Email' }] },
};

let env;
let client;
before(async () => {
  env = await start({ config: { forms } });
  client = env.client();
});
after(() => env.stop());

async function formKey() {
  const response = await client.postForm('/api/form/FormSubmissionKey', {});
  assert.equal(response.status, 200);
  const body = await response.json();
  return body.data.key;
}

const FORM = {
  'name-field': ['Ada', 'Lovelace'],
  'email-field': 'ada@example.com',
  'checkbox-field': ['a', 'c'],
  'likert-field': { Service: '2' },
  'phone-field': ['', '518', '555', '0142'],
};

test('SPEC §7: FormSubmissionKey answers {data: {key}}, a new key each time', async () => {
  const first = await formKey();
  const second = await formKey();
  assert.equal(typeof first, 'string');
  assert.ok(first.length >= 16);
  assert.notEqual(first, second);
});

test('SPEC §7: SaveFormSubmission stores the submission with its census fields', async () => {
  const key = await formKey();
  const response = await client.postForm('/api/form/SaveFormSubmission', {
    key,
    formId: 'form-1',
    collectionId: 'collection-1',
    objectName: 'block-yui_3_17',
    isOverlayForm: 'false',
    submitButtonText: 'Send',
    form: JSON.stringify(FORM),
    pagePath: '/contact',
    websiteId: 'site-1',
  });
  assert.equal(response.status, 200);
  const [stored] = rows(env.server, 'form_submissions');
  assert.equal(stored.submission_key, key);
  assert.equal(stored.form_id, 'form-1');
  assert.equal(stored.collection_id, 'collection-1');
  assert.equal(stored.object_name, 'block-yui_3_17');
  assert.equal(stored.is_overlay_form, 0);
  assert.equal(stored.submit_button_text, 'Send');
  assert.deepEqual(JSON.parse(stored.form), FORM);
  assert.equal(stored.captcha_key, null);
  assert.deepEqual(JSON.parse(stored.census), { pagePath: '/contact', websiteId: 'site-1' });
});

test('SPEC §7: SaveFormSubmission also takes a JSON body with the form as an object', async () => {
  const key = await formKey();
  const response = await client.postJson('/api/form/SaveFormSubmission', {
    key,
    formId: 'form-2',
    isOverlayForm: true,
    form: { 'email-field': 'b@example.com' },
    captchaKey: 'captcha-token',
  });
  assert.equal(response.status, 200);
  const stored = rows(env.server, 'form_submissions').at(-1);
  assert.equal(stored.form_id, 'form-2');
  assert.equal(stored.is_overlay_form, 1);
  assert.equal(stored.captcha_key, 'captcha-token');
});

test('SPEC §7: a key that was never issued, or is used twice, is refused with data.error', async () => {
  const count = rows(env.server, 'form_submissions').length;
  const unknown = await client.postForm('/api/form/SaveFormSubmission', {
    key: 'never-issued',
    formId: 'form-1',
    form: '{}',
  });
  assert.equal(unknown.status, 400);
  const body = await unknown.json();
  assert.equal(typeof body.data.error, 'string');
  assert.equal(body.error, body.data.error);

  const key = await formKey();
  const once = await client.postForm('/api/form/SaveFormSubmission', {
    key,
    formId: 'form-1',
    form: '{}',
  });
  assert.equal(once.status, 200);
  const twice = await client.postForm('/api/form/SaveFormSubmission', {
    key,
    formId: 'form-1',
    form: '{}',
  });
  assert.equal(twice.status, 400);
  assert.equal(rows(env.server, 'form_submissions').length, count + 1);
});

test('SPEC §7: SaveFormSubmission refuses a missing formId or a form that is not a JSON object (400 {error})', async () => {
  const key = await formKey();
  for (const [fields, path] of [
    [{ key, form: '{}' }, /formId/],
    [{ key, formId: 'form-1', form: 'not json' }, /form: expected JSON text/],
    [{ key, formId: 'form-1', form: '[1]' }, /form/],
    [{ key, formId: 'form-1', form: '{}', isOverlayForm: 'maybe' }, /isOverlayForm/],
  ]) {
    const response = await client.postForm('/api/form/SaveFormSubmission', fields);
    assert.equal(response.status, 400);
    assert.match((await response.json()).error, path);
  }
  const still = await client.postForm('/api/form/SaveFormSubmission', {
    key,
    formId: 'form-1',
    form: '{}',
  });
  assert.equal(still.status, 200, 'a refused input does not use up the key');
});
