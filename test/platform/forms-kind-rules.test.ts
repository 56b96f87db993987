import { expect } from '@open-wc/testing';
import { kindError } from '../../platform/forms/kind-rules.ts';
import { FORM_MESSAGES, KIND_MESSAGES } from '../../platform/forms/messages.ts';
import {
  fieldError,
  validateForm,
  type RuleField,
  type RuleValue,
} from '../../platform/forms/rules.ts';

const field = (type: string, extra: Partial<RuleField> = {}): RuleField => ({
  type,
  title: 'Your answer',
  ...extra,
});

const kind = field('radio', { title: 'Kind', options: ['Bowl', 'Vase'] });
const uses = field('checkbox', { title: 'Uses', options: ['Food', 'Flowers', 'Display'] });
const survey = field('likert', { title: 'Survey', options: ['Quality', 'Price'] });

/** Asserts that `fieldError` refuses each of `values` for `f` with `message`. */
function refuses(f: RuleField, values: readonly RuleValue[], message: string): void {
  for (const value of values) {
    expect(fieldError(f, value), `${f.type} ${JSON.stringify(value)}`).to.equal(message);
  }
}

/** Asserts that `fieldError` accepts each of `values` for `f`. */
function accepts(f: RuleField, values: readonly RuleValue[]): void {
  for (const value of values) {
    expect(fieldError(f, value), `${f.type} ${JSON.stringify(value)}`).to.equal(undefined);
  }
}

/** One kind check: what it is called, the field, values it refuses and accepts, its message. */
interface KindCase {
  name: string;
  field: RuleField;
  refused: RuleValue[];
  accepted: RuleValue[];
  message: string;
}

const CASES: KindCase[] = [
  {
    name: 'a radio value must be one of the options (or empty)',
    field: kind,
    refused: ['Plate', 'bowl', 'Bowl, Vase'],
    accepted: ['Bowl', ''],
    message: KIND_MESSAGES.option,
  },
  {
    name: 'a select value must be one of the options',
    field: field('select', { title: 'Glaze', options: ['Celadon', 'Tenmoku'] }),
    refused: ['Shino'],
    accepted: ['Celadon'],
    message: KIND_MESSAGES.option,
  },
  {
    name: 'every checked checkbox value must be an option, none twice',
    field: uses,
    refused: [
      ['Food', 'Cooking'],
      ['Food', 'Food'],
    ],
    accepted: [['Flowers'], ['Food', 'Flowers', 'Display'], []],
    message: KIND_MESSAGES.options,
  },
  {
    name: 'likert keys are the questions, answers -2 to 2',
    field: survey,
    refused: [{ Colour: '1' }, { Quality: '3' }, { Quality: 'Agree' }, { Quality: '', Price: '1' }],
    accepted: [{ Quality: '-2' }, { Quality: '0', Price: '2' }, {}],
    message: KIND_MESSAGES.likert,
  },
  {
    name: 'a number field holds a decimal number (sign, fraction, exponent)',
    field: field('number', { title: 'Pieces' }),
    refused: ['twelve', '4 pieces', '0x10', 'Infinity', '1,000', '1,5'],
    accepted: ['4', '-2', '2.5', ' 12 ', '1e3', '.5'],
    message: KIND_MESSAGES.number,
  },
  {
    name: 'a currency field holds an amount with at most two decimals',
    field: field('currency', { title: 'Budget' }),
    refused: ['$120', '-5', '12.345', 'lots', '1,00'],
    accepted: ['120', '120.50', '1,200', '1,200.50', '0.5'],
    message: KIND_MESSAGES.currency,
  },
  {
    name: 'a website field holds an http(s) address of a named domain',
    field: field('website', { title: 'Website' }),
    refused: [
      'kilnandclay.example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://localhost',
      'http://',
    ],
    accepted: ['http://example.com', 'https://www.kilnandclay.example.com/about?x=1'],
    message: KIND_MESSAGES.website,
  },
  {
    name: 'a date field holds a calendar date with a four-digit year',
    field: field('date', { title: 'Date' }),
    refused: [
      ['13', '1', '2025'],
      ['2', '30', '2025'],
      ['02', '29', '2027'],
      ['1', '', '2025'],
      ['1', '1', '25'],
    ],
    accepted: [
      ['1', '31', '2025'],
      ['02', '29', '2028'],
      ['', '', ''],
    ],
    message: KIND_MESSAGES.date,
  },
  {
    name: 'a time field holds a time of day (1–12 with AM/PM, 0–23 without)',
    field: field('time', { title: 'Time' }),
    refused: [
      ['13', '00', '', 'PM'],
      ['10', '60', '', 'AM'],
      ['10', '', '', 'AM'],
      ['9', '30', '', 'noon'],
      ['0', '30', '', 'AM'],
      ['24', '00', '', ''],
    ],
    accepted: [
      ['12', '00', '00', 'AM'],
      ['3', '05', '', 'PM'],
      ['23', '59', '', ''],
      ['', '', '', ''],
    ],
    message: KIND_MESSAGES.time,
  },
  {
    name: 'a phone field holds digits (a plus sign may start the country code)',
    field: field('phone', { title: 'Phone' }),
    refused: [
      ['', '518', '555', '01a2'],
      ['1+', '518', '555', '0142'],
      ['', '518', '555-', '0142'],
    ],
    accepted: [
      ['', '518', '555', '0142'],
      ['+44', '20', '7946', '0000'],
    ],
    message: KIND_MESSAGES.phone,
  },
];

