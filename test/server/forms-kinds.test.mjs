/**
 * SaveFormSubmission's checks of each field kind beyond SPEC §5 (SPEC silent, server/README.md
 * "Form checks"): SPEC §3 value shapes, options of choice fields, likert answers, numbers,
 * amounts, web addresses, dates, times and phone parts. Real HTTP.
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

test('SPEC §3 radio and select: the value must be one of the options (or empty)', async () => {
  await refuses('kind', ['Plate', 'bowl', 'Bowl, Vase'], MESSAGES.option);
  await refuses('glaze', ['Shino'], MESSAGES.option);
  await accepts('kind', ['Bowl', '']);
  await accepts('glaze', ['Celadon']);
});

test('SPEC §3 checkbox: every checked value must be an option, none twice', async () => {
  await refuses(
    'uses',
    [
      ['Food', 'Cooking'],
      ['Food', 'Food'],
    ],
    MESSAGES.options,
  );
  await accepts('uses', [['Flowers'], ['Food', 'Flowers', 'Display'], []]);
});

test('SPEC §3 likert: keys are the questions, answers -2 to 2', async () => {
  await refuses(
    'survey',
    [{ Colour: '1' }, { Quality: '3' }, { Quality: 'Agree' }, { Quality: '', Price: '1' }],
    MESSAGES.likert,
  );
  await accepts('survey', [{ Quality: '-2' }, { Quality: '0', Price: '2' }, {}]);
});

test('number and currency fields hold a number and an amount', async () => {
  await refuses('pieces', ['four', '4 pieces', '0x10', 'Infinity', '1,000'], MESSAGES.number);
  await accepts('pieces', ['4', '-2', '2.5', ' 12 ']);
  await refuses('budget', ['$120', '-5', '12.345', 'lots', '1,00'], MESSAGES.currency);
  await accepts('budget', ['120', '120.50', '1,200', '0.5']);
});

test('website fields hold an http(s) address of a named domain', async () => {
  await refuses(
    'site',
    [
      'kilnandclay.example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://localhost',
      'http://',
    ],
    MESSAGES.website,
  );
  await accepts('site', ['http://example.com', 'https://www.kilnandclay.example.com/about?x=1']);
});

test('date fields hold a calendar date, time fields a time of day', async () => {
  await refuses(
    'when',
    [
      ['13', '1', '2025'],
      ['2', '30', '2025'],
      ['02', '29', '2027'],
      ['1', '', '2025'],
      ['1', '1', '25'],
    ],
    MESSAGES.date,
  );
  await accepts('when', [
    ['1', '31', '2025'],
    ['', '', ''],
  ]);
  await refuses(
    'at',
    [
      ['13', '00', '', 'PM'],
      ['10', '60', '', 'AM'],
      ['10', '', '', 'AM'],
      ['9', '30', '', 'noon'],
    ],
    MESSAGES.time,
  );
  await accepts('at', [
    ['12', '00', '00', 'AM'],
    ['23', '59', '', ''],
    ['', '', '', ''],
  ]);
});

test('phone fields hold digits (a plus sign may start the country code)', async () => {
  await refuses(
    'phone',
    [
      ['', '518', '555', '01a2'],
      ['1+', '518', '555', '0142'],
    ],
    MESSAGES.phone,
  );
  await accepts('phone', [
    ['', '518', '555', '0142'],
    ['44', '20', '7946', '0000'],
  ]);
});

test('free-text kinds (text, social handle) take any text', async () => {
  await accepts('handle', ['@kiln.and.clay', 'kiln and clay']);
  await accepts('note', ['<b>1 + 1</b>']);
});
