/**
 * The checks of a filled form value against its field's kind. SPEC is silent on them, so they
 * are the ones a site owner would expect of a real platform; the browser runs them before
 * sending (through `fieldError` of rules.ts, after the SPEC §5 rules) and the site server runs
 * the same when a submission arrives, with the same {@link KIND_MESSAGES}:
 * - radio and select: one of the options; checkbox: options only, none twice;
 * - likert: every key one of the questions (the options), every answer '-2' … '2';
 * - number: a decimal number; currency: an amount with at most two decimals;
 * - website: an http(s) address of a named domain;
 * - date: a calendar date; time: a time of day; phone: digits;
 * - every other kind takes any text.
 * A value that is not in its kind's SPEC §3 shape fails its kind's check. Choices are checked
 * against `options` only when the field lists them.
 */
import { KIND_MESSAGES } from './messages.ts';
import type { RuleField, RuleValue } from './rules.ts';

/** The five answers of every likert question, in order, with their submitted values (SPEC §3). */
export const LIKERT_ANSWERS = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

/** A decimal number: digits with an optional sign, fraction and exponent. */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
/** An amount: whole units (optionally grouped by commas of three) and at most two decimals. */
const AMOUNT = /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/;
/** A domain name: dotted labels ending in a top-level name of two or more letters. */
const DOMAIN = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** Whether `text` is an http(s) address of a named domain. */
export function isWebsite(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return /^https?:$/.test(url.protocol) && DOMAIN.test(url.hostname);
}

/** Whether whole-number text `text` lies within `min`..`max`. */
function inRange(text: string, min: number, max: number): boolean {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && +trimmed >= min && +trimmed <= max;
}

/** Whether [month, day, year] is a calendar date (a four-digit year). */
export function isDate([month = '', day = '', year = '']: readonly string[]): boolean {
  return (
    inRange(month, 1, 12) &&
    year.trim().length === 4 &&
    inRange(year, 1, 9999) &&
    inRange(day, 1, new Date(Date.UTC(+year, +month, 0)).getUTCDate())
  );
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
  return (
    /^(AM|PM|)$/.test(half) &&
    (half ? inRange(hour, 1, 12) : inRange(hour, 0, 23)) &&
    inRange(minute, 0, 59) &&
    (second.trim() === '' || inRange(second, 0, 59))
  );
}

/** Whether every phone part is digits (the country code, first, may start with a plus sign). */
function isPhone(parts: readonly string[]): boolean {
  return parts.every((part, index) => (index ? /^\d*$/ : /^\+?\d*$/).test(part.trim()));
}

/**
 * The message of a filled `value` that makes no sense for `field`'s kind (see the module
 * comment), or undefined when it does or the kind takes any text.
 */
export function kindError(field: RuleField, value: RuleValue): string | undefined {
  const { options } = field;
  const listed = (choice: string) => !options || options.includes(choice);
  const text = typeof value === 'string' ? value.trim() : '';
  const parts = Array.isArray(value) ? (value as readonly string[]) : undefined;
  switch (field.type) {
    case 'radio':
    case 'select':
      return typeof value === 'string' && listed(value) ? undefined : KIND_MESSAGES.option;
    case 'checkbox':
      return parts && parts.every(listed) && new Set(parts).size === parts.length
        ? undefined
        : KIND_MESSAGES.options;
    case 'likert':
      return typeof value === 'object' &&
        value !== null &&
        !parts &&
        Object.entries(value).every(
          ([question, answer]) =>
            listed(question) && LIKERT_ANSWERS.some(({ value }) => value === answer),
        )
        ? undefined
        : KIND_MESSAGES.likert;
    case 'number':
      return NUMBER.test(text) ? undefined : KIND_MESSAGES.number;
    case 'currency':
      return AMOUNT.test(text) ? undefined : KIND_MESSAGES.currency;
    case 'website':
      return isWebsite(text) ? undefined : KIND_MESSAGES.website;
    case 'date':
      return parts && isDate(parts) ? undefined : KIND_MESSAGES.date;
    case 'time':
      return parts && isTime(parts) ? undefined : KIND_MESSAGES.time;
    case 'phone':
      return parts && isPhone(parts) ? undefined : KIND_MESSAGES.phone;
    default:
      return undefined;
  }
}
