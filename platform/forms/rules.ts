/**
 * The SPEC §5 form checks, shared by the browser (before sending) and the site server (when
 * SaveFormSubmission arrives), so both refuse exactly the same values with the same messages:
 * - section items are always valid;
 * - an empty value is valid unless the field is required (`'{title} is required.'`);
 * - an email field's value must pass {@link isEmail} (FORM_MESSAGES.email);
 * - a value with a max length must be within it (FORM_MESSAGES.maxLength); parts arrays are
 *   checked part by part. Lengths count UTF-16 code units, as a textarea's `maxlength` does.
 * Only the first failing rule of a field is reported.
 */
import { EMAIL_LENGTH } from '../constants/limits.ts';
import { FORM_MESSAGES, requiredMessage } from './messages.ts';
import type { SubmittedValue } from './submitted-value.ts';

/**
 * Every value the checks accept: the {@link SubmittedValue} shapes plus what a server may
 * receive in a hand-made request (numbers, booleans, null, likert answers as lists).
 */
export type RuleValue =
  | SubmittedValue
  | number
  | boolean
  | null
  | readonly string[]
  | Readonly<Record<string, string | readonly string[]>>;

/** What the checks need of a field (a browser FormField and a server form field both fit). */
export interface RuleField {
  type: string;
  title: string;
  required?: boolean;
  maxLength?: number | undefined;
}

/** A local part, an at-sign and a dotted domain whose final part has 2 to 4 characters. */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s.]{2,4}$/;

/** Whether `value` is an email address by the SPEC §5 check: 3 to 256 characters, local@domain.tld. */
export function isEmail(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= EMAIL_LENGTH.min &&
    value.length <= EMAIL_LENGTH.max &&
    EMAIL_PATTERN.test(value)
  );
}

/** Whether a text is blank (empty or only white space). */
const blank = (text: string) => text.trim() === '';

/**
 * Whether `value` holds nothing: missing, null, blank text, an array of blank parts (or no
 * checked option), or a likert map with no answered question. Numbers and booleans are values.
 */
export function isEmptyValue(value: RuleValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return blank(value);
  if (typeof value === 'number' || typeof value === 'boolean') return false;
  if (Array.isArray(value)) return (value as readonly string[]).every(blank);
  return Object.values(value).every((answer) =>
    typeof answer === 'string' ? blank(answer) : answer.every(blank),
  );
}

/** Whether every text of `value` (each part of an array) is at most `max` long. */
function withinLength(value: RuleValue, max: number): boolean {
  if (typeof value === 'string') return value.length <= max;
  if (typeof value === 'number') return String(value).length <= max;
  if (Array.isArray(value)) return (value as readonly string[]).every((part) => part.length <= max);
  return true; // likert answers and booleans have no length to bound
}

/**
 * The message of the first SPEC §5 rule `field` fails for `value`, or undefined when valid.
 * A `maxLength` that is not a positive number sets no bound.
 */
export function fieldError(field: RuleField, value: RuleValue | undefined): string | undefined {
  if (field.type === 'section') return undefined;
  if (value === undefined || isEmptyValue(value)) {
    return field.required ? requiredMessage(field.title) : undefined;
  }
  if (field.type === 'email' && !isEmail(value)) return FORM_MESSAGES.email;
  const max = field.maxLength;
  if (typeof max === 'number' && max > 0 && !withinLength(value, max)) {
    return FORM_MESSAGES.maxLength;
  }
  return undefined;
}

/**
 * Field id → message for every field of `fields` that `values` fails (empty when all pass).
 * Values of ids that are not fields are not checked.
 */
export function validateForm(
  fields: readonly (RuleField & { id: string })[],
  values: Readonly<Record<string, RuleValue>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    const message = fieldError(field, value);
    if (message !== undefined) errors[field.id] = message;
  }
  return errors;
}
