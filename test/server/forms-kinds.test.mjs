/**
 * SaveFormSubmission's checks of each field kind beyond SPEC §5 (server/README.md "Form
 * checks"), over real HTTP: the SPEC §3 value shapes (a server-only check) and the per-kind
 * checks the browser runs too (SPEC silent: options of choice fields, likert answers, numbers,
 * amounts, web addresses, dates, times and phone parts). Each kind check's accepted and refused
 * values are covered in test/platform/forms-kind-rules.test.ts; here the server must still
 * refuse them on its own, with the same 400 and messages.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rows, start } from './helpers.mjs';

const INVALID = 'One or more fields is invalid, please check your entries.';
const MESSAGES = {
  option: 'Choose one of the listed options.',
  options: 'Choose only from the listed options.',
  likert: 'Answer each statement from Strongly Disagree to Strongly Agree.',
  number: 'Enter a number.',
  currency: 'Enter an amount, such as 120 or 120.50.',
  website: 'Enter a full web address, such as https://example.com.',
  date: 'Enter a real date.',
  time: 'Enter a real time.',
  phone: 'Enter the phone number in digits.',
};
const unreadable = (title) => `${title} could not be read. Please reload and try again.`;

const fields = [
  { id: 'kind', type: 'radio', title: 'Kind', options: ['Bowl', 'Vase'] },
  { id: 'glaze', type: 'select', title: 'Glaze', options: ['Celadon', 'Tenmoku'] },
  { id: 'uses', type: 'checkbox', title: 'Uses', options: ['Food', 'Flowers', 'Display'] },
  { id: 'survey', type: 'likert', title: 'Survey', options: ['Quality', 'Price'] },
  { id: 'pieces', type: 'number', title: 'Pieces' },
  { id: 'budget', type: 'currency', title: 'Budget' },
  { id: 'site', type: 'website', title: 'Website' },
  { id: 'when', type: 'date', title: 'Date' },
  { id: 'at', type: 'time', title: 'Time' },
  { id: 'phone', type: 'phone', title: 'Phone' },
  { id: 'name', type: 'name', title: 'Name' },
  { id: 'address', type: 'address', title: 'Address' },
  { id: 'handle', type: 'social-handle', title: 'Handle' },
  { id: 'note', type: 'text', title: 'Note' },
];

let env;
let client;
before(async () => {
  env = await start({ config: { forms: { kinds: { fields } } } });
  client = env.client();
});
after(() => env.stop());

/** Submits `form` to the `kinds` form; answers the status and JSON body. */
async function submit(form) {
  const key = (await (await client.postForm('/api/form/FormSubmissionKey', {})).json()).data.key;
  const response = await client.postJson('/api/form/SaveFormSubmission', {
    key,
    formId: 'kinds',
    form,
  });
  return { status: response.status, body: await response.json() };
}

/** Asserts that each value of `values` for field `id` is refused with `message`. */
async function refuses(id, values, message) {
  for (const value of values) {
    const { status, body } = await submit({ [id]: value });
    assert.equal(status, 400, JSON.stringify(value));
    assert.deepEqual(body, { error: INVALID, data: { error: INVALID, errors: { [id]: message } } });
  }
}

/** Asserts that each value of `values` for field `id` is accepted and stored as sent. */
async function accepts(id, values) {
  for (const value of values) {
    const { status } = await submit({ [id]: value });
    assert.equal(status, 200, JSON.stringify(value));
    assert.deepEqual(JSON.parse(rows(env.server, 'form_submissions').at(-1).form), { [id]: value });
  }
}

test('SPEC §3 submitted values: every kind in its shape is stored exactly as sent', async () => {
  const form = {
    kind: 'Vase',
    glaze: 'Tenmoku',
    uses: ['Food', 'Display'],
    survey: { Quality: '2', Price: '-1' },
    pieces: '4',
    budget: '1,250.50',
    site: 'https://kilnandclay.example.com/shop',
    when: ['02', '29', '2028'],
    at: ['3', '05', '', 'PM'],
    phone: ['+1', '518', '555', '0142'],
    name: ['Ada', 'Lovelace'],
    address: ['14 Pottery Lane', '', 'Hudson', 'NY', '12534', 'United States'],
    handle: '@kilnandclay',
    note: 'anything at all',
  };
  const { status } = await submit(form);
  assert.equal(status, 200);
  assert.deepEqual(JSON.parse(rows(env.server, 'form_submissions').at(-1).form), form);
});

test("SPEC §3 submitted values: a value in another kind's shape is refused, naming the field", async () => {
  await refuses('name', ['Ada Lovelace', ['Ada'], { first: 'Ada' }], unreadable('Name'));
  await refuses('address', [['14 Pottery Lane', 'Hudson']], unreadable('Address'));
  await refuses('phone', [['518', '555', '0142']], unreadable('Phone'));
  await refuses('uses', ['Food'], unreadable('Uses'));
  await refuses('survey', [['2'], '2'], unreadable('Survey'));
  await refuses('note', [['a', 'b']], unreadable('Note'));
});

test('SPEC §3 submitted values: values outside the three shapes are bad input (400 naming the path)', async () => {
  for (const value of [4, true, null, { Quality: ['2'] }, [1, 2]]) {
    const { status, body } = await submit({ note: value });
    assert.equal(status, 400, JSON.stringify(value));
    assert.match(body.error, /^form\.note/, JSON.stringify(value));
  }
});

test('SPEC silent: the server refuses what the kind checks refuse, 400 with the same messages', async () => {
  await refuses('kind', ['Plate'], MESSAGES.option);
  await refuses('glaze', ['Shino'], MESSAGES.option);
  await refuses('uses', [['Food', 'Food']], MESSAGES.options);
  await refuses('survey', [{ Quality: '3' }, { Colour: '1' }], MESSAGES.likert);
  await refuses('pieces', ['twelve'], MESSAGES.number);
  await refuses('budget', ['12.345'], MESSAGES.currency);
  await refuses('site', ['kilnandclay.example.com'], MESSAGES.website);
  await refuses('when', [['2', '30', '2025']], MESSAGES.date);
  await refuses('at', [['13', '00', '', 'PM']], MESSAGES.time);
  await refuses('phone', [['', '518', '555', '01a2']], MESSAGES.phone);
});

test('SPEC §5: an empty value of any kind meets only the required rule, so it is stored', async () => {
  await accepts('kind', ['']);
  await accepts('uses', [[]]);
  await accepts('survey', [{}]);
  await accepts('pieces', ['  ']);
  await accepts('when', [['', '', '']]);
  await accepts('at', [['', '', '', '']]);
  await accepts('phone', [['', '', '', '']]);
});
