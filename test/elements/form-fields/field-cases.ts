import { sendKeys } from '@web/test-runner-commands';
import type { FieldKind, FormField } from '../../../elements/shared/form/form-field.schema.ts';
import { controlId } from '../../../elements/shared/form/fields/fields.ts';
import type { SubmittedValue } from '../../../platform/forms/submitted-value.ts';
import { field, PREFIX } from './field-host.ts';

/** One example field of a kind, and what a visitor does with it. */
export interface KindCase {
  kind: FieldKind;
  field: FormField;
  /** Fills the field like a visitor: focus, then keys (Tab between parts, arrows, Space). */
  fill(root: ShadowRoot): Promise<void>;
  /** What `readFormValues` gives after `fill` (undefined: the field is not in the map). */
  filled: SubmittedValue | undefined;
  /** A saved value for `writeFormValues`, and what reading gives back afterwards. */
  saved: SubmittedValue;
  restored: SubmittedValue | undefined;
}

/** Focuses the field's first control, then types `steps` (strings typed, `{Key}` pressed). */
function keys(fieldId: string, ...steps: string[]): (root: ShadowRoot) => Promise<void> {
  return async (root) => {
    (root.getElementById(controlId(PREFIX, fieldId)) as HTMLElement).focus();
    for (const step of steps) {
      const press = /^\{(.+)\}$/.exec(step)?.[1];
      await sendKeys(press === undefined ? { type: step } : { press });
    }
  };
}

const nothingToDo = async (): Promise<void> => {};

