/**
 * SaveFormSubmission's check of a submitted `form` (field id → value) against the form's
 * configured fields. For each field, sections skipped, the first failing check answers. An
 * empty value (missing, blank, no parts, nothing checked or answered) meets only the required
 * rule; a filled one:
 * 1. must have its kind's SPEC §3 shape (a text, a parts array of the kind's length, a list of
 *    checked options, a likert map);
 * 2. must pass the SPEC §5 rules the browser runs too (platform/forms/rules.ts: required, email, max
 *    length), with the same messages;
 * 3. a filled value must make sense for its kind (SPEC silent, see {@link kindError}).
 */
import { fieldError as ruleError, isEmptyValue } from '../../platform/forms/rules.ts';
import type { SubmittedValue } from '../../platform/forms/submitted-value.ts';
import type { FieldKind, FormConfig, FormField } from './form-config.ts';
import { FIELD_MESSAGES, shapeMessage } from './messages.ts';

/** Parts of each parts-array kind (SPEC §3 "Submitted values"). */
export const PART_COUNTS: Readonly<Partial<Record<FieldKind, number>>> = {
  name: 2,
  address: 6,
  date: 3,
  time: 4,
  phone: 4,
};

/** The likert answers (SPEC §3: -2 Strongly Disagree … 2 Strongly Agree). */
export const LIKERT_ANSWERS: readonly string[] = ['-2', '-1', '0', '1', '2'];

const isText = (value: unknown): value is string => typeof value === 'string';

/** Whether `value` has the SPEC §3 shape of a `field`'s kind. */
export function hasKindShape(field: FormField, value: SubmittedValue): boolean {
  const parts = PART_COUNTS[field.type];
  if (parts !== undefined) return Array.isArray(value) && value.length === parts;
  if (field.type === 'checkbox') return Array.isArray(value);
  if (field.type === 'likert') return typeof value === 'object' && !Array.isArray(value);
  return isText(value);
}

/** A decimal number: digits with an optional sign, fraction and exponent. */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
/** An amount: whole units (optionally grouped by commas of three) and at most two decimals. */
const AMOUNT = /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/;
/** A domain name: dotted labels ending in a top-level name of two or more letters. */
const DOMAIN = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
const DIGITS = /^\d+$/;

/** Whether `text` is an http(s) address of a named domain. */
export function isWebsite(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && DOMAIN.test(url.hostname);
}

/** Whether whole-number text `text` lies within `min`..`max`. */
function inRange(text: string, min: number, max: number): boolean {
  const trimmed = text.trim();
  return DIGITS.test(trimmed) && Number(trimmed) >= min && Number(trimmed) <= max;
}

/** Whether [month, day, year] is a calendar date (a four-digit year). */
export function isDate([month = '', day = '', year = '']: readonly string[]): boolean {
  if (!inRange(month, 1, 12) || !inRange(year, 1, 9999) || year.trim().length !== 4) return false;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return inRange(day, 1, daysInMonth);
}

/**
 * Whether [hour, minute, second, ampm] is a time of day: hour 1–12 with AM or PM (0–23
 * without), minute 0–59, second empty or 0–59.
 */
export function isTime([
  hour = '',
  minute = '',
  second = '',
  ampm = '',
]: readonly string[]): boolean {
  const half = ampm.trim().toUpperCase();
  if (half !== '' && half !== 'AM' && half !== 'PM') return false;
  const hourOk = half === '' ? inRange(hour, 0, 23) : inRange(hour, 1, 12);
  return hourOk && inRange(minute, 0, 59) && (second.trim() === '' || inRange(second, 0, 59));
}

/** Whether every phone part is digits (the country code may start with a plus sign). */
function isPhone([country = '', ...rest]: readonly string[]): boolean {
  return /^\+?\d*$/.test(country.trim()) && rest.every((part) => /^\d*$/.test(part.trim()));
}

/**
 * The message of a filled `value` that makes no sense for its field's kind (SPEC silent, so
 * the checks are the ones a site owner would expect of a real platform):
 * radio and select: one of the options; checkbox: options only, none twice; likert: questions
 * answered -2..2; number: a decimal number; currency: an amount with at most two decimals;
 * website: an http(s) address of a named domain; date: a calendar date; time: a time of day;
 * phone: digits. Other kinds take any text.
 */
export function kindError(field: FormField, value: SubmittedValue): string | undefined {
  const options = field.options ?? [];
  const text = isText(value) ? value.trim() : '';
  const parts = Array.isArray(value) ? value : [];
  switch (field.type) {
    case 'radio':
    case 'select':
      return options.includes(value as string) ? undefined : FIELD_MESSAGES.option;
    case 'checkbox':
      return parts.every((choice) => options.includes(choice)) &&
        new Set(parts).size === parts.length
        ? undefined
        : FIELD_MESSAGES.options;
    case 'likert':
      return Object.entries(value).every(
        ([question, answer]) => options.includes(question) && LIKERT_ANSWERS.includes(answer),
      )
        ? undefined
        : FIELD_MESSAGES.likert;
    case 'number':
      return NUMBER.test(text) ? undefined : FIELD_MESSAGES.number;
    case 'currency':
      return AMOUNT.test(text) ? undefined : FIELD_MESSAGES.currency;
    case 'website':
      return isWebsite(text) ? undefined : FIELD_MESSAGES.website;
    case 'date':
      return isDate(parts) ? undefined : FIELD_MESSAGES.date;
    case 'time':
      return isTime(parts) ? undefined : FIELD_MESSAGES.time;
    case 'phone':
      return isPhone(parts) ? undefined : FIELD_MESSAGES.phone;
    default:
      return undefined;
  }
}

/** The message of the first check `field` fails for `value`, or undefined when it is valid. */
export function fieldError(
  field: FormField,
  value: SubmittedValue | undefined,
): string | undefined {
  if (field.type === 'section') return undefined;
  if (value === undefined || isEmptyValue(value)) return ruleError(field, value);
  if (!hasKindShape(field, value)) return shapeMessage(field.title);
  return ruleError(field, value) ?? kindError(field, value);
}

/** Field id → message for every configured field of `form` that `values` fails. */
export function validateSubmission(
  form: FormConfig,
  values: Readonly<Record<string, SubmittedValue>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    const message = fieldError(field, value);
    if (message !== undefined) errors[field.id] = message;
  }
  return errors;
}
