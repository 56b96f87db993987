/**
 * The form checks shared by the browser (before sending) and the site server (when
 * SaveFormSubmission arrives), so both refuse exactly the same values with the same messages.
 * The SPEC §5 rules come first:
 * - section items are always valid;
 * - an empty value is valid unless the field is required (`'{title} is required.'`);
 * - an email field's value must pass {@link isEmail} (FORM_MESSAGES.email);
 * - a value with a max length must be within it (FORM_MESSAGES.maxLength); parts arrays are
 *   checked part by part. Lengths count UTF-16 code units, as a textarea's `maxlength` does.
 * Then a filled value must make sense for its kind (SPEC silent: numbers, amounts, web
 * addresses, dates, times, phone digits, options, likert answers; see kind-rules.ts).
 * Only the first failing check of a field is reported.
 */
import { EMAIL_LENGTH } from '../constants/limits.ts';
import { kindError } from './kind-rules.ts';
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
  /** Choices of a radio, checkbox or select field; questions of a likert field. */
  options?: readonly string[] | undefined;
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
 * The message of the first check `field` fails for `value`, or undefined when valid: the SPEC
 * §5 rules, then, for a filled value, its kind's check ({@link kindError}). A `maxLength` that
 * is not a positive number sets no bound.
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
  return kindError(field, value);
}

/**
 * Field id → message for every field of `fields` that `values` fails (empty when all pass),
 * each field checked with `check` ({@link fieldError} unless given). Values of ids that are not
 * fields are not checked.
 */
export function validateForm<F extends RuleField & { id: string }, V extends RuleValue>(
  fields: readonly F[],
  values: Readonly<Record<string, V>>,
  check: (field: F, value: V | undefined) => string | undefined = fieldError,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    const message = check(field, value);
    if (message !== undefined) errors[field.id] = message;
  }
  return errors;
}