/** One example per SPEC §3 field kind (the shared suite runs against every one). */
export const KIND_CASES: readonly KindCase[] = [
  {
    kind: 'text',
    field: field({ id: 'company', type: 'text', title: 'Company', placeholder: 'Your company' }),
    fill: keys('company', 'Acme Ltd'),
    filled: 'Acme Ltd',
    saved: 'Globex',
    restored: 'Globex',
  },
  {
    kind: 'textarea',
    field: field({ id: 'message', type: 'textarea', title: 'Message', maxLength: 200 }),
    fill: keys('message', 'Line one', '{Enter}', 'Line two'),
    filled: 'Line one\nLine two',
    saved: 'Saved\ntext',
    restored: 'Saved\ntext',
  },
  {
    kind: 'email',
    field: field({ id: 'email', type: 'email', title: 'Email' }),
    fill: keys('email', 'ada@example.com'),
    filled: 'ada@example.com',
    saved: 'grace@example.org',
    restored: 'grace@example.org',
  },
  {
    kind: 'number',
    field: field({ id: 'guests', type: 'number', title: 'Guests' }),
    fill: keys('guests', '42.5'),
    filled: '42.5',
    saved: '7',
    restored: '7',
  },
  {
    kind: 'website',
    field: field({ id: 'site', type: 'website', title: 'Website' }),
    fill: keys('site', 'https://example.com/'),
    filled: 'https://example.com/',
    saved: 'https://example.org/',
    restored: 'https://example.org/',
  },
  {
    kind: 'password',
    field: field({ id: 'secret', type: 'password', title: 'Password' }),
    fill: keys('secret', 's3cret pass'),
    filled: 's3cret pass',
    saved: 'other',
    restored: 'other',
  },
  {
    kind: 'social-handle',
    field: field({ id: 'handle', type: 'social-handle', title: 'Handle' }),
    fill: keys('handle', '@adalovelace'),
    filled: 'adalovelace',
    saved: 'gracehopper',
    restored: 'gracehopper',
  },
  {
    kind: 'date',
    field: field({ id: 'day', type: 'date', title: 'Event date' }),
    fill: keys('day', '04', '{Tab}', '09', '{Tab}', '2024'),
    filled: ['04', '09', '2024'],
    saved: ['12', '31', '1999'],
    restored: ['12', '31', '1999'],
  },
  {
    kind: 'time',
    field: field({ id: 'when', type: 'time', title: 'Arrival time' }),
    fill: keys('when', '10', '{Tab}', '30', '{Tab}', '15', '{Tab}', 'P'),
    filled: ['10', '30', '15', 'PM'],
    saved: ['7', '05', '', 'AM'],
    restored: ['7', '05', '', 'AM'],
  },
  {
    kind: 'name',
    field: field({ id: 'who', type: 'name', title: 'Your name' }),
    fill: keys('who', 'Ada', '{Tab}', 'Lovelace'),
    filled: ['Ada', 'Lovelace'],
    saved: ['Grace', 'Hopper'],
    restored: ['Grace', 'Hopper'],
  },
  {
    kind: 'address',
    field: field({ id: 'where', type: 'address', title: 'Address' }),
    fill: keys(
      'where',
      '1 Main St',
      '{Tab}',
      'Apt 2',
      '{Tab}',
      'Springfield',
      '{Tab}',
      'IL',
      '{Tab}',
      '62701',
      '{Tab}',
      'USA',
    ),
    filled: ['1 Main St', 'Apt 2', 'Springfield', 'IL', '62701', 'USA'],
    saved: ['9 High St', '', 'Leeds', 'West Yorkshire', 'LS1 1AA', 'UK'],
    restored: ['9 High St', '', 'Leeds', 'West Yorkshire', 'LS1 1AA', 'UK'],
  },
  {
    kind: 'phone',
    field: field({ id: 'tel', type: 'phone', title: 'Phone' }),
    fill: keys('tel', '555', '{Tab}', '123', '{Tab}', '4567'),
    filled: ['', '555', '123', '4567'],
    saved: ['', '212', '555', '0100'],
    restored: ['', '212', '555', '0100'],
  },
  {
    kind: 'currency',
    field: field({ id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' }),
    fill: keys('budget', '1999.95'),
    filled: '1999.95',
    saved: '20',
    restored: '20',
  },
  {
    kind: 'section',
    field: field({ id: 'part-two', type: 'section', title: 'About you', underline: true }),
    fill: nothingToDo,
    filled: undefined,
    saved: 'ignored',
    restored: undefined,
  },
  {
    kind: 'radio',
    field: field({
      id: 'colour',
      type: 'radio',
      title: 'Colour',
      options: ['Red', 'Green', 'Blue'],
    }),
    fill: keys('colour', '{ArrowDown}'),
    filled: 'Green',
    saved: 'Blue',
    restored: 'Blue',
  },
  {
    kind: 'checkbox',
    field: field({
      id: 'topics',
      type: 'checkbox',
      title: 'Topics',
      options: ['News', 'Offers', 'Events'],
    }),
    fill: keys('topics', '{Space}', '{Tab}', '{Tab}', '{Space}'),
    filled: ['News', 'Events'],
    saved: ['Offers'],
    restored: ['Offers'],
  },
  {
    kind: 'select',
    field: field({
      id: 'size',
      type: 'select',
      title: 'Size',
      options: ['Small', 'Medium', 'Large'],
    }),
    fill: keys('size', 'M'),
    filled: 'Medium',
    saved: 'Large',
    restored: 'Large',
  },
  {
    kind: 'likert',
    field: field({
      id: 'survey',
      type: 'likert',
      title: 'Survey',
      options: ['The site is clear', 'I would come back'],
    }),
    fill: keys('survey', '{ArrowRight}', '{ArrowRight}', '{ArrowRight}'),
    filled: { 'The site is clear': '1' },
    saved: { 'I would come back': '-2' },
    restored: { 'I would come back': '-2' },
  },
  {
    kind: 'hidden',
    field: field({ id: 'source', type: 'hidden', key: 'ref', value: 'direct' }),
    fill: nothingToDo,
    filled: 'direct',
    saved: 'typed elsewhere',
    restored: 'direct',
  },
];