describe('platform/forms/kind-rules (SPEC silent per-kind checks, browser and server alike)', () => {
  for (const { name, field: checked, refused, accepted, message } of CASES) {
    it(`SPEC silent: ${name}`, () => {
      refuses(checked, refused, message);
      accepts(checked, accepted);
    });
  }

  it('SPEC silent: free-text kinds take any text', () => {
    for (const type of ['text', 'textarea', 'password', 'social-handle', 'hidden']) {
      accepts(field(type), ['<b>1 + 1</b>', 'kiln and clay', 'twelve']);
    }
    accepts(field('name'), [['Ada', 'Lovelace']]);
    accepts(field('address'), [['14 Pottery Lane', '', 'Hudson', 'NY', '12534', 'US']]);
  });

  it('SPEC silent: the SPEC §5 rules answer first, the kind check only for a filled value', () => {
    const pieces = field('number', { title: 'Pieces', required: true, maxLength: 3 });
    expect(fieldError(pieces, '  ')).to.equal('Pieces is required.');
    expect(fieldError(pieces, 'twelve')).to.equal(FORM_MESSAGES.maxLength);
    expect(fieldError(pieces, 'ten')).to.equal(KIND_MESSAGES.number);
    expect(fieldError(pieces, '10')).to.equal(undefined);
    expect(fieldError(field('website'), '   ')).to.equal(undefined);
  });

  it("SPEC silent: a value not in its kind's SPEC §3 shape fails the kind's check", () => {
    expect(kindError(field('number'), ['4'])).to.equal(KIND_MESSAGES.number);
    expect(kindError(field('number'), 4)).to.equal(KIND_MESSAGES.number);
    expect(kindError(field('date'), '2025-01-31')).to.equal(KIND_MESSAGES.date);
    expect(kindError(field('phone'), '5185550142')).to.equal(KIND_MESSAGES.phone);
    expect(kindError(uses, 'Food')).to.equal(KIND_MESSAGES.options);
    expect(kindError(kind, ['Bowl'])).to.equal(KIND_MESSAGES.option);
    expect(kindError(survey, ['2'])).to.equal(KIND_MESSAGES.likert);
    expect(kindError(survey, { Quality: ['2'] })).to.equal(KIND_MESSAGES.likert);
  });

  it('SPEC silent: choices are checked against the options only when the field lists them', () => {
    accepts(field('radio'), ['Anything']);
    accepts(field('checkbox'), [['Red', 'Blue']]);
    refuses(field('checkbox'), [['Red', 'Red']], KIND_MESSAGES.options);
    refuses(field('likert'), [{ 'Was it easy?': '5' }], KIND_MESSAGES.likert);
  });

  it('SPEC silent: validateForm reports each kind failure under its field id', () => {
    const fields = [
      { ...kind, id: 'kind' },
      { ...field('number', { title: 'Pieces' }), id: 'pieces' },
      { ...field('date', { title: 'Date' }), id: 'when' },
      { ...field('email', { title: 'Email' }), id: 'email' },
    ];
    const values = { kind: 'Plate', pieces: 'twelve', when: ['2', '30', '2025'], email: 'a@b.co' };
    expect(validateForm(fields, values)).to.deep.equal({
      kind: KIND_MESSAGES.option,
      pieces: KIND_MESSAGES.number,
      when: KIND_MESSAGES.date,
    });
  });
});
