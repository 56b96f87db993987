/**
 * SaveFormSubmission checks a submission against its site.json `forms` entry: unknown forms
 * (SPEC §8 404 message) and the SPEC §5 field rules (required, email, max length, sections),
 * over real HTTP.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rows, start } from './helpers.mjs';

const INVALID = 'One or more fields is invalid, please check your entries.';
const EMAIL = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const TOO_LONG = 'You have exceeded the character limit.';

const forms = {
  contact: {
    name: 'Contact',
    fields: [
      { id: 'intro', type: 'section', title: 'About you', required: true },
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'topics', type: 'checkbox', title: 'Topics', required: true, options: ['a', 'b'] },
      { id: 'survey', type: 'likert', title: 'Survey', required: true, options: ['Service'] },
      { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 },
      { id: 'backup', type: 'email', title: 'Backup email' },
    ],
  },
};

const VALID = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  topics: ['a'],
  survey: { Service: '2' },
};

let env;
let client;
before(async () => {
  env = await start({ config: { forms, failures: { forms: { ghost: { status: 503 } } } } });
  client = env.client();
});
after(() => env.stop());

/** Submits `form` to `formId` with a fresh key; answers the status and JSON body. */
async function submit(formId, form, key) {
  const useKey =
    key ?? (await (await client.postForm('/api/form/FormSubmissionKey', {})).json()).data.key;
  const response = await client.postForm('/api/form/SaveFormSubmission', {
    key: useKey,
    formId,
    form: JSON.stringify(form),
  });
  return { status: response.status, body: await response.json() };
}

const stored = () => rows(env.server, 'form_submissions').length;

test('SPEC §8: a formId missing from site.json forms answers 404 "This form has not been configured yet."', async () => {
  const before = stored();
  const { status, body } = await submit('unknown-form', VALID);
  assert.equal(status, 404);
  const error = 'This form has not been configured yet.';
  assert.deepEqual(body, { error, data: { error } });
  assert.equal(stored(), before);
});

test('SPEC §7: the key is checked before the form, and a configured failure before both', async () => {
  const badKey = await submit('unknown-form', VALID, 'never-issued');
  assert.equal(badKey.status, 400);
  assert.match(badKey.body.error, /key/);
  const failing = await submit('ghost', VALID);
  assert.equal(failing.status, 503);
});

test('SPEC §5: a valid submission is stored as sent; sections are skipped even when marked required', async () => {
  const before = stored();
  const form = { ...VALID, message: 'Hello', backup: '' };
  const { status, body } = await submit('contact', form);
  assert.equal(status, 200);
  assert.deepEqual(body, {});
  assert.equal(stored(), before + 1);
  const row = rows(env.server, 'form_submissions').at(-1);
  assert.equal(row.form_id, 'contact');
  assert.deepEqual(JSON.parse(row.form), form);
});

test('SPEC §5: required fields that are missing, blank, empty arrays or unanswered are refused (400 data.errors by field id)', async () => {
  const before = stored();
  const { status, body } = await submit('contact', {
    name: ['', ' '],
    topics: [],
    survey: {},
  });
  assert.equal(status, 400);
  assert.deepEqual(body, {
    error: INVALID,
    data: {
      error: INVALID,
      errors: {
        name: 'Name is required.',
        email: 'Email is required.',
        topics: 'Topics is required.',
        survey: 'Survey is required.',
      },
    },
  });
  assert.equal(stored(), before);
  const blank = await submit('contact', { ...VALID, email: '' });
  assert.deepEqual(blank.body.data.errors, { email: 'Email is required.' });
});

test('SPEC §5: an email field must be 3 to 256 characters of local@domain with a final part of 2 to 4 characters', async () => {
  const refused = [
    'ada',
    'ada@example',
    '@example.com',
    'ada@example.c',
    'ada@example.comms',
    'ada love@example.com',
    'ada@@example.com',
    `${'a'.repeat(250)}@ex.com`,
  ];
  for (const email of refused) {
    const { status, body } = await submit('contact', { ...VALID, email });
    assert.equal(status, 400, email);
    assert.deepEqual(body.data.errors, { email: EMAIL }, email);
  }
  for (const email of ['a@b.io', 'ada@mail.example.info', `${'a'.repeat(240)}@example.com`]) {
    const { status } = await submit('contact', { ...VALID, email });
    assert.equal(status, 200, email);
  }
});

test('SPEC §5: an optional email field is valid when empty and checked when filled', async () => {
  assert.equal((await submit('contact', { ...VALID, backup: '' })).status, 200);
  const { status, body } = await submit('contact', { ...VALID, backup: 'not-an-email' });
  assert.equal(status, 400);
  assert.deepEqual(body.data.errors, { backup: EMAIL });
});

test('SPEC §5: a field over its max length answers "You have exceeded the character limit."', async () => {
  const over = await submit('contact', { ...VALID, message: 'x'.repeat(11) });
  assert.equal(over.status, 400);
  assert.deepEqual(over.body.data.errors, { message: TOO_LONG });
  assert.equal((await submit('contact', { ...VALID, message: 'x'.repeat(10) })).status, 200);
});

test('SPEC §5: every failing field is reported at once and the refused key is used up', async () => {
  const key = (await (await client.postForm('/api/form/FormSubmissionKey', {})).json()).data.key;
  const { status, body } = await submit(
    'contact',
    { ...VALID, email: 'nope', name: [], message: 'far too long here' },
    key,
  );
  assert.equal(status, 400);
  assert.deepEqual(body.data.errors, {
    name: 'Name is required.',
    email: EMAIL,
    message: TOO_LONG,
  });
  const reused = await submit('contact', VALID, key);
  assert.equal(reused.status, 400);
  assert.match(reused.body.error, /key/);
  assert.equal(reused.body.data.errors, undefined);
});

test('SPEC §3 tracking event: null optional fields (as the page census fields send them) count as absent', async () => {
  const key = (await (await client.postForm('/api/form/FormSubmissionKey', {})).json()).data.key;
  const response = await client.postJson('/api/form/SaveFormSubmission', {
    key,
    formId: 'contact',
    form: VALID,
    collectionId: null,
    objectName: null,
    submitButtonText: null,
    captchaKey: null,
    itemId: null,
    pagePath: '/contact',
  });
  assert.equal(response.status, 200);
  const row = rows(env.server, 'form_submissions').at(-1);
  assert.equal(row.collection_id, null);
  assert.equal(row.object_name, null);
  assert.equal(row.captcha_key, null);
  assert.deepEqual(JSON.parse(row.census), { itemId: null, pagePath: '/contact' });
});
